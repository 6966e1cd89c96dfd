import type { SessionAccount } from "../../../common/auth";
import { PENDING_COLUMNS, type PendingColumns, toSessionAccount } from "./accounts";

/** A session ends after 30 minutes without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** …and 12 hours after sign-in, however busy. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A request renews the token (and `last_seen_at`) once the token is this old: one D1 write a minute at most. */
export const SESSION_RENEW_AFTER_MS = 60 * 1000;
/** Ended sessions are kept this long for inspection, then deleted at the next sign-in. */
const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  id: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export interface ActiveSession {
  session: SessionRecord;
  user: SessionAccount;
  /**
   * The account's unread notifications (migrations/0028's `notification_counts`, kept by triggers):
   * read in the session's own statement, so the admin's bell costs no query of its own
   * (docs/decisions/0076-inbox.md).
   */
  unread: number;
}

/** When a token issued at `now` for this session must expire: idle or absolute, whichever is first. */
export function tokenExpiry(session: Pick<SessionRecord, "expiresAt">, now: number): number {
  return Math.min(now + SESSION_IDLE_TIMEOUT_MS, session.expiresAt);
}

export async function createSession(
  db: D1Database,
  {
    userId,
    now = Date.now(),
    ip,
    userAgent,
    method = "password",
    secondFactorAt = null,
  }: {
    userId: number;
    now?: number;
    ip: string | null;
    userAgent: string | null;
    /** How it signed in: "password", "password+totp", "password+recovery", "password+passkey", "passkey", "link". */
    method?: string;
    /** When it proved a second factor (at sign-in): re-authenticated for 5 minutes (./fresh-factor.ts). */
    secondFactorAt?: number | null;
  },
): Promise<SessionRecord> {
  const session = {
    id: crypto.randomUUID(),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_ABSOLUTE_TIMEOUT_MS,
  };
  await db.batch([
    db
      .prepare(
        `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, ip, user_agent, method, second_factor_at)
         VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(session.id, userId, now, session.expiresAt, ip, userAgent?.slice(0, 512) ?? null, method, secondFactorAt),
    db.prepare("DELETE FROM sessions WHERE expires_at < ?1").bind(now - SESSION_RETENTION_MS),
  ]);
  return session;
}

interface ActiveRow extends PendingColumns {
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  email: string;
  role: string;
  locales: string | null;
  ui_locale: string | null;
  unread_notifications: number;
  method: string;
}

/**
 * The session if it may still be used at `now`: not revoked, within its idle and absolute
 * limits, its account enabled and its password unchanged since sign-in. Checked on every
 * request, so each of those ends the session at once. One statement: the account's admin language
 * (migrations/0036) and unread notifications come with it.
 */
export async function findActiveSession(db: D1Database, sessionId: string, now = Date.now()) {
  const row = await db
    .prepare(
      `SELECT s.id, s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.method, u.email, u.role, u.locales, u.ui_locale,
         coalesce(nc.unread, 0) AS unread_notifications,
         ${PENDING_COLUMNS}
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN notification_counts nc ON nc.user_id = u.id
       WHERE s.id = ?1 AND s.revoked_at IS NULL AND s.expires_at > ?2 AND s.last_seen_at > ?2 - ?3
         AND u.disabled = 0 AND s.created_at >= u.password_changed_at`,
    )
    .bind(sessionId, now, SESSION_IDLE_TIMEOUT_MS)
    .first<ActiveRow>();
  if (!row) return null;
  const session: SessionRecord = {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
  const user = toSessionAccount({ ...row, id: row.user_id });
  // The provider's MFA, trusted by the SSO setting at sign-in, is this session's second factor (decision 0089).
  if (user.pending === "two_factor" && row.method === "sso+mfa") delete user.pending;
  return { session, user, unread: row.unread_notifications } satisfies ActiveSession;
}

export async function touchSession(db: D1Database, sessionId: string, now = Date.now()) {
  await db.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1").bind(sessionId, now).run();
}

export async function revokeSession(db: D1Database, sessionId: string, now = Date.now()) {
  await db
    .prepare("UPDATE sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL")
    .bind(sessionId, now)
    .run();
}
