import { createMiddleware } from "hono/factory";
import {
  ACCOUNT_PATH,
  type AccountPending,
  ADMIN_HOME,
  INVITE_PATH_PREFIX,
  LOGIN_PATH,
  LOGOUT_PATH,
} from "../../common/auth";
import type { AppEnv } from "../env";
import { getAccount, requireAccount } from "../http/auth";
import { AppError } from "../lib/errors";
import { jsonMutationsOnly, sameOriginForm } from "./csrf";

/**
 * A route group that needs a session: worker/index.ts mounts each such sub-app behind this
 * guard (a 401 problem without one). A route that needs more calls `requireRole` or
 * `requireLocale` (http/auth.ts) itself; routes mounted without it answer signed out.
 */
export function signedIn() {
  return createMiddleware<AppEnv>(async function signedIn(c, next) {
    const account = requireAccount(c);
    if (account.pending && !allowedWhilePending(account.pending, c.req.method, new URL(c.req.url).pathname)) {
      throw PENDING_PROBLEMS[account.pending]();
    }
    await next();
  });
}

/**
 * What an account that must act first may still call (docs/decisions/0082-two-factor-sign-in.md):
 * signing out, choosing the admin's language (to read what to do in it) and changing its password;
 * with the password its own, setting up its second factor.
 * Everything else, whatever the credential (a session or an API token), is a 403 saying what to do.
 */
function allowedWhilePending(pending: AccountPending, method: string, path: string): boolean {
  if (path === "/api/admin/logout") return true;
  if (path === "/api/admin/account/language") return method === "PUT";
  if (path === "/api/admin/account/password") return method === "POST";
  if (pending !== "two_factor") return false;
  if (path.startsWith("/api/admin/account/passkeys")) return method === "GET" || method === "POST";
  return path === "/api/admin/account/totp" || path === "/api/admin/account/totp/confirm";
}

const PENDING_PROBLEMS: Record<AccountPending, () => AppError> = {
  password: () =>
    new AppError(403, "Change the password you were given before you do anything else. Go to Your account.", {
      code: "password_change_required",
    }),
  two_factor: () =>
    new AppError(
      403,
      "Your administrator requires two-factor sign-in. Set it up in Your account before you do anything else.",
      { code: "two_factor_required" },
    ),
};

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
      // An account that must change its password or set up a second factor sees Your account only.
      if (requireAccount(c).pending && pathname !== ACCOUNT_PATH) return c.redirect(ACCOUNT_PATH, 302);
    }
    await next();
  });
}
