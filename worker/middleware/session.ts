import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { COOKIES, cookieHeader, expiredCookieHeader, readCookie } from "../../common/cookies";
import type { AppEnv } from "../env";
import { authenticate, type IssuedToken } from "../services/auth";

/** The session cookie's name without and with its `__Host-` prefix (see COOKIES.session). */
export const SESSION_COOKIE = "session";
export const SESSION_COOKIE_NAME = COOKIES.session.name;

/** HttpOnly, Secure, SameSite=Lax, Path=/, for as long as the token is valid. */
export function sessionCookie(token: IssuedToken): string {
  return cookieHeader(COOKIES.session, token.value, { secure: true, maxAge: token.maxAgeSeconds });
}

export function expiredSessionCookie(): string {
  return expiredCookieHeader(COOKIES.session, true);
}

export function clientIp(c: Context): string | null {
  return c.req.header("CF-Connecting-IP") ?? null;
}

function setsSessionCookie(res: Response): boolean {
  return res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * Resolves the session cookie to `user` / `sessionId` (null when absent or invalid). After
 * the handler, sends the renewed token (sliding expiry) or clears a cookie that no longer
 * stands for a session — unless the handler set the cookie itself (sign-in, sign-out).
 */
export function session() {
  return createMiddleware<AppEnv>(async function session(c, next) {
    const token = readCookie(c.req.header("Cookie"), SESSION_COOKIE_NAME);
    const auth = token ? await authenticate({ db: c.env.DB, sessionSecret: c.env.SESSION_SECRET }, token) : null;
    c.set("user", auth?.user ?? null);
    c.set("sessionId", auth?.session.id ?? null);
    await next();
    if (setsSessionCookie(c.res)) return;
    if (auth?.renewed) c.header("Set-Cookie", sessionCookie(auth.renewed), { append: true });
    else if (token && !auth) c.header("Set-Cookie", expiredSessionCookie(), { append: true });
  });
}
