import { createMiddleware } from "hono/factory";
import { COOKIES, readCookie } from "../../common/cookies";
import type { AppEnv } from "../env";
import { authContext, expiredSessionCookie, sessionCookie } from "../http/auth";
import { authenticate } from "../services/identity";
import { adminD1, BOOKMARK_COOKIE } from "../services/store";

/** The session cookie's name, with its `__Host-` prefix (see COOKIES.session). */
export const SESSION_COOKIE_NAME = COOKIES.session.name;

function setsSessionCookie(res: Response): boolean {
  return res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * Resolves the session cookie to `user` / `sessionId` (null when absent or invalid) and the
 * account's unread notifications (`unread`, read with the session row: no query of its own). A signed-in
 * request's handlers then read D1 through a D1 session (services/store/d1-session.ts); the session row
 * itself is read from the primary, so a revoked session is refused at once. After the handler,
 * sends the renewed token (sliding expiry) or clears a cookie that no longer stands for a
 * session — unless the handler set the cookie itself (sign-in, sign-out).
 */
export function session() {
  return createMiddleware<AppEnv>(async function session(c, next) {
    // A bearer call was resolved by middleware/api-token.ts (which refuses one with a session cookie).
    if (c.get("token")) return next();
    const cookies = c.req.header("Cookie");
    const token = readCookie(cookies, SESSION_COOKIE_NAME);
    const auth = token ? await authenticate(authContext(c), token) : null;
    c.set("account", auth?.user ?? null);
    c.set("sessionId", auth?.session.id ?? null);
    c.set("unread", auth?.unread ?? 0);
    const d1 = auth ? adminD1(c.env.DB, c.req.method, readCookie(cookies, BOOKMARK_COOKIE.name)) : null;
    if (d1) c.env = { ...c.env, DB: d1.db };
    await next();
    const bookmark = d1?.cookieFor(c.res.status);
    if (bookmark) c.header("Set-Cookie", bookmark, { append: true });
    if (setsSessionCookie(c.res)) return;
    if (auth?.renewed) c.header("Set-Cookie", sessionCookie(auth.renewed), { append: true });
    else if (token && !auth) c.header("Set-Cookie", expiredSessionCookie(), { append: true });
  });
}
