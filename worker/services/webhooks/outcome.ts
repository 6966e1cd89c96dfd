import { recordAudit } from "../identity";
import type { Attempt } from "./deliver";

/**
 * What an attempt leaves behind: the delivery's row (status, attempt count, the answer), and the
 * endpoint's count of consecutive failed deliveries. An endpoint that answers 410 Gone, or keeps
 * failing (DISABLE_AFTER_FAILURES in a row, or DISABLE_AFTER_FAILING_MS with at least
 * MIN_FAILURES_FOR_AGE), is turned off, audited, and named on the dashboard until an admin
 * turns it on again (docs/decisions/0071-webhooks.md).
 */

export const DISABLE_AFTER_FAILURES = 20;
export const DISABLE_AFTER_FAILING_MS = 24 * 3_600_000;
/** A quiet endpoint is not turned off for one failure a day apart. */
export const MIN_FAILURES_FOR_AGE = 3;

/** `again`: it will be tried later; the others end the delivery. */
export type Outcome = "succeeded" | "again" | "refused" | "gone" | "retry";

const ENDPOINT_OF = "(SELECT endpoint_id FROM webhook_deliveries WHERE id = ?1)";

/** Records one attempt of the delivery `id` and what it means for its endpoint. */
export async function recordAttempt(db: D1Database, id: string, outcome: Outcome, attempt: Attempt): Promise<void> {
  const now = new Date();
  const status = outcome === "succeeded" ? "succeeded" : outcome === "again" ? "pending" : "failed";
  const write = db
    .prepare(
      `UPDATE webhook_deliveries SET status = ?2, attempts = attempts + 1, response_status = ?3, latency_ms = ?4,
         response_excerpt = ?5, error = ?6, attempted_at = ?7 WHERE id = ?1`,
    )
    .bind(id, status, attempt.status, attempt.latencyMs, attempt.excerpt, attempt.error, now.toISOString());
  if (outcome === "again") {
    await write.run();
    return;
  }
  if (outcome === "succeeded") {
    await db.batch([
      write,
      db.prepare(`UPDATE webhook_endpoints SET failures = 0, failing_since = NULL WHERE id = ${ENDPOINT_OF}`).bind(id),
    ]);
    return;
  }
  const cutoff = new Date(now.getTime() - DISABLE_AFTER_FAILING_MS).toISOString();
  const [, , disabled] = await db.batch([
    write,
    db
      .prepare(
        `UPDATE webhook_endpoints SET failures = failures + 1, failing_since = coalesce(failing_since, ?2)
         WHERE id = ${ENDPOINT_OF}`,
      )
      .bind(id, now.toISOString()),
    db
      .prepare(
        `UPDATE webhook_endpoints SET enabled = 0, disabled_at = ?2, version = version + 1,
           disabled_reason = CASE WHEN ?3 THEN 'The endpoint answered 410 Gone'
             ELSE 'Turned off after ' || failures || ' failed deliveries in a row' END
         WHERE id = ${ENDPOINT_OF} AND enabled = 1
           AND (?3 OR failures >= ?4 OR (failures >= ?5 AND failing_since <= ?6)) RETURNING id, disabled_reason AS reason`,
      )
      .bind(id, now.toISOString(), +(outcome === "gone"), DISABLE_AFTER_FAILURES, MIN_FAILURES_FOR_AGE, cutoff),
  ]);
  const off = disabled?.results[0] as { id: number; reason: string } | undefined;
  if (off) await recordAudit(db, { event: "webhook.disable", detail: `${off.id} ${off.reason}` });
}

/** A delivery whose endpoint was turned off before it went: failed, without counting against it. */
export async function recordSkipped(db: D1Database, id: string, why: string): Promise<void> {
  await db
    .prepare("UPDATE webhook_deliveries SET status = 'failed', error = ?2, attempted_at = ?3 WHERE id = ?1")
    .bind(id, why, new Date().toISOString())
    .run();
}
