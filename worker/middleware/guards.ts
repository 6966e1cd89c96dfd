import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  ADMIN_HOME,
  canEditLocale,
  INVITE_PATH_PREFIX,
  LOGIN_PATH,
  LOGOUT_PATH,
  loginPath,
  type Role,
  type SessionUser,
} from "../../common/auth";
import type { LocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { AppError } from "../lib/errors";
import { jsonMutationsOnly, sameOriginForm } from "./csrf";

/**
 * Access rules, epic-stack style: `getUser` returns null, `require*` throw — a redirect to
 * the login page for a page, a 401/403 problem for the API. They read what `session()` resolved.
 */

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith("/api/");

export function getUser(c: Context<AppEnv>): SessionUser | null {
  return c.get("user") ?? null;
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = getUser(c);
  if (user) return user;
  if (isApi(c)) throw new AppError(401, "Sign in required");
  const url = new URL(c.req.url);
  const location = loginPath(url.pathname + url.search);
  throw new HTTPException(302, { res: new Response(null, { status: 302, headers: { Location: location } }) });
}

export function requireRole(c: Context<AppEnv>, ...roles: Role[]): SessionUser {
  const user = requireUser(c);
  if (roles.includes(user.role)) return user;
  throw new AppError(403, "Your role does not allow this");
}

/** A translator may only touch the locales assigned to them. */
export function requireLocaleAccess(c: Context<AppEnv>, locale: LocaleCode): SessionUser {
  const user = requireUser(c);
  if (canEditLocale(user, locale)) return user;
  throw new AppError(403, `You may not edit the locale ${locale}`);
}

const csrfJson = jsonMutationsOnly();
const csrfForm = sameOriginForm();
/** The sign-out form sends no fields: a kilobyte is plenty. */
const csrfSignOutForm = sameOriginForm(1024);

/**
 * The admin pages (`/admin`, `/admin/*`): signed-out visitors go to the login page (and
 * come back afterwards), a signed-in visitor at the login page goes to `/admin`. The
 * sign-in and sign-out forms' POSTs get the form CSRF rule, any other mutation the JSON one.
 * Signing out needs no session: without one it only clears the cookie.
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
      if (getUser(c)) return c.redirect(ADMIN_HOME, 302);
    } else if (!isLinkPage) {
      requireUser(c);
    }
    await next();
  });
}

/** Endpoints of `/api/admin` that answer without a session (and one-time links, `/invitations/<token>`). */
const PUBLIC_API = new Set(["/api/admin/login", "/api/admin/session"]);
const isPublicApi = (pathname: string) => PUBLIC_API.has(pathname) || pathname.startsWith("/api/admin/invitations/");

/** The admin API (`/api/admin/*`): JSON CSRF rule, then a session unless the endpoint is public. */
export function adminApiGuard() {
  return createMiddleware<AppEnv>(async function adminApiGuard(c, next) {
    await csrfJson(c, async () => {
      if (!isPublicApi(new URL(c.req.url).pathname)) requireUser(c);
      await next();
    });
  });
}
