import type { LoginFailure, LoginResult, SecondFactorInput } from "../../../common/auth";
import { type AccountRow, toSessionAccount } from "./accounts";
import { recordAudit } from "./audit";
import { type AuthContext, type IssuedToken, issueToken } from "./auth";
import { accountKey, clearFailures, ipKey, releaseAttempt, reserveAttempt } from "./rate-limit";
import { assertSessionSecret, verifyChallenge } from "./session-token";
import { createSession } from "./sessions";
import { checkSecondFactor } from "./two-factor";

/** A challenge or a code longer than this is no challenge or code: refused before any work. */
const MAX_CHALLENGE_LENGTH = 2048;
const MAX_CODE_LENGTH = 64;

const fail = (status: number, error: LoginFailure["error"], message: string, extra: Partial<LoginFailure> = {}) =>
  ({ ok: false, status, error, message, ...extra }) satisfies LoginFailure;

const EXPIRED = "This sign-in has expired. Sign in again with your email and password.";

/**
 * The second step of a sign-in (docs/decisions/0082-two-factor-sign-in.md): the challenge the
 * password step returned, and a code from the app or a recovery code. The challenge must be
 * genuine, unexpired (5 minutes) and for an enabled account whose password is still the one it
 * followed; the code is throttled in the password's budgets (a wrong code keeps its place, so
 * five wrong codes lock the account as five wrong passwords do). Only then is a session made.
 */
export async function completeSecondFactor(
  ctx: AuthContext,
  input: Partial<SecondFactorInput>,
): Promise<{ result: LoginResult; token?: IssuedToken }> {
  const { db, ip, now = Date.now() } = ctx;
  assertSessionSecret(ctx.sessionSecret);
  const challenge = typeof input.challenge === "string" ? input.challenge : "";
  const code = typeof input.code === "string" ? input.code.trim() : "";
  if (!code || code.length > MAX_CODE_LENGTH) {
    const fieldErrors = { code: "Enter the 6-digit code from your app, or a recovery code." };
    return { result: fail(400, "invalid_input", "Check the highlighted fields.", { fieldErrors }) };
  }
  const claims =
    challenge && challenge.length <= MAX_CHALLENGE_LENGTH
      ? await verifyChallenge(ctx.sessionSecret, challenge, now)
      : null;
  const row = claims
    ? await db.prepare("SELECT * FROM users WHERE id = ?1").bind(claims.userId).first<AccountRow>()
    : null;
  if (!claims || !row || row.disabled || row.password_changed_at !== claims.passwordChangedAt) {
    await recordAudit(
      db,
      { event: "two_factor.failure", userId: row?.id, email: row?.email, ip, detail: "expired_challenge" },
      now,
    );
    return { result: fail(401, "challenge_expired", EXPIRED) };
  }

  const account = accountKey(row.email);
  const { retryAfter, held } = await reserveAttempt(db, ip ? [account, ipKey(ip)] : [account], now);
  if (retryAfter > 0) {
    await recordAudit(db, { event: "login.rate_limited", userId: row.id, email: row.email, ip, detail: "code" }, now);
    const minutes = Math.ceil(retryAfter / 60);
    const message = `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { result: fail(429, "rate_limited", message, { retryAfter }) };
  }
  const user = toSessionAccount(row);
  const method = await checkSecondFactor(
    { db, ip, twoFactorKey: ctx.twoFactorKey, notice: ctx.notice },
    user,
    code,
    now,
  );
  if (!method) {
    await recordAudit(
      db,
      { event: "two_factor.failure", userId: row.id, email: row.email, ip, detail: "wrong_code" },
      now,
    );
    const fieldErrors = { code: "That code is not correct, or it was used already." };
    return { result: fail(401, "invalid_code", "That code is not correct, or it was used already.", { fieldErrors }) };
  }
  const session = await createSession(db, {
    userId: row.id,
    now,
    ip,
    userAgent: ctx.userAgent,
    method: `${claims.via ?? "password"}+${method}`,
    secondFactorAt: now,
  });
  const token = await issueToken(ctx.sessionSecret, user, session, now);
  await clearFailures(db, account);
  await releaseAttempt(
    db,
    held.filter((place) => place.key !== account),
  );
  await recordAudit(db, { event: "login.success", userId: row.id, email: row.email, ip, detail: method }, now);
  return { result: { ok: true, redirectTo: claims.redirectTo, user }, token };
}
