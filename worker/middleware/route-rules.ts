import { createMiddleware } from "hono/factory";
import { defineRouteRules, findRedirect, ROUTE_RULES, type RouteRules } from "../../common/route-rules";
import type { AppEnv } from "../env";

/**
 * Applies the route rules' redirects (common/route-rules.ts) before anything is
 * rendered: the same table the browser applies to client-side navigations.
 * The rules are checked once, when the worker starts.
 */
export function routeRules(rules: RouteRules = ROUTE_RULES) {
  defineRouteRules(rules);
  return createMiddleware<AppEnv>(async function routeRules(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      const redirect = findRedirect(c.req.path, rules);
      if (redirect) return c.redirect(redirect.to, redirect.status);
    }
    await next();
  });
}
