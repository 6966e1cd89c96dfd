import { claim, type EmailQueueEnv, pruneEmails, queueEmails, stalePending } from "./claims";
import { type EmailEnv, emailSettings } from "./settings";

/**
 * The daily job (worker/scheduled.ts, wrangler.toml's cron): it only claims and queues, so it does
 * the same small work for 5 accounts as for 500 (one D1 batch per mode, one `sendBatch` per 100
 * emails); each queue message then sends one email (docs/decisions/0077-email.md has the numbers).
 */

/** A digest gathers what was not emailed in this window (a missed day is caught up once; older is not sent). */
export const DIGEST_WINDOW_MS = 2 * 86_400_000;
/** Immediate notifications whose scan message was lost are swept up within this window. */
export const SWEEP_WINDOW_MS = 86_400_000;

export interface DigestResult {
  digests: number;
  swept: number;
  requeued: number;
}

/** Prunes the log, claims every account's digest and any immediate notification left behind, and queues their emails. */
export async function queueDailyEmails(env: EmailEnv & EmailQueueEnv, now = new Date()): Promise<DigestResult> {
  const settings = emailSettings(env);
  if (settings.status !== "on") {
    if (settings.status === "misconfigured") console.error("email: no digests:", settings.message);
    return { digests: 0, swept: 0, requeued: 0 };
  }
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await pruneEmails(env.DB, now);
  const requeued = await stalePending(env.DB, now);
  const digests = await claim(env.DB, "digest", ago(DIGEST_WINDOW_MS), now);
  const swept = await claim(env.DB, "immediately", ago(SWEEP_WINDOW_MS), now);
  await queueEmails(env, [...requeued, ...digests, ...swept]);
  return { digests: digests.length, swept: swept.length, requeued: requeued.length };
}

/** After an admin request that wrote notifications: one scan message (its consumer claims and queues). */
export async function queueImmediateScan(env: EmailEnv & EmailQueueEnv, since: Date): Promise<boolean> {
  if (emailSettings(env).status !== "on" || !env.EMAILS) return false;
  await env.EMAILS.send({ scan: "immediately", since: since.toISOString() });
  return true;
}
