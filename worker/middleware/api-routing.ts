import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { allowedMethods, findApiRoute } from "../http/api-route-table";
import { AppError } from "../lib/errors";

/**
 * The admin API's routing answers, before any credential is looked at (docs/decisions/0086-api-errors-and-openapi.md):
 * a path the route table does not know is a 404, a known path asked with another method a 405
 * with `Allow`, for a session, an API token or nobody alike. Only then do sign-in (401), a
 * token's scope (403) and the body's type (415) have their say.
 */
export function apiRouting() {
  return createMiddleware<AppEnv>(async function apiRouting(c, next) {
    const { pathname } = new URL(c.req.url);
    if (findApiRoute(c.req.method, pathname)) return next();
    const allowed = allowedMethods(pathname);
    if (allowed.length === 0) throw new AppError(404, `No API endpoint at ${pathname}`);
    throw new AppError(
      405,
      `${pathname} does not answer ${c.req.method}: it answers ${allowed.join(", ")}`,
      { allowed },
      { Allow: allowed.join(", ") },
    );
  });
}
