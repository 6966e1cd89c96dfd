import { createMiddleware } from "hono/factory";
import { ADMIN_HOME, INVITE_PATH_PREFIX, LOGIN_PATH, LOGOUT_PATH } from "../../common/auth";
import type { AppEnv } from "../env";
import { getAccount, requireAccount } from "../http/auth";
import { jsonMutationsOnly, sameOriginForm } from "./csrf";

/**
 * A route group that needs a session: worker/index.ts mounts each such sub-app behind this
 * guard (a 401 problem without one). A route that needs more calls `requireRole` or
 * `requireLocale` (http/auth.ts) itself; routes mounted without it answer signed out.
 */
export function signedIn() {
  return createMiddleware<AppEnv>(async function signedIn(c, next) {
    requireAccount(c);
    await next();
  });
}

const csrfJson = jsonMutationsOnly();
const csrfForm = sameOriginForm();
/** The sign-out form sends no fields: a kilobyte is plenty. */
const csrfSignOutForm = sameOriginForm(1024);

/**
 * The admin pages (`/admin`, `/admin/*`), which one catch-all renders (routes/pages/app.ts):
 * signed-out visitors go to the login page (and come back afterwards), a signed-in visitor at
 * the login page goes to `/admin`. The sign-in and sign-out forms' POSTs get the form CSRF
 * rule, any other mutation the JSON one. Signing out needs no session: without one it only
 * clears the cookie.
 */
export function adminPagesGuard() {
  return createMiddleware<AppEnv>(async function adminPagesGuard(c, next) {
    const { pathname } = new URL(c.req.url);
    const method = c.req.method;
    if (pathname === LOGIN_PATH && method === "POST") return csrfForm(c, next);
    if (pathname === LOGOUT_PATH && method === "POST") return csrfSignOutForm(c, next);
    // A one-time link's page (`/admin/invite/<token>`) is for someone not signed in yet; its form posts without JavaScript.
    const isLinkPage = pathname.startsWith(INVITE_PATH_PREFIX);
    if (isLinkPage && method === "POST") return csrfForm(c, next);
    if (method !== "GET" && method !== "HEAD") return csrfJson(c, next);
    if (pathname === LOGIN_PATH) {
      if (getAccount(c)) return c.redirect(ADMIN_HOME, 302);
    } else if (!isLinkPage) {
      requireAccount(c);
    }
    await next();
  });
}
