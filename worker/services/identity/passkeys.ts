/**
 * An account's passkeys (docs/decisions/0083-passkeys.md): registered from Your account (several,
 * each named), renamed, removed. The relying party is PUBLIC_ORIGIN (its host is the RP ID); each
 * ceremony's challenge is a D1 row that lives 5 minutes and is deleted by the one statement that
 * accepts it, so it works once. Verification is @simplewebauthn/server's.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { PasskeyView } from "../../../common/contracts/passkeys";
import { AppError } from "../../lib/errors";
import { auditStatement, recordAudit } from "./audit";
import { assertFreshSecondFactor, lastFactorRefused } from "./fresh-factor";
import { isLastRequiredFactor } from "./last-factor";
import { noticeStatements, type SecurityNotice } from "./notice";
import { endOtherSessions } from "./two-factor";

export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RP_NAME = "Polyglot admin";

/** Who the passkeys are for: PUBLIC_ORIGIN, exactly (scheme, host and port), and its host. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function relyingParty(publicOrigin: string | undefined): RelyingParty {
  if (!publicOrigin) throw new Error("PUBLIC_ORIGIN must be set for passkeys");
  const url = new URL(publicOrigin);
  return { origin: url.origin, rpID: url.hostname };
}

export interface PasskeyContext {
  db: D1Database;
  rp: RelyingParty;
  ip: string | null;
  now?: number;
  /** Tells the account of a passkey added or removed (the route passes the notifications'). */
  notice?: SecurityNotice;
}

export type ChallengePurpose = "register" | "login" | "second_factor";

/** Stores a new ceremony's challenge (and sweeps the expired ones). */
export function storeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: number,
) {
  return db.batch([
    db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?1").bind(now),
    db
      .prepare("INSERT INTO webauthn_challenges (challenge, user_id, purpose, expires_at) VALUES (?1, ?2, ?3, ?4)")
      .bind(challenge, userId, purpose, now + WEBAUTHN_CHALLENGE_TTL_MS),
  ]);
}

/**
 * Accepts a challenge once: true when it was ours, for this purpose and account, and unexpired;
 * the row is deleted by the statement that says so, so a second use finds nothing.
 */
export async function consumeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `DELETE FROM webauthn_challenges WHERE challenge = ?1 AND purpose = ?2 AND user_id IS ?3 AND expires_at > ?4
       RETURNING challenge`,
    )
    .bind(challenge, purpose, userId, now)
    .first();
  return row !== null;
}

interface PasskeyRow {
  id: number;
  credential_id: string;
  transports: string | null;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

const rowsOf = async (db: D1Database, userId: number) =>
  (
    await db
      .prepare(
        "SELECT id, credential_id, transports, name, created_at, last_used_at FROM passkeys WHERE user_id = ?1 ORDER BY id",
      )
      .bind(userId)
      .all<PasskeyRow>()
  ).results;

/** The transports an authenticator reported, as stored (a JSON array), for the options' credential lists. */
export const transportsOf = (value: string | null) => {
  try {
    const parsed: unknown = value ? JSON.parse(value) : [];
    return Array.isArray(parsed) ? (parsed.filter((t) => typeof t === "string") as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
};

export async function listPasskeys(db: D1Database, userId: number): Promise<PasskeyView[]> {
  return (await rowsOf(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** The user handle a passkey of this account carries (its id; no email). */
export const userHandleOf = (userId: number) => isoBase64URL.fromUTF8String(`polyglot-user-${userId}`);

type Person = { id: number; email: string };

/**
 * Registration, step 1: the options for the browser (a discoverable credential, user verification
 * required). An account that has a factor already adds another only with a second factor proved
 * lately (403 `second_factor_required`): a session taken over later cannot slip in its own passkey.
 */
export async function registrationOptions(ctx: PasskeyContext, user: Person, sessionId: string | null) {
  const now = ctx.now ?? Date.now();
  await assertFreshSecondFactor(ctx.db, user.id, sessionId, now);
  const existing = await rowsOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: ctx.rp.rpID,
    userName: user.email,
    userID: isoBase64URL.toBuffer(userHandleOf(user.id)),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeChallenge(ctx.db, options.challenge, "register", user.id, now);
  return options;
}

const refused = (message: string, code: string) => new AppError(400, message, { code });

/**
 * Registration, step 2: the browser's answer, checked against a challenge of this account's
 * (once), PUBLIC_ORIGIN and its RP ID, with the user verified. A refusal is audited.
 */
export async function registerPasskey(
  ctx: PasskeyContext,
  user: Person,
  sessionId: string | null,
  input: { name: string; response: unknown },
) {
  const now = ctx.now ?? Date.now();
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>["registrationInfo"];
  try {
    const verified = await verifyRegistrationResponse({
      // biome-ignore lint/suspicious/noExplicitAny: the library checks the shape itself, and refuses what is not one.
      response: input.response as any,
      expectedChallenge: (challenge) => consumeChallenge(ctx.db, challenge, "register", user.id, now),
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.rpID,
      requireUserVerification: true,
    });
    info = verified.registrationInfo;
  } catch (error) {
    info = undefined;
    console.warn("passkey registration refused:", error instanceof Error ? error.message : error);
  }
  const who = { userId: user.id, email: user.email, ip: ctx.ip, actorId: user.id, actorEmail: user.email };
  if (!info) {
    await recordAudit(ctx.db, { event: "two_factor.failure", detail: "passkey:register_refused", ...who }, now);
    throw refused(
      "This passkey could not be registered. Start again, and use this site's own address.",
      "passkey_refused",
    );
  }
  const { credential } = info;
  const inserted = await ctx.db.batch([
    ctx.db
      .prepare(
        `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
      )
      .bind(
        user.id,
        credential.id,
        isoBase64URL.fromBuffer(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        input.name,
        now,
      ),
    // A new factor ends the account's other sessions, as the app's does; this one has just proved it.
    ctx.db
      .prepare("UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND id IS NOT ?2 AND revoked_at IS NULL")
      .bind(user.id, sessionId, now),
    ctx.db
      .prepare("UPDATE sessions SET second_factor_at = ?3 WHERE id = ?2 AND user_id = ?1")
      .bind(user.id, sessionId, now),
    auditStatement(ctx.db, { event: "two_factor.enable", detail: `passkey "${input.name}"`, ...who }, now),
    ...noticeStatements(ctx.db, ctx.notice, user.id, "passkey_added", now, { name: input.name }),
  ]);
  const id = (inserted[0]?.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw new AppError(409, "This passkey is registered already.", { code: "passkey_exists" });
  return { id, name: input.name, createdAt: now, lastUsedAt: null } satisfies PasskeyView;
}

const notFound = () => new AppError(404, "There is no such passkey.", { code: "not_found" });

export async function renamePasskey(ctx: PasskeyContext, user: Person, id: number, name: string) {
  const now = ctx.now ?? Date.now();
  const row = await ctx.db
    .prepare(
      "UPDATE passkeys SET name = ?3 WHERE id = ?1 AND user_id = ?2 RETURNING id, name, created_at, last_used_at",
    )
    .bind(id, user.id, name)
    .first<PasskeyRow>();
  if (!row) throw notFound();
  await recordAudit(
    ctx.db,
    { event: "passkey.rename", userId: user.id, email: user.email, ip: ctx.ip, detail: `passkey "${name}"` },
    now,
  );
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at } satisfies PasskeyView;
}

/**
 * Removes one of the account's passkeys: only with a second factor proved within 5 minutes, never
 * the last one of an account the policy requires it of. The account's other sessions end, the
 * audit log says which passkey, and the account is told.
 */
export async function deletePasskey(ctx: PasskeyContext, user: Person, sessionId: string | null, id: number) {
  const now = ctx.now ?? Date.now();
  const own = await ctx.db
    .prepare("SELECT name FROM passkeys WHERE id = ?1 AND user_id = ?2")
    .bind(id, user.id)
    .first<{ name: string }>();
  if (!own) throw notFound();
  await assertFreshSecondFactor(ctx.db, user.id, sessionId, now);
  if (await isLastRequiredFactor(ctx.db, user.id, { passkeyId: id })) throw lastFactorRefused();
  const who = { userId: user.id, email: user.email, ip: ctx.ip, actorId: user.id, actorEmail: user.email };
  const [deleted] = await ctx.db.batch([
    ctx.db.prepare("DELETE FROM passkeys WHERE id = ?1 AND user_id = ?2 RETURNING name").bind(id, user.id),
    endOtherSessions(ctx.db, user.id, sessionId, now),
    auditStatement(ctx.db, { event: "two_factor.disable", detail: `passkey "${own.name}"`, ...who }, now),
    ...noticeStatements(ctx.db, ctx.notice, user.id, "passkey_removed", now, { name: own.name }),
  ]);
  if (!deleted?.results.length) throw notFound();
}
