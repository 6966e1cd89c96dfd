import { DEFAULTS_JSON, modeSql } from "./preferences";

/**
 * Claiming notifications for email: one D1 batch writes the email rows (one per notification for
 * `immediately`, one per account for `digest`) and sets the notifications' `emailed_at`, so two
 * claims never take the same notification (D1 runs a batch as one transaction, one after another).
 * Then one queue message per email (`{ emailId }`), which the consumer sends (./deliver.ts).
 * Only unread notifications of enabled accounts are claimed: what was read needs no email.
 */

/** What the EMAILS queue carries: an email to send, or a claim of immediate notifications to make. */
export type EmailQueueMessage = { emailId: number } | { scan: "immediately"; since: string };

export interface EmailQueueEnv {
  DB: D1Database;
  EMAILS?: Queue<EmailQueueMessage>;
}

/** Emails one claim writes at most; a scan that fills it queues another (the sweep finds the rest too). */
export const CLAIM_LIMIT = 500;
/** Messages per `sendBatch` (the Queues limit). */
const SEND_BATCH = 100;

type Mode = "immediately" | "digest";

function claimStatements(db: D1Database, mode: Mode, since: string, now: string) {
  const claim = crypto.randomUUID();
  const ids = mode === "immediately" ? "json_array(n.id)" : "json_group_array(n.id)";
  const insert = db
    .prepare(
      `INSERT INTO emails (account_id, mode, notification_ids, created_at, claim)
       SELECT n.recipient_id, ?3, ${ids}, ?2, ?5
       FROM notifications n
       JOIN users u ON u.id = n.recipient_id AND u.disabled = 0
       LEFT JOIN email_preferences p ON p.account_id = n.recipient_id AND p.kind = n.kind
       WHERE n.emailed_at IS NULL AND n.created_at >= ?1 AND n.read_at IS NULL AND ${modeSql(4)} = ?3
       ${mode === "digest" ? "GROUP BY n.recipient_id" : ""}
       ORDER BY ${mode === "digest" ? "n.recipient_id" : "n.id"} LIMIT ?6
       RETURNING id`,
    )
    .bind(since, now, mode, DEFAULTS_JSON, claim, CLAIM_LIMIT);
  const mark = db
    .prepare(
      `UPDATE notifications SET emailed_at = ?2
       WHERE id IN (SELECT j.value FROM emails e, json_each(e.notification_ids) j WHERE e.claim = ?1)`,
    )
    .bind(claim, now);
  return [insert, mark] as const;
}

/** Claims the notifications of `mode` created since `since`; answers the new emails' ids. */
export async function claim(db: D1Database, mode: Mode, since: string, now = new Date()): Promise<number[]> {
  const [inserted] = await db.batch<{ id: number }>([...claimStatements(db, mode, since, now.toISOString())]);
  return (inserted?.results ?? []).map((row) => row.id);
}

/** One message per email, in batches of the Queues limit. */
export async function queueEmails(env: EmailQueueEnv, ids: number[]): Promise<void> {
  if (!env.EMAILS) throw new Error("the EMAILS queue is not bound");
  for (let at = 0; at < ids.length; at += SEND_BATCH)
    await env.EMAILS.sendBatch(ids.slice(at, at + SEND_BATCH).map((emailId) => ({ body: { emailId } })));
}

/** A scan message's work: claim immediate notifications since `since`, queue their emails (and another scan when full). */
export async function scanImmediate(env: EmailQueueEnv, since: string): Promise<number> {
  const ids = await claim(env.DB, "immediately", since);
  await queueEmails(env, ids);
  if (ids.length >= CLAIM_LIMIT) await env.EMAILS?.send({ scan: "immediately", since });
  return ids.length;
}

/** Emails written but never queued (the queue refused them): still pending, unattempted, older than this. */
export const STALE_PENDING_MS = 3_600_000;

/** The `emails` log keeps this long; the daily job deletes older rows that are done. */
export const EMAIL_RETENTION_DAYS = 30;

/** Deletes sent and failed emails past EMAIL_RETENTION_DAYS. */
export async function pruneEmails(db: D1Database, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  await db.prepare("DELETE FROM emails WHERE created_at < ? AND status <> 'pending'").bind(before).run();
}

/** Ids of emails whose message was lost, to queue again (the daily job). */
export async function stalePending(db: D1Database, now = new Date()): Promise<number[]> {
  const before = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  const { results } = await db
    .prepare("SELECT id FROM emails WHERE status = 'pending' AND attempts = 0 AND created_at < ? ORDER BY id LIMIT ?")
    .bind(before, CLAIM_LIMIT)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
