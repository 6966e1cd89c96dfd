import { Buffer } from "node:buffer";
import { hasLocaleList, isPlausibleEmail, normalizeEmail, type Role, type SessionAccount } from "../../../common/auth";
import type { LocalesChoice, Person, PersonSession } from "../../../common/contracts/people";
import { deviceName } from "../../../common/device";
import type { LocaleCode } from "../../../common/locales";
import { AppError, invalid } from "../../lib/errors";
import { type AccountRow, parseLocales } from "./accounts";
import { type AuditEntry, auditStatement } from "./audit";
import { hashPassword } from "./password";
import { chosenLocales, editedLocales, localesText } from "./people-locales";
import { SESSION_IDLE_TIMEOUT_MS } from "./sessions";

/**
 * People in the web UI (docs/decisions/0057-people-in-the-web-ui.md): accounts made by admins
 * with a password shown once or a one-time link, their role, locales and sessions. Every
 * change writes its audit event in the same batch as the change.
 */

/** An invitation link is good for 7 days, a reset link for 24 hours. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;

/** The password hash of an invited account that has not chosen one yet: no password verifies against it. */
export const NO_PASSWORD = "!invited";

export type LinkKind = "invite" | "reset";

/** Who acts, for the audit log. */
export interface Actor {
  id: number;
  email: string;
  ip: string | null;
}

const actorOf = (actor: Actor): Pick<AuditEntry, "actorId" | "actorEmail" | "ip"> => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ip: actor.ip,
});

/** 32 random bytes, base64url: the secret part of a link. */
export function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/** What is stored of a token: its SHA-256, hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Buffer.from(digest).toString("hex");
}

/** A password for a person created "with a password": 18 random bytes, 24 characters. */
export function generatePassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}

interface PersonRow extends AccountRow {
  active_sessions: number;
  two_factor: number;
}

const PERSON_SELECT = `SELECT u.*, (SELECT COUNT(*) FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL
    AND s.expires_at > ?1 AND s.last_seen_at > ?1 - ${SESSION_IDLE_TIMEOUT_MS} AND s.created_at >= u.password_changed_at
    AND u.disabled = 0) AS active_sessions,
    (EXISTS (SELECT 1 FROM totp_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL)
      OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS two_factor
    FROM users u`;

function toPerson(row: PersonRow): Person {
  const role = row.role as Role;
  return {
    id: row.id,
    email: row.email,
    role,
    locales: hasLocaleList(role) ? parseLocales(row.locales) : null,
    disabled: row.disabled === 1,
    invited: row.password_hash === NO_PASSWORD,
    activeSessions: row.active_sessions,
    twoFactor: row.two_factor === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listPeople(db: D1Database, now = Date.now()): Promise<Person[]> {
  const { results } = await db.prepare(`${PERSON_SELECT} ORDER BY u.email`).bind(now).all<PersonRow>();
  return results.map(toPerson);
}

export async function getPerson(db: D1Database, id: number, now = Date.now()): Promise<Person> {
  const row = await db.prepare(`${PERSON_SELECT} WHERE u.id = ?2`).bind(now, id).first<PersonRow>();
  if (!row) throw new AppError(404, "There is no such person");
  return toPerson(row);
}

function localesValue(role: Role, locales: readonly LocaleCode[] | null): string | null {
  return hasLocaleList(role) && locales ? JSON.stringify([...new Set(locales)]) : null;
}

function linkStatement(db: D1Database, userId: number, kind: LinkKind, hash: string, actor: Actor, now: number) {
  const ttl = kind === "invite" ? INVITE_TTL_MS : RESET_TTL_MS;
  return db
    .prepare(
      `INSERT INTO account_links (user_id, kind, token_hash, created_by, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(userId, kind, hash, actor.id, now, now + ttl);
}

/** An earlier link of the person's that was never used stops working when a new one is made. */
const retireLinks = (db: D1Database, userId: number, now: number) =>
  db
    .prepare("UPDATE account_links SET expires_at = ?2 WHERE user_id = ?1 AND used_at IS NULL AND expires_at > ?2")
    .bind(userId, now);

export interface CreateInput {
  email: string;
  role: Role;
  locales?: LocalesChoice | null;
  mode: "password" | "invite";
}

/** A new account: with a generated password (returned, shown once) or an invitation link's token. */
export async function createPerson(
  db: D1Database,
  input: CreateInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ person: Person; password?: string; token?: string; expiresAt?: number }> {
  const email = normalizeEmail(input.email);
  if (!isPlausibleEmail(email)) throw invalid("email", "must be an email address like name@example.com");
  const locales = chosenLocales(input.role, input.locales);
  const password = input.mode === "password" ? generatePassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : NO_PASSWORD;
  const row = await db
    .prepare(
      `INSERT INTO users (email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at,
         must_change_password)
       VALUES (?1, ?2, ?3, ?4, 0, ?5, ?5, ?5, ?6) ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    // A password made here was seen by the admin: its owner must replace it at first sign-in (decision 0082).
    .bind(email, passwordHash, input.role, localesValue(input.role, locales), now, password ? 1 : 0)
    .first<{ id: number }>();
  if (!row) throw new AppError(409, "Someone with this email address already has an account", { code: "email_taken" });
  const detail = `role:${input.role}${hasLocaleList(input.role) ? ` locales:${localesText(locales)}` : ""}`;
  if (input.mode === "password") {
    await auditStatement(db, { event: "person.create", userId: row.id, email, detail, ...actorOf(actor) }, now).run();
    return { person: await getPerson(db, row.id, now), password };
  }
  const token = newToken();
  await db.batch([
    linkStatement(db, row.id, "invite", await tokenHash(token), actor, now),
    auditStatement(db, { event: "person.invite", userId: row.id, email, detail, ...actorOf(actor) }, now),
  ]);
  return { person: await getPerson(db, row.id, now), token, expiresAt: now + INVITE_TTL_MS };
}

export interface UpdateInput {
  updatedAt: number;
  role?: Role;
  locales?: LocalesChoice | null;
  disabled?: boolean;
}

/**
 * Role, locales, disabled — based on the `updatedAt` the admin saw (409 when someone changed
 * the person since). The last enabled admin can be neither demoted nor disabled (409), checked
 * in the same statement as the change. Disabling ends the person's sessions at once (the
 * session check reads `disabled` on every request); they are also marked revoked.
 */
export async function updatePerson(
  db: D1Database,
  id: number,
  input: UpdateInput,
  actor: Actor,
  now = Date.now(),
): Promise<Person> {
  const before = await getPerson(db, id, now);
  const role = input.role ?? before.role;
  const disabled = input.disabled ?? before.disabled;
  const newLocales = editedLocales(before, role, input.locales);
  const staysAdmin = role === "admin" && !disabled;
  const changes: string[] = [];
  if (role !== before.role) changes.push(`role:${before.role}->${role}`);
  if (JSON.stringify(newLocales) !== JSON.stringify(before.locales)) changes.push(`locales:${localesText(newLocales)}`);
  if (disabled !== before.disabled) changes.push(disabled ? "disabled" : "enabled");
  const stamp = Math.max(now, input.updatedAt + 1);
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE users SET role = ?2, locales = ?3, disabled = ?4, updated_at = ?5
         WHERE id = ?1 AND updated_at = ?6
           AND (?7 OR EXISTS (SELECT 1 FROM users o WHERE o.id != ?1 AND o.role = 'admin' AND o.disabled = 0))`,
      )
      .bind(id, role, localesValue(role, newLocales), disabled ? 1 : 0, stamp, input.updatedAt, staysAdmin ? 1 : 0),
  ]);
  if (!updated?.meta.changes) {
    const current = await getPerson(db, id, now);
    if (current.updatedAt !== input.updatedAt) {
      throw new AppError(409, "Someone else changed this person meanwhile: check and try again", {
        code: "conflict",
        current,
      });
    }
    throw new AppError(409, "This is the last active administrator: make someone else an administrator first", {
      code: "last_admin",
    });
  }
  const writes = [
    auditStatement(
      db,
      {
        event: "person.update",
        userId: id,
        email: before.email,
        detail: changes.join(" ") || "unchanged",
        ...actorOf(actor),
      },
      now,
    ),
  ];
  if (disabled && !before.disabled) writes.push(revokeAllStatement(db, id, now));
  await db.batch(writes);
  return getPerson(db, id, now);
}

/** A new reset link for the person (earlier unused links stop working). Their password stays until the link is used. */
export async function createResetLink(
  db: D1Database,
  id: number,
  actor: Actor,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number; kind: LinkKind }> {
  const person = await getPerson(db, id, now);
  const kind: LinkKind = person.invited ? "invite" : "reset";
  const token = newToken();
  await db.batch([
    retireLinks(db, id, now),
    linkStatement(db, id, kind, await tokenHash(token), actor, now),
    auditStatement(
      db,
      { event: "person.reset_link", userId: id, email: person.email, detail: kind, ...actorOf(actor) },
      now,
    ),
  ]);
  return { token, expiresAt: now + (kind === "invite" ? INVITE_TTL_MS : RESET_TTL_MS), kind };
}

interface SessionRow {
  id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string | null;
  user_agent: string | null;
  method: string;
}

/** The person's sessions that may still be used, newest first. */
export async function listSessions(
  db: D1Database,
  userId: number,
  currentSessionId: string | null,
  now = Date.now(),
): Promise<PersonSession[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.created_at, s.last_seen_at, s.expires_at, s.ip, s.user_agent, s.method
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.user_id = ?1 AND s.revoked_at IS NULL AND s.expires_at > ?2 AND s.last_seen_at > ?2 - ?3
         AND u.disabled = 0 AND s.created_at >= u.password_changed_at
       ORDER BY s.created_at DESC`,
    )
    .bind(userId, now, SESSION_IDLE_TIMEOUT_MS)
    .all<SessionRow>();
  return results.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at,
    ip: r.ip,
    userAgent: r.user_agent,
    device: deviceName(r.user_agent),
    method: r.method,
    current: r.id === currentSessionId,
  }));
}

const revokeAllStatement = (db: D1Database, userId: number, now: number) =>
  db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, now);

/** Ends one of `user`'s sessions (404 when it is not theirs or already over). */
export async function endSession(
  db: D1Database,
  user: Pick<SessionAccount, "id" | "email">,
  sessionId: string,
  actor: Actor,
  now = Date.now(),
): Promise<void> {
  const [ended] = await db.batch([
    db
      .prepare("UPDATE sessions SET revoked_at = ?3 WHERE id = ?1 AND user_id = ?2 AND revoked_at IS NULL")
      .bind(sessionId, user.id, now),
  ]);
  if (!ended?.meta.changes) throw new AppError(404, "There is no such session (it may have ended already)");
  await auditStatement(
    db,
    { event: "session.end", userId: user.id, email: user.email, detail: sessionId, ...actorOf(actor) },
    now,
  ).run();
}

/** Ends every session of `user`; returns how many there were. */
export async function endAllSessions(
  db: D1Database,
  user: Pick<SessionAccount, "id" | "email">,
  actor: Actor,
  now = Date.now(),
): Promise<number> {
  const [ended] = await db.batch([
    revokeAllStatement(db, user.id, now),
    auditStatement(db, { event: "session.end_all", userId: user.id, email: user.email, ...actorOf(actor) }, now),
  ]);
  return ended?.meta.changes ?? 0;
}

interface LinkRow {
  id: number;
  user_id: number;
  kind: LinkKind;
  expires_at: number;
  used_at: number | null;
  email: string;
  disabled: number;
}

export type LinkLookup =
  | { status: "ok"; link: LinkRow }
  | { status: "unknown" }
  | { status: "gone"; reason: "used" | "expired" | "disabled" };

/** A link by its token: usable, unknown (404) or gone — used, expired or its account disabled (410). */
export async function findLink(db: D1Database, token: string, now = Date.now()): Promise<LinkLookup> {
  const link = await db
    .prepare(
      `SELECT l.id, l.user_id, l.kind, l.expires_at, l.used_at, u.email, u.disabled
       FROM account_links l JOIN users u ON u.id = l.user_id WHERE l.token_hash = ?1`,
    )
    .bind(await tokenHash(token))
    .first<LinkRow>();
  if (!link) return { status: "unknown" };
  if (link.used_at !== null) return { status: "gone", reason: "used" };
  if (link.expires_at <= now) return { status: "gone", reason: "expired" };
  if (link.disabled) return { status: "gone", reason: "disabled" };
  return { status: "ok", link };
}

export const LINK_GONE_MESSAGE: Record<"used" | "expired" | "disabled", string> = {
  used: "This link has already been used. Sign in with your password, or ask an administrator for a new link.",
  expired: "This link has expired. Ask an administrator for a new one.",
  disabled: "This account is disabled. Ask an administrator.",
};

/** The answer for a link that cannot be used: 404 unknown, 410 used or expired. */
export function linkError(lookup: Exclude<LinkLookup, { status: "ok" }>): AppError {
  return lookup.status === "unknown"
    ? new AppError(404, "This link is not valid. Check that you copied all of it.", { code: "unknown_link" })
    : new AppError(410, LINK_GONE_MESSAGE[lookup.reason], { code: `link_${lookup.reason}` });
}

/**
 * Uses a link: the password is set (sessions from before end), the link is marked used — in
 * one batch whose first statement claims the link, so a link used twice at once sets one password.
 */
export async function consumeLink(
  db: D1Database,
  token: string,
  passwordHash: string,
  ip: string | null,
  now = Date.now(),
): Promise<{ userId: number; email: string; kind: LinkKind }> {
  const lookup = await findLink(db, token, now);
  if (lookup.status !== "ok") throw linkError(lookup);
  const { link } = lookup;
  const [claimed] = await db.batch([
    db
      .prepare("UPDATE account_links SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2")
      .bind(link.id, now),
    db
      .prepare(
        `UPDATE users SET password_hash = ?2, password_changed_at = ?3, updated_at = MAX(updated_at + 1, ?3),
           must_change_password = 0
         WHERE id = ?1 AND disabled = 0 AND EXISTS (SELECT 1 FROM account_links WHERE id = ?4 AND used_at = ?3)`,
      )
      .bind(link.user_id, passwordHash, now, link.id),
  ]);
  if (!claimed?.meta.changes) throw linkError({ status: "gone", reason: "used" });
  await auditStatement(
    db,
    {
      event: "link.accept",
      userId: link.user_id,
      email: link.email,
      ip,
      detail: link.kind,
      actorId: link.user_id,
      actorEmail: link.email,
    },
    now,
  ).run();
  return { userId: link.user_id, email: link.email, kind: link.kind };
}
