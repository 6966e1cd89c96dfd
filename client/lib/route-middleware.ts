import { type MiddlewareFunction, redirect, redirectDocument } from "react-router";
import { findRedirect } from "../../common/route-rules";
import { isNewerBuildAvailable } from "./build-check";

/**
 * Named route middleware. Routes name what they need (`middleware:
 * routeMiddleware("route-rules")`); a name that is not registered here is a type
 * error, and, for anything that slips past the types, an error when the route
 * table is built at start (docs/spec.md §8: "Unknown route middleware: error thrown").
 *
 * These run in the browser, on client-side navigations; the worker applies the
 * same route rules itself before rendering (worker/middleware/route-rules.ts).
 */

/** A navigation (not a form post or a revalidation of the page already shown). */
function navigationURL(request: Request): URL | null {
  if (request.method !== "GET" || typeof window === "undefined") return null;
  const url = new URL(request.url);
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/** Route rules: an internal redirect stays client-side; an external one is a full navigation. */
const routeRules: MiddlewareFunction = ({ request }) => {
  const url = navigationURL(request);
  const rule = url && findRedirect(url.pathname);
  if (!rule) return;
  throw rule.external ? redirectDocument(rule.to) : redirect(rule.to, rule.status);
};

/** Once a newer build is known, the next navigation loads the page afresh from the new build. */
const newBuildReload: MiddlewareFunction = ({ request }) => {
  const url = navigationURL(request);
  if (!url || !isNewerBuildAvailable()) return;
  throw redirectDocument(url.pathname + url.search + url.hash);
};

const REGISTRY = {
  "route-rules": routeRules,
  "new-build-reload": newBuildReload,
} satisfies Record<string, MiddlewareFunction>;

export type RouteMiddlewareName = keyof typeof REGISTRY;

/** The middleware functions for these names, in order; an unknown name throws. */
export function routeMiddleware(...names: RouteMiddlewareName[]): MiddlewareFunction[] {
  return names.map((name) => {
    const fn: MiddlewareFunction | undefined = Object.hasOwn(REGISTRY, name) ? REGISTRY[name] : undefined;
    if (!fn) throw new Error(`Unknown route middleware: "${name}"`);
    return fn;
  });
}
