import {
  isPlausibleEmail,
  type LoginError,
  type LoginFailure,
  type LoginInput,
  type LoginResult,
  MAX_PASSWORD_LENGTH,
  newPasswordProblem,
  normalizeEmail,
  type SessionAccount,
  safeRedirect,
} from "../../../common/auth";
import { AppError, invalid } from "../../lib/errors";
import { accountPending, findAccountByEmail, toSessionAccount, updatePasswordHash } from "./accounts";
import { auditStatement, recordAudit } from "./audit";
import { type CaptchaConfig, verifyCaptcha } from "./captcha";
import { secondFactorMethods } from "./factors";
import { noticeStatements, type SecurityNotice } from "./notice";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./password";
import { consumeLink, findLink, linkError } from "./people";
import { accountKey, clearFailures, ipKey, releaseAttempt, reserveAttempt } from "./rate-limit";
import { assertSessionSecret, signChallenge, signSessionToken, verifySessionToken } from "./session-token";
import {
  createSession,
  findActiveSession,
  revokeSession,
  SESSION_RENEW_AFTER_MS,
  type SessionRecord,
  tokenExpiry,
  touchSession,
} from "./sessions";

/** Everything a sign-in needs from its request and bindings. */
export interface AuthContext {
  db: D1Database;
  sessionSecret: string | undefined;
  ip: string | null;
  userAgent: string | null;
  /** The key sealing authenticator apps' secrets (TWO_FACTOR_KEY): see ./secret-box.ts. */
  twoFactorKey?: string;
  now?: number;
  /** Tells an account that a recovery code was used for it (./notice.ts). */
  notice?: SecurityNotice;
}

/** A freshly signed session token and the cookie lifetime that matches it. */
export interface IssuedToken {
  value: string;
  maxAgeSeconds: number;
}

export async function issueToken(
  secret: string | undefined,
  user: SessionAccount,
  session: SessionRecord,
  now: number,
) {
  const expiresAt = tokenExpiry(session, now);
  const value = await signSessionToken(
    secret,
    { userId: user.id, sessionId: session.id, role: user.role },
    {
      now,
      expiresAt,
    },
  );
  return { value, maxAgeSeconds: Math.floor((expiresAt - now) / 1000) } satisfies IssuedToken;
}

const fail = (status: number, error: LoginError, message: string, extra: Partial<LoginFailure> = {}): LoginFailure => ({
  ok: false,
  status,
  error,
  message,
  ...extra,
});

function validate(input: Partial<LoginInput>): { email: string; password: string; failure?: LoginFailure } {
  const email = typeof input.email === "string" ? normalizeEmail(input.email) : "";
  const password = typeof input.password === "string" ? input.password : "";
  const fieldErrors: LoginFailure["fieldErrors"] = {};
  if (!email) fieldErrors.email = "Enter your email address.";
  else if (!isPlausibleEmail(email)) fieldErrors.email = "Enter an email address like name@example.com.";
  if (!password) fieldErrors.password = "Enter your password.";
  else if (password.length > MAX_PASSWORD_LENGTH) fieldErrors.password = "That password is too long.";
  if (Object.keys(fieldErrors).length === 0) return { email, password };
  return { email, password, failure: fail(400, "invalid_input", "Check the highlighted fields.", { fieldErrors }) };
}

/**
 * One sign-in attempt: input, throttle, captcha, password, session — in that order, so a
 * throttled or bot-like attempt costs no hashing. The throttle takes the attempt's place in
 * the account's and the address's budgets before anything is verified (so parallel attempts
 * cannot all pass it); a failed captcha gives the account's place back (bots must not lock
 * accounts), a success the address's. An unknown email, a wrong password and a disabled
 * account get the same answer after the same work (a dummy hash is verified).
 */
export async function attemptLogin(
  ctx: AuthContext & { captcha: CaptchaConfig | null; hostname: string; sso?: boolean },
  input: Partial<LoginInput>,
): Promise<{ result: LoginResult; token?: IssuedToken }> {
  const { db, ip, now = Date.now() } = ctx;
  assertSessionSecret(ctx.sessionSecret);
  const { email, password, failure } = validate(input);
  if (failure) return { result: failure };

  const account = accountKey(email);
  const keys = ip ? [account, ipKey(ip)] : [account];
  const { retryAfter, held } = await reserveAttempt(db, keys, now);
  if (retryAfter > 0) {
    await recordAudit(db, { event: "login.rate_limited", email, ip }, now);
    const minutes = Math.ceil(retryAfter / 60);
    const message = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { result: fail(429, "rate_limited", message, { retryAfter }) };
  }

  if (ctx.captcha) {
    const verdict = await verifyCaptcha(db, ctx.captcha, input.captchaToken, { hostname: ctx.hostname, ip, now });
    if (!verdict.ok) {
      await releaseAttempt(
        db,
        held.filter((place) => place.key === account),
      );
      await recordAudit(db, { event: "login.failure", email, ip, detail: `captcha:${verdict.reason}` }, now);
      return { result: fail(403, "captcha_failed", "We could not confirm that you are a person. Please try again.") };
    }
  }

  const row = await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !matches || row.disabled) {
    // The attempt keeps its places in both budgets: that is the failure counted.
    const detail = !row ? "unknown_account" : !matches ? "wrong_password" : "account_disabled";
    await recordAudit(db, { event: "login.failure", userId: row?.id, email, ip, detail }, now);
    return { result: fail(401, "invalid_credentials", "The email or password is incorrect.") };
  }

  // With single sign-on configured, the setting may turn passwords off for all but the break-glass admin.
  if (ctx.sso && (await (await import("./password-off")).passwordSignInOff(db, row.id))) {
    await recordAudit(db, { event: "login.failure", userId: row.id, email, ip, detail: "password_sign_in_off" }, now);
    return { result: fail(403, "password_sign_in_off", "Password sign-in is off. Sign in with single sign-on.") };
  }
  if (needsRehash(row.password_hash)) await updatePasswordHash(db, row.id, await hashPassword(password), now);
  const user = toSessionAccount(row);
  const methods = await secondFactorMethods(db, row.id);
  if (methods.length > 0) {
    // No session yet: the right password gives back its places (it was no failure) but does not
    // clear the account's count, so guessing codes after it is throttled as guessing passwords.
    await releaseAttempt(db, held);
    const redirectTo = safeRedirect(input.redirect);
    const claims = { userId: row.id, passwordChangedAt: row.password_changed_at, redirectTo };
    const challenge = await signChallenge(ctx.sessionSecret, claims, now);
    await recordAudit(db, { event: "login.challenge", userId: user.id, email, ip, detail: methods.join(" ") }, now);
    return { result: { ok: true, secondFactor: "required", challenge, methods, redirectTo } };
  }
  const session = await createSession(db, { userId: user.id, now, ip, userAgent: ctx.userAgent });
  const token = await issueToken(ctx.sessionSecret, user, session, now);
  // Said with the answer, so the login page goes straight to Your account when there is something to do first.
  const pending = await accountPending(db, row.id);
  if (pending) user.pending = pending;
  await clearFailures(db, account);
  await releaseAttempt(
    db,
    held.filter((place) => place.key !== account),
  );
  await recordAudit(db, { event: "login.success", userId: user.id, email, ip }, now);
  return { result: { ok: true, redirectTo: safeRedirect(input.redirect), user }, token };
}

/**
 * The session a token stands for, if the token is genuine and its row still active. A token
 * older than SESSION_RENEW_AFTER_MS is renewed (sliding idle timeout): `renewed` is then set.
 */
export async function authenticate(
  ctx: Pick<AuthContext, "db" | "sessionSecret" | "now">,
  token: string,
): Promise<{ user: SessionAccount; session: SessionRecord; unread: number; renewed?: IssuedToken } | null> {
  const now = ctx.now ?? Date.now();
  const claims = await verifySessionToken(ctx.sessionSecret, token);
  if (!claims) return null;
  const active = await findActiveSession(ctx.db, claims.sid, now);
  if (!active || String(active.session.userId) !== claims.sub) return null;
  if (now - claims.iat * 1000 < SESSION_RENEW_AFTER_MS) return active;
  await touchSession(ctx.db, active.session.id, now);
  return { ...active, renewed: await issueToken(ctx.sessionSecret, active.user, active.session, now) };
}

/** Ends a session for good (logout): its token, however fresh, is refused from now on. */
export async function logout(ctx: Pick<AuthContext, "db" | "ip" | "now">, user: SessionAccount, sessionId: string) {
  const now = ctx.now ?? Date.now();
  await revokeSession(ctx.db, sessionId, now);
  await recordAudit(ctx.db, { event: "logout", userId: user.id, email: user.email, ip: ctx.ip }, now);
}

/**
 * The signed-in person changes their own password: the current one must match (a wrong one
 * counts against the account's sign-in budget, so guessing here is throttled like sign-in).
 * Every session ends (the new `password_changed_at`); this one is replaced by a fresh session,
 * whose token is returned.
 */
export async function changeOwnPassword(
  ctx: AuthContext,
  user: SessionAccount,
  input: { current: string; password: string },
): Promise<IssuedToken> {
  const { db, ip, now = Date.now() } = ctx;
  assertSessionSecret(ctx.sessionSecret);
  const problem = newPasswordProblem(input.password);
  if (problem) throw invalid("password", problem);
  if (input.password === input.current) throw invalid("password", "must differ from the current password");
  if (input.current.length > MAX_PASSWORD_LENGTH) throw invalid("current", "is too long");
  const account = accountKey(user.email);
  const { retryAfter, held } = await reserveAttempt(db, [account], now);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError(
      429,
      `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { code: "rate_limited", retryAfter },
      { "Retry-After": String(retryAfter) },
    );
  }
  const row = await findAccountByEmail(db, user.email);
  if (!row || !(await verifyPassword(input.current, row.password_hash))) {
    await recordAudit(
      db,
      {
        event: "password.change_failed",
        userId: user.id,
        email: user.email,
        ip,
        actorId: user.id,
        actorEmail: user.email,
      },
      now,
    );
    throw new AppError(403, "The current password is not correct", {
      code: "wrong_password",
      errors: [{ path: "current", message: "is not correct" }],
    });
  }
  const hash = await hashPassword(input.password);
  await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?2, password_changed_at = ?3, updated_at = MAX(updated_at + 1, ?3),
           must_change_password = 0 WHERE id = ?1`,
      )
      .bind(user.id, hash, now),
    db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(user.id, now),
    auditStatement(
      db,
      { event: "password.change", userId: user.id, email: user.email, ip, actorId: user.id, actorEmail: user.email },
      now,
    ),
    ...noticeStatements(db, ctx.notice, user.id, "password_changed", now),
  ]);
  await releaseAttempt(db, held);
  const session = await createSession(db, { userId: user.id, now, ip, userAgent: ctx.userAgent });
  return issueToken(ctx.sessionSecret, user, session, now);
}

/** The account a usable one-time link is for, or the reason it is not usable (404 unknown, 410 used/expired). */
export async function inspectLink(db: D1Database, token: string, now = Date.now()) {
  const lookup = await findLink(db, token, now);
  if (lookup.status !== "ok") throw linkError(lookup);
  return { email: lookup.link.email, kind: lookup.link.kind };
}

/**
 * Sets the password through a one-time link (invitation or reset) and signs the person in —
 * unless the account has a second factor: a link replaces the password, never the app, so the
 * person then signs in with both (no `token` is returned).
 * The link is checked before any hashing; a link used twice or expired changes nothing.
 */
export async function acceptLink(
  ctx: AuthContext,
  token: string,
  password: string,
): Promise<{ user: SessionAccount; token?: IssuedToken }> {
  const { db, ip, now = Date.now() } = ctx;
  assertSessionSecret(ctx.sessionSecret);
  const lookup = await findLink(db, token, now);
  if (lookup.status !== "ok") throw linkError(lookup);
  const problem = newPasswordProblem(password);
  if (problem) throw invalid("password", problem);
  const { email, userId, kind } = await consumeLink(db, token, await hashPassword(password), ip, now);
  // A reset replaces a password the account had (an invitation sets its first): the account is told.
  const told = kind === "reset" ? noticeStatements(db, ctx.notice, userId, "password_changed", now) : [];
  if (told.length > 0) await db.batch(told);
  const row = await findAccountByEmail(db, email);
  if (!row) throw new AppError(404, "There is no such account");
  const user = toSessionAccount(row);
  if ((await secondFactorMethods(db, row.id)).length > 0) return { user };
  const session = await createSession(db, { userId: user.id, now, ip, userAgent: ctx.userAgent, method: "link" });
  await recordAudit(db, { event: "login.success", userId: user.id, email, ip, detail: "link" }, now);
  return { user, token: await issueToken(ctx.sessionSecret, user, session, now) };
}
