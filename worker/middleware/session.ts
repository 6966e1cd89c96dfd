import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { authenticate, type IssuedToken } from "../services/auth";

/**
 * The session cookie, sent as `__Host-session`: the prefix makes the browser insist on
 * Secure, Path=/ and no Domain, so no subdomain or plain-HTTP page can set or shadow it.
 * (Chromium treats http://localhost as secure, so it works in local runs and e2e too.)
 */
export const SESSION_COOKIE = "session";
export const SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE}`;

export function sessionCookie(token: IssuedToken): string {
  return generateCookie(SESSION_COOKIE, token.value, {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: token.maxAgeSeconds,
  });
}

export function expiredSessionCookie(): string {
  return generateCookie(SESSION_COOKIE, "", {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: 0,
  });
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
    const token = getCookie(c, SESSION_COOKIE, "host");
    const auth = token ? await authenticate({ db: c.env.DB, sessionSecret: c.env.SESSION_SECRET }, token) : null;
    c.set("user", auth?.user ?? null);
    c.set("sessionId", auth?.session.id ?? null);
    await next();
    if (setsSessionCookie(c.res)) return;
    if (auth?.renewed) c.header("Set-Cookie", sessionCookie(auth.renewed), { append: true });
    else if (token && !auth) c.header("Set-Cookie", expiredSessionCookie(), { append: true });
  });
}
