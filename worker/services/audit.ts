/** Sign-in events in D1 (`audit_log`). Callers pass facts only: never a password, token or cookie. */

export type AuditEvent =
  | "login.success"
  | "login.failure"
  | "login.rate_limited"
  | "logout"
  // An admin turned "publish only reviewed" on or off for a locale (docs/decisions/0055).
  | "translations.reviewed_only";

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  /** A short machine-readable reason, e.g. `invalid_credentials`. */
  detail?: string | null;
}

export interface AuditRow {
  id: number;
  at: number;
  event: AuditEvent;
  user_id: number | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
}

export function auditStatement(db: D1Database, entry: AuditEntry, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("INSERT INTO audit_log (at, event, user_id, email, ip, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(
      now,
      entry.event,
      entry.userId ?? null,
      entry.email?.slice(0, 254) ?? null,
      entry.ip ?? null,
      entry.detail ?? null,
    );
}

export async function recordAudit(db: D1Database, entry: AuditEntry, now = Date.now()): Promise<void> {
  await auditStatement(db, entry, now).run();
}

export async function recentAudit(db: D1Database, limit = 50): Promise<AuditRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT ?1")
    .bind(Math.min(Math.max(limit, 1), 500))
    .all<AuditRow>();
  return results;
}
