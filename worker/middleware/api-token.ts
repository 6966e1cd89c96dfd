import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { TOKEN_PATTERN } from "../../common/contracts/tokens";
import { readCookie } from "../../common/cookies";
import type { AppEnv } from "../env";
import { findApiRoute } from "../http/api-route-table";
import type { ApiRoute } from "../http/api-routes";
import { AppError } from "../lib/errors";
import { invalidToken, recordAudit, resolveToken, throttleToken } from "../services/identity";
import { adminD1 } from "../services/store";
import { SESSION_COOKIE_NAME } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `Authorization: Bearer plg_…` on the admin API (docs/decisions/0068-api-tokens.md). Without
 * the header this does nothing and the session cookie decides. With it: a request that also
 * carries the session cookie is refused (400: one caller, one credential); a value that is not
 * a token's shape is never looked up (a cookie pasted into the header is no token); the token
 * must be valid (401), its route listed with a scope the token has (403 `required_scope`), a body
 * it sends JSON (415), and within its throttle (429). Then the route sees `account` as for a session, plus `token`; the
 * session middleware and the CSRF rule stand aside (a bearer header is no ambient credential).
 * A call that changed something (a mutation that answered below 400) is audited with the token's name.
 */
export function apiToken() {
  return createMiddleware<AppEnv>(async function apiToken(c, next) {
    const header = c.req.header("Authorization");
    if (header === undefined) {
      c.set("token", null);
      return next();
    }
    if (readCookie(c.req.header("Cookie"), SESSION_COOKIE_NAME) !== undefined) {
      throw new AppError(400, "Send either a session cookie or an API token, not both");
    }
    const [scheme, secret = "", ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "bearer" || rest.length > 0 || !TOKEN_PATTERN.test(secret)) {
      throw invalidToken("The Authorization header must be Bearer and an API token (plg_…)");
    }
    const { account, token } = await resolveToken(c.env.DB, secret);
    const route = requireScope(c, token.scopes);
    requireJsonBody(c, route);
    await throttleToken(c.env.DB, token.id);
    c.set("account", account);
    c.set("sessionId", null);
    c.set("token", token);
    // Reads after this call's own writes see them, as a session's do (services/store/d1-session.ts).
    c.env = { ...c.env, DB: adminD1(c.env.DB, c.req.method, undefined).db };
    await next();
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) {
      const { pathname } = new URL(c.req.url);
      await recordAudit(c.env.DB, {
        event: "token.write",
        userId: account.id,
        email: account.email,
        ip: c.req.header("CF-Connecting-IP") ?? null,
        detail: `token ${token.name} (#${token.id}) ${c.req.method} ${pathname} ${c.res.status}`,
        actorId: account.id,
        actorEmail: `token ${token.name}`,
      });
    }
  });
}

/**
 * The route's scope from the one table (./api-routing.ts has already answered 404 or 405 for a
 * route it does not list): a route for sessions only is refused, with its own reason if it has one.
 */
function requireScope(c: Context<AppEnv>, scopes: readonly string[]): ApiRoute {
  const route = findApiRoute(c.req.method, new URL(c.req.url).pathname);
  if (!route?.scope) {
    throw new AppError(403, route?.tokenRefusal ?? "API tokens cannot call this endpoint: sign in instead", {
      code: "session_required",
      required_scope: null,
    });
  }
  if (!scopes.includes(route.scope)) {
    throw new AppError(
      403,
      `This API token lacks the scope ${route.scope}`,
      { code: "insufficient_scope", required_scope: route.scope },
      // RFC 6750 §3.1.
      { "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${route.scope}"` },
    );
  }
  return route;
}

/**
 * A session's mutation must be JSON for CSRF's sake (./csrf.ts), which a token skips; but a body
 * a token sends, or one its route takes, must be JSON all the same: a 415 before the contract's
 * 400, as a session gets. A body-less call (a DELETE, a ping) needs no Content-Type.
 */
function requireJsonBody(c: Context<AppEnv>, route: ApiRoute): void {
  if (SAFE_METHODS.has(c.req.method) || (!route.body && c.req.raw.body === null)) return;
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new AppError(415, "A request body to the admin API must be application/json");
}
