import { NOTIFICATION_KINDS } from "../../../common/contracts/notifications";
import { type EmailQueueEnv, type EmailQueueMessage, scanImmediate } from "./claims";
import { type Composition, digestEmail, immediateEmail } from "./compose";
import { emailPreferences } from "./preferences";
import { SendFailure } from "./provider";
import { type EmailEnv, emailSettings } from "./settings";
import type { NotificationFacts } from "./texts";

/**
 * The EMAILS queue's consumer (the worker's `queue` handler, by `batch.queue`): a scan message
 * claims immediate notifications (./claims.ts); an email message sends one email. 429, 5xx and no
 * answer bring the message back after RETRY_DELAYS_S (or the provider's Retry-After, if longer);
 * after MAX_ATTEMPTS it goes to the dead-letter queue and its row says `failed`. A refusal ends it at once.
 */

/** Attempts of one email before it fails and goes to the dead-letter queue. */
export const MAX_ATTEMPTS = 6;
/** The wait after attempt n (1-based): 30 s, 2 min, 10 min, 30 min, 1 h. */
export const RETRY_DELAYS_S = [30, 120, 600, 1_800, 3_600] as const;
/** A queue message may be delayed 12 hours at most. */
const MAX_DELAY_S = 43_200;
/** How long one provider call may take. */
export const SEND_TIMEOUT_MS = 10_000;

export type DeliveryEnv = EmailEnv &
  EmailQueueEnv & {
    EMAILS_DLQ?: Queue<EmailQueueMessage>;
  };

export const retryDelayS = (attempt: number, asked: number | null = null) =>
  Math.min(
    Math.max(RETRY_DELAYS_S[Math.min(attempt, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0], asked ?? 0),
    MAX_DELAY_S,
  );

interface EmailRow {
  id: number;
  mode: "immediately" | "digest";
  status: string;
  notification_ids: string;
  account_id: number;
  email: string;
  created_at: number;
  disabled: number;
}

interface NotificationRow {
  id: number;
  kind: string;
  actor: string | null;
  locale: string | null;
  key_name: string | null;
  count: number;
  data: string;
}

async function load(db: D1Database, emailId: number) {
  const email = await db
    .prepare(
      `SELECT e.id, e.mode, e.status, e.notification_ids, e.account_id, u.email, u.created_at, u.disabled
       FROM emails e JOIN users u ON u.id = e.account_id WHERE e.id = ?`,
    )
    .bind(emailId)
    .first<EmailRow>();
  if (!email) return null;
  const { results } = await db
    .prepare(
      `SELECT id, kind, actor, locale, key_name, count, data FROM notifications
       WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .bind(email.notification_ids)
    .all<NotificationRow>();
  return { email, notifications: results };
}

function factsOf(row: NotificationRow): NotificationFacts | null {
  const kind = NOTIFICATION_KINDS.find((k) => k === row.kind);
  if (!kind) return null;
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    // A row's data is JSON by the table's CHECK; an empty object says enough otherwise.
  }
  return { kind, actor: row.actor, locale: row.locale, key: row.key_name, count: row.count, data };
}

async function record(db: D1Database, id: number, status: "pending" | "sent" | "failed", error: string | null) {
  await db
    .prepare(
      `UPDATE emails SET status = ?2, attempts = attempts + 1, last_error = ?3,
         sent_at = CASE WHEN ?2 = 'sent' THEN ?4 ELSE sent_at END WHERE id = ?1`,
    )
    .bind(id, status, error, new Date().toISOString())
    .run();
}

/** One email: compose what is still wanted, send, record, then ack, retry or dead-letter. */
async function deliverOne(message: Message<EmailQueueMessage>, env: DeliveryEnv, emailId: number): Promise<void> {
  const loaded = await load(env.DB, emailId);
  if (loaded?.email.status !== "pending") return message.ack();
  const { email } = loaded;
  const settings = emailSettings(env);
  // Turned off since the claim: nothing leaves the deployment.
  if (settings.status === "off" || email.disabled) {
    const why = settings.status === "off" ? "Email is off (EMAIL_PROVIDER is empty)" : "The account is disabled";
    await record(env.DB, email.id, "failed", why);
    return message.ack();
  }
  // What the account still wants by email (it may have turned a kind off since the claim).
  const modes = await emailPreferences(env.DB, email.account_id);
  const facts = loaded.notifications
    .map(factsOf)
    .filter((n): n is NotificationFacts => n !== null && modes[n.kind] === email.mode);
  if (facts.length === 0) {
    await record(env.DB, email.id, "failed", "Nothing left to send (unsubscribed or deleted meanwhile)");
    return message.ack();
  }
  try {
    if (settings.status !== "on") throw new SendFailure("retry", "misconfigured", settings.message);
    const c: Composition = {
      origin: settings.origin,
      from: settings.from,
      linkSecret: settings.linkSecret,
      recipient: { id: email.account_id, createdAt: email.created_at, email: email.email },
      emailId: email.id,
    };
    const outgoing =
      email.mode === "digest" ? await digestEmail(c, facts) : await immediateEmail(c, facts[0] as NotificationFacts);
    await settings.provider.send(outgoing, AbortSignal.timeout(SEND_TIMEOUT_MS));
    await record(env.DB, email.id, "sent", null);
    message.ack();
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure("retry", "error", String(error));
    const last = message.attempts >= MAX_ATTEMPTS;
    const again = failure.verdict === "retry" && !last;
    const why = `${failure.code}: ${failure.message}`.slice(0, 500);
    await record(env.DB, email.id, again ? "pending" : "failed", why);
    if (again) return message.retry({ delaySeconds: retryDelayS(message.attempts, failure.retryAfter) });
    if (failure.verdict === "retry") await env.EMAILS_DLQ?.send({ emailId: email.id });
    message.ack();
  }
}

/** The worker's `queue` handler for `polyglot-emails`: each message acknowledged or retried alone. */
export async function deliverEmails(batch: MessageBatch<EmailQueueMessage>, env: DeliveryEnv): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        const body = message.body;
        if ("scan" in body) {
          // Off (or not yet configured): nothing is claimed; the daily sweep finds what is wanted once it is on.
          if (emailSettings(env).status === "on") await scanImmediate(env, body.since);
          return message.ack();
        }
        await deliverOne(message, env, body.emailId);
      } catch (error) {
        // D1 or the queue itself failed: the message comes back later.
        console.error("email: message not handled:", String(error));
        message.retry({ delaySeconds: retryDelayS(message.attempts) });
      }
    }),
  );
}
