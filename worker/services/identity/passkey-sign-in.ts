/**
 * Signing in with a passkey (docs/decisions/0083-passkeys.md): alone (a discoverable credential,
 * the user verified: the passkey is two factors itself), or as the second step after a password
 * (the password's signed challenge says whose passkeys are allowed). Each attempt is throttled in
 * the password's budgets (the address's always, the account's once the credential names one), a
 * refusal is audited and signs nothing in, and only then is a session made.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { type LoginFailure, type LoginResult, safeRedirect } from "../../../common/auth";
import { type AccountRow, accountPending, toSessionAccount } from "./accounts";
import { recordAudit } from "./audit";
import { type AuthContext, type IssuedToken, issueToken } from "./auth";
import {
  type ChallengePurpose,
  consumeChallenge,
  type RelyingParty,
  storeChallenge,
  transportsOf,
  userHandleOf,
  WEBAUTHN_CHALLENGE_TTL_MS,
} from "./passkeys";
import { accountKey, clearFailures, type HeldPlace, ipKey, releaseAttempt, reserveAttempt } from "./rate-limit";
import { assertSessionSecret, verifyChallenge } from "./session-token";
import { createSession } from "./sessions";

export type PasskeySignInContext = AuthContext & { rp: RelyingParty };

const fail = (status: number, error: LoginFailure["error"], message: string, extra: Partial<LoginFailure> = {}) =>
  ({ ok: false, status, error, message, ...extra }) satisfies LoginFailure;

const EXPIRED = "This sign-in has expired. Sign in again with your email and password.";
const REFUSED = "This passkey could not sign you in. Try again, or sign in with your email and password.";

/** The password step's challenge, if one is given: whose second step this is (null: expired or forged). */
async function secondStepOf(ctx: PasskeySignInContext, challenge: string | undefined, now: number) {
  if (challenge === undefined) return undefined;
  const claims = await verifyChallenge(ctx.sessionSecret, challenge, now);
  const row = claims
    ? await ctx.db.prepare("SELECT * FROM users WHERE id = ?1").bind(claims.userId).first<AccountRow>()
    : null;
  if (!claims || !row || row.disabled || row.password_changed_at !== claims.passwordChangedAt) return null;
  return { claims, row };
}

/** Step 1: the options for `navigator.credentials.get`; with a second step's challenge, that account's passkeys only. */
export async function passkeySignInOptions(ctx: PasskeySignInContext, input: { challenge?: string }) {
  const now = ctx.now ?? Date.now();
  assertSessionSecret(ctx.sessionSecret);
  const step = await secondStepOf(ctx, input.challenge, now);
  if (step === null) return { failure: fail(401, "challenge_expired", EXPIRED) };
  const credentials = step
    ? (
        await ctx.db
          .prepare("SELECT credential_id, transports FROM passkeys WHERE user_id = ?1")
          .bind(step.row.id)
          .all<{ credential_id: string; transports: string | null }>()
      ).results
    : [];
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.rpID,
    userVerification: "required",
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    allowCredentials: credentials.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
  });
  const purpose: ChallengePurpose = step ? "second_factor" : "login";
  await storeChallenge(ctx.db, options.challenge, purpose, step ? step.row.id : null, now);
  return { options };
}

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
}

/** Step 2: the browser's assertion. A session only for a genuine, fresh, verified answer of a known passkey. */
export async function signInWithPasskey(
  ctx: PasskeySignInContext,
  input: { challenge?: string; response: { id: string } & Record<string, unknown>; redirect?: string | null },
): Promise<{ result: LoginResult; token?: IssuedToken }> {
  const { db, ip, now = Date.now() } = ctx;
  assertSessionSecret(ctx.sessionSecret);
  const step = await secondStepOf(ctx, input.challenge, now);
  if (step === null) {
    await recordAudit(db, { event: "two_factor.failure", ip, detail: "passkey:expired_challenge" }, now);
    return { result: fail(401, "challenge_expired", EXPIRED) };
  }
  const passkey = await db
    .prepare(
      "SELECT id, user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = ?1",
    )
    .bind(input.response.id)
    .first<PasskeyRow>();
  const owner = passkey
    ? await db.prepare("SELECT * FROM users WHERE id = ?1").bind(passkey.user_id).first<AccountRow>()
    : null;
  // Whose budget: the account signing in (the password step's), else the passkey's owner.
  const account = step ? step.row : owner;
  const keys = [...(account ? [accountKey(account.email)] : []), ...(ip ? [ipKey(ip)] : [])];
  const { retryAfter, held } = await reserveAttempt(db, keys, now);
  const who = { userId: account?.id, email: account?.email, ip };
  if (retryAfter > 0) {
    await recordAudit(db, { event: "login.rate_limited", ...who, detail: "passkey" }, now);
    const minutes = Math.ceil(retryAfter / 60);
    const message = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { result: fail(429, "rate_limited", message, { retryAfter }) };
  }
  const reason = await refusal(ctx, input.response, passkey, owner, step?.row.id ?? null, now);
  if (reason) {
    // The attempt keeps its places: that is the failure counted.
    await recordAudit(db, { event: "login.failure", ...who, detail: `passkey:${reason}` }, now);
    return { result: fail(401, "passkey_refused", REFUSED) };
  }
  const row = owner as AccountRow;
  const user = toSessionAccount(row);
  // A verified passkey is a second factor proved now (re-authenticated for 5 minutes, decision 0084).
  const method = step ? `${step.claims.via ?? "password"}+passkey` : "passkey";
  const session = await createSession(db, {
    userId: row.id,
    now,
    ip,
    userAgent: ctx.userAgent,
    method,
    secondFactorAt: now,
  });
  const token = await issueToken(ctx.sessionSecret, user, session, now);
  const pending = await accountPending(db, row.id);
  if (pending) user.pending = pending;
  await settle(db, row.email, held);
  await recordAudit(db, { event: "login.success", userId: row.id, email: row.email, ip, detail: "passkey" }, now);
  const redirectTo = step ? step.claims.redirectTo : safeRedirect(input.redirect ?? undefined);
  return { result: { ok: true, redirectTo, user }, token };
}

async function settle(db: D1Database, email: string, held: HeldPlace[]) {
  const account = accountKey(email);
  await clearFailures(db, account);
  await releaseAttempt(
    db,
    held.filter((place) => place.key !== account),
  );
}

/** Why the assertion is refused (for the audit log), or null when it is good; the counter moves on when it is. */
export async function refusal(
  ctx: Pick<PasskeySignInContext, "db" | "rp">,
  response: { id: string } & Record<string, unknown>,
  passkey: PasskeyRow | null,
  owner: AccountRow | null,
  secondStepUser: number | null,
  now: number,
): Promise<string | null> {
  if (!passkey || !owner) return "unknown_credential";
  if (owner.disabled) return "account_disabled";
  if (secondStepUser !== null && secondStepUser !== owner.id) return "foreign_credential";
  const userHandle = (response.response as { userHandle?: unknown } | undefined)?.userHandle;
  if (secondStepUser === null && userHandle !== userHandleOf(owner.id)) return "wrong_user_handle";
  const purpose: ChallengePurpose = secondStepUser === null ? "login" : "second_factor";
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      // biome-ignore lint/suspicious/noExplicitAny: the library checks the shape itself, and refuses what is not one.
      response: response as any,
      expectedChallenge: (challenge) => consumeChallenge(ctx.db, challenge, purpose, secondStepUser, now),
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return "not_verified";
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /counter/i.test(message) ? "counter_regressed" : /origin/i.test(message) ? "wrong_origin" : "invalid";
  }
  // The counter moves on in the statement that checks it still may (two answers at once: one wins).
  const moved = await ctx.db
    .prepare(
      "UPDATE passkeys SET counter = ?2, last_used_at = ?3 WHERE id = ?1 AND (counter < ?2 OR (counter = 0 AND ?2 = 0))",
    )
    .bind(passkey.id, newCounter, now)
    .run();
  return moved.meta.changes === 1 ? null : "counter_regressed";
}
