/** What the factor tests read back: the account's security notices, its audit entries, whether a session lives. */
import { env } from "cloudflare:test";
import { adminCall } from "./people-helpers";

/** The account's "security" notifications, oldest first: their `data` (event, name, left). */
export async function securityNotices(userId: number) {
  const { results } = await env.DB.prepare(
    "SELECT data FROM notifications WHERE recipient_id = ?1 AND kind = 'security' ORDER BY id",
  )
    .bind(userId)
    .all<{ data: string }>();
  return results.map((r) => JSON.parse(r.data) as { event: string; name?: string; left?: number });
}

/** The account's audit entries, oldest first, as `event detail`. */
export async function auditTrail(userId: number) {
  const { results } = await env.DB.prepare("SELECT event, detail FROM audit_log WHERE user_id = ?1 ORDER BY id")
    .bind(userId)
    .all<{ event: string; detail: string | null }>();
  return results.map((r) => (r.detail ? `${r.event} ${r.detail}` : r.event));
}

/** Whether the session of `cookie` still signs its account in (401 once it has ended). */
export async function alive(cookie: string) {
  const status = (await adminCall(cookie, "GET", "/account/sessions")).status;
  if (status !== 200 && status !== 401) throw new Error(`unexpected ${status}`);
  return status === 200;
}

/** Sets the policy's scope straight in the table for `run`, and back to none after. */
export async function withPolicy(scope: "admins" | "reviewers" | "everyone", run: () => Promise<void>) {
  await env.DB.prepare("UPDATE account_policy SET require_two_factor_for = ?1 WHERE id = 1").bind(scope).run();
  try {
    await run();
  } finally {
    await env.DB.prepare(
      "UPDATE account_policy SET require_two_factor_for = 'none', require_two_factor = 0 WHERE id = 1",
    ).run();
  }
}

/** The account's sessions proved their second factor `minutes` earlier than they did (past the 5-minute window). */
export async function ageProof(userId: number, minutes: number) {
  await env.DB.prepare("UPDATE sessions SET second_factor_at = second_factor_at - ?2 WHERE user_id = ?1")
    .bind(userId, minutes * 60_000)
    .run();
}
