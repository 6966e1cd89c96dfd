/**
 * How identity/ tells an account that its sign-in changed without importing another domain: the
 * route passes the notifications' `securityNotice` in (worker/http/auth.ts), and these helpers
 * put its statement in the action's own batch.
 */
export type SecurityEvent =
  | "totp_enabled"
  | "totp_disabled"
  | "recovery_used"
  | "recovery_regenerated"
  | "passkey_added"
  | "passkey_removed"
  | "password_changed";

/** What a notice says besides its event: the recovery codes left, a passkey's name. */
export interface SecurityFacts {
  left?: number;
  name?: string;
}

export type SecurityNotice = (
  userId: number,
  event: SecurityEvent,
  facts?: SecurityFacts,
  now?: number,
) => { sql: string; params: (string | number | null)[] };

/** The notice's statement (none without a notifier), for a `db.batch`. */
export function noticeStatements(
  db: D1Database,
  notice: SecurityNotice | undefined,
  userId: number,
  event: SecurityEvent,
  now: number,
  facts: SecurityFacts = {},
): D1PreparedStatement[] {
  if (!notice) return [];
  const { sql, params } = notice(userId, event, facts, now);
  return [db.prepare(sql).bind(...params)];
}
