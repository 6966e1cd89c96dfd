import {
  type AccountPending,
  hasLocaleList,
  isRole,
  normalizeEmail,
  type Role,
  type SessionAccount,
} from "../../../common/auth";
import { isLocaleCode, type LocaleCode } from "../../../common/locales";
import { POLICY_COVERS_SQL } from "./policy";

/** A row of `users` (migrations/0002_auth.sql). */
export interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  role: string;
  locales: string | null;
  disabled: number;
  password_changed_at: number;
  must_change_password: number;
  created_at: number;
  updated_at: number;
  /** The admin's language the account chose (migrations/0036); NULL: the browser's. */
  ui_locale?: string | null;
}

/** `users.locales`: a JSON array of locale codes, or NULL for every locale. Unknown codes are dropped. */
export function parseLocales(value: string | null): LocaleCode[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isLocaleCode) : [];
  } catch {
    return [];
  }
}

/**
 * The columns (of `users u`) that say what an account must do before anything else: read with
 * every session and every API token, so the policy and the flags hold from the next request on.
 */
export const PENDING_COLUMNS = `u.must_change_password,
  ${POLICY_COVERS_SQL} AS require_two_factor,
  (EXISTS (SELECT 1 FROM totp_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS has_two_factor`;

export interface PendingColumns {
  must_change_password: number;
  require_two_factor: number | null;
  has_two_factor: number;
}

/** The password first (a second factor is set up with a password of one's own), then the second factor. */
export function pendingOf(row: PendingColumns): AccountPending | undefined {
  if (row.must_change_password) return "password";
  if (row.require_two_factor && !row.has_two_factor) return "two_factor";
  return undefined;
}

/** What the account must do first (the same columns as a session reads), for a sign-in's answer. */
export async function accountPending(db: D1Database, userId: number): Promise<AccountPending | undefined> {
  const row = await db
    .prepare(`SELECT ${PENDING_COLUMNS} FROM users u WHERE u.id = ?1`)
    .bind(userId)
    .first<PendingColumns>();
  return row ? pendingOf(row) : undefined;
}

/** The public view of an account; an unknown role reads as the least privileged one. */
export function toSessionAccount(
  row: Pick<AccountRow, "id" | "email" | "role" | "locales" | "ui_locale"> & Partial<PendingColumns>,
): SessionAccount {
  const role: Role = isRole(row.role) ? row.role : "translator";
  const account: SessionAccount = {
    id: row.id,
    email: row.email,
    role,
    locales: hasLocaleList(role) ? parseLocales(row.locales) : null,
  };
  const pending = row.must_change_password === undefined ? undefined : pendingOf(row as PendingColumns);
  if (pending) account.pending = pending;
  if (row.ui_locale) account.uiLocale = row.ui_locale;
  return account;
}

export function findAccountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return db.prepare("SELECT * FROM users WHERE email = ?1").bind(normalizeEmail(email)).first<AccountRow>();
}

export interface AccountInput {
  email: string;
  passwordHash: string;
  role: Role;
  locales?: LocaleCode[] | null;
  disabled?: boolean;
}

/**
 * Creates the account or updates the one with this email; a new password (and disabling)
 * ends its existing sessions. Operators do the same through `scripts/admin-create.mjs`.
 */
export async function upsertAccount(db: D1Database, input: AccountInput, now = Date.now()): Promise<AccountRow> {
  const email = normalizeEmail(input.email);
  const locales = hasLocaleList(input.role) && input.locales ? JSON.stringify(input.locales) : null;
  const row = await db
    .prepare(
      `INSERT INTO users (email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?6)
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role,
         locales = excluded.locales, disabled = excluded.disabled,
         password_changed_at = excluded.password_changed_at, updated_at = excluded.updated_at
       RETURNING *`,
    )
    .bind(email, input.passwordHash, input.role, locales, input.disabled ? 1 : 0, now)
    .first<AccountRow>();
  if (!row) throw new Error("upsertAccount: no row returned");
  return row;
}

/** Stores a re-hash of the same password (new parameters): sessions stay valid. */
export async function updatePasswordHash(db: D1Database, userId: number, passwordHash: string, now = Date.now()) {
  await db
    .prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1")
    .bind(userId, passwordHash, now)
    .run();
}

export async function setAccountDisabled(db: D1Database, userId: number, disabled: boolean, now = Date.now()) {
  await db
    .prepare("UPDATE users SET disabled = ?2, updated_at = ?3 WHERE id = ?1")
    .bind(userId, disabled ? 1 : 0, now)
    .run();
}
