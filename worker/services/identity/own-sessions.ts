import type { SessionAccount } from "../../../common/auth";
import { auditStatement } from "./audit";

/**
 * "Sign out everywhere else" (docs/decisions/0084-factor-changes-and-sessions.md): every session
 * of the account but the one asking ends at once; the audit log says how many. Returns that count.
 */
export async function endOtherSessions(
  db: D1Database,
  user: Pick<SessionAccount, "id" | "email">,
  currentSessionId: string,
  ip: string | null,
  now = Date.now(),
): Promise<number> {
  const [ended] = await db.batch([
    db
      .prepare("UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND id <> ?2 AND revoked_at IS NULL")
      .bind(user.id, currentSessionId, now),
  ]);
  const count = ended?.meta.changes ?? 0;
  const who = { userId: user.id, email: user.email, ip, actorId: user.id, actorEmail: user.email };
  await auditStatement(db, { event: "session.end_others", detail: `${count} ended`, ...who }, now).run();
  return count;
}
