/**
 * Sign-in as a request sees it, in one module (epic-stack's `auth.server.ts`): who is signed
 * in (`getAccount` returns null), what a route requires (`require*` throw: a redirect to the
 * login page for a page, a 401/403 problem for the API), and signing in and out from a
 * request. The work behind them (passwords, sessions, throttling) is services/identity/auth.ts's;
 * which routes need a session is decided where they are mounted (worker/index.ts).
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  canEditLocale,
  type LoginInput,
  type LoginResult,
  loginPath,
  type Role,
  type SecondFactorInput,
  type SessionAccount,
} from "../../common/auth";
import { COOKIES, cookieHeader, expiredCookieHeader } from "../../common/cookies";
import type { LocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { AppError, StoreUnavailable } from "../lib/errors";
import {
  type AuthContext,
  attemptLogin,
  captchaConfig,
  completeSecondFactor,
  type IssuedToken,
  logout,
} from "../services/identity";
import { securityNotice } from "../services/notifications";

/** The signed-in account (resolved by middleware/session.ts), or null. */
export function getAccount(c: Context<AppEnv>): SessionAccount | null {
  return c.get("account") ?? null;
}

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith("/api/");

/** The signed-in account; else a 401 problem (API) or a redirect to the login page and back (page). */
export function requireAccount(c: Context<AppEnv>): SessionAccount {
  const account = getAccount(c);
  if (account) return account;
  if (isApi(c)) throw new AppError(401, "Sign in required");
  const url = new URL(c.req.url);
  const location = loginPath(url.pathname + url.search);
  throw new HTTPException(302, { res: new Response(null, { status: 302, headers: { Location: location } }) });
}

/** The signed-in account if its role is one of `roles`, else a 403 problem. */
export function requireRole(c: Context<AppEnv>, ...roles: Role[]): SessionAccount {
  const account = requireAccount(c);
  if (roles.includes(account.role)) return account;
  throw new AppError(403, "Your role does not allow this");
}

/** The signed-in account if it may edit `locale` (a translator or reviewer only theirs), else a 403 problem. */
export function requireLocale(c: Context<AppEnv>, locale: LocaleCode): SessionAccount {
  const account = requireAccount(c);
  if (canEditLocale(account, locale)) return account;
  throw new AppError(403, `You may not edit the locale ${locale}`);
}

/** The client's address as Cloudflare saw it (absent locally). */
export function clientIp(c: Context): string | null {
  return c.req.header("CF-Connecting-IP") ?? null;
}

/** Everything the sign-in services need from this request and its bindings. */
export function authContext(c: Context<AppEnv>): AuthContext {
  return {
    db: c.env.DB,
    sessionSecret: c.env.SESSION_SECRET,
    ip: clientIp(c),
    userAgent: c.req.header("User-Agent") ?? null,
    twoFactorKey: c.env.TWO_FACTOR_KEY,
    notice: securityNotice,
  };
}

/** The session cookie: HttpOnly, Secure, SameSite=Lax, Path=/, for as long as the token is valid. */
export function sessionCookie(token: IssuedToken): string {
  return cookieHeader(COOKIES.session, token.value, { secure: true, maxAge: token.maxAgeSeconds });
}

export function expiredSessionCookie(): string {
  return expiredCookieHeader(COOKIES.session, true);
}

/** Sign-in without its store: a refusal the login page can show (503, `Retry-After`), not an error page. */
function unavailable(error: unknown): { result: LoginResult; token?: undefined } {
  if (!(error instanceof StoreUnavailable)) throw error;
  console.error("sign-in: store unavailable:", error.cause);
  const { retryAfter } = error.details as { retryAfter: number };
  const message = "Sign-in is unavailable right now. Please try again in a moment.";
  return { result: { ok: false, status: 503, error: "unavailable", message, retryAfter } };
}

/**
 * One sign-in attempt from this request; the session cookie and `Retry-After` go into
 * `headers`. Shared by the JSON endpoint and the login page's no-JavaScript form action.
 */
export async function signIn(c: Context<AppEnv>, input: Partial<LoginInput>, headers: Headers): Promise<LoginResult> {
  const context = {
    ...authContext(c),
    captcha: captchaConfig(c.env),
    hostname: new URL(c.req.url).hostname,
    // Single sign-on is configured (services/identity/sso-config.ts says the same, lazily).
    sso: Boolean(c.env.OIDC_ISSUER && c.env.OIDC_CLIENT_ID && c.env.OIDC_CLIENT_SECRET),
  };
  const { result, token } = await attemptLogin(context, input).catch(unavailable);
  if (token) headers.append("Set-Cookie", sessionCookie(token));
  if (!result.ok && result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
  return result;
}

/** The second step of a sign-in (a code after the password's challenge); the session cookie goes into `headers`. */
export async function signInSecondStep(
  c: Context<AppEnv>,
  input: Partial<SecondFactorInput>,
  headers: Headers,
): Promise<LoginResult> {
  const { result, token } = await completeSecondFactor(authContext(c), input).catch(unavailable);
  if (token) headers.append("Set-Cookie", sessionCookie(token));
  if (!result.ok && result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
  return result;
}

/** Ends this request's session, if any, and clears the cookie all the same. */
export async function signOut(c: Context<AppEnv>, headers: Headers): Promise<void> {
  const account = getAccount(c);
  const sessionId = c.get("sessionId");
  if (account && sessionId) await logout(authContext(c), account, sessionId);
  headers.append("Set-Cookie", expiredSessionCookie());
}
