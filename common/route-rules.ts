import { classifyUrl } from "./safe-url";

/**
 * Route rules (docs/spec.md §2: "Route rules may define redirects. When a redirect
 * target is external, the browser performs a full navigation to it."). One
 * table: the worker answers these paths with the redirect status, and the
 * browser applies the same rules to client-side navigations.
 */

export type RedirectStatus = 301 | 302 | 307 | 308;

export interface RedirectRule {
  /** A same-site path, or an absolute URL on another site (then `external: true` is required). */
  to: string;
  /** HTTP status the worker answers with; 302 unless set. */
  status?: RedirectStatus;
  /** Marks an external target as intended, as `navigateTo(url, { external: true })` does. */
  external?: boolean;
}

export interface RouteRule {
  redirect?: RedirectRule;
}

/** Keys are exact paths (`/old`) or prefixes ending in `/**` (`/old/**` matches `/old` and below). */
export type RouteRules = Readonly<Record<string, RouteRule>>;

export interface ResolvedRedirect {
  to: string;
  status: RedirectStatus;
  external: boolean;
}

/** Any origin will do to tell same-site targets from external ones. */
const PROBE_ORIGIN = "http://route-rules.invalid";

/**
 * Checks a rule table once, at start: a target that is blocked, or external
 * without `external: true`, throws, so a bad rule never ships silently.
 */
export function defineRouteRules<const T extends RouteRules>(rules: T): T {
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!pattern.startsWith("/")) throw new Error(`Route rule "${pattern}": patterns start with "/"`);
    const redirect = rule.redirect;
    if (!redirect) continue;
    const target = classifyUrl(redirect.to, PROBE_ORIGIN);
    if (!target) throw new Error(`Route rule "${pattern}": redirect target ${redirect.to} is not allowed`);
    if (target.kind === "external" && !redirect.external) {
      throw new Error(`Route rule "${pattern}": external redirect to ${redirect.to} needs external: true`);
    }
    if (target.kind === "internal" && redirect.external) {
      throw new Error(`Route rule "${pattern}": ${redirect.to} is not external`);
    }
  }
  return rules;
}

function underPrefix(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith("/**")) return false;
  const base = pattern.slice(0, -3);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The redirect for a path: an exact rule first, then the longest matching prefix. */
export function findRedirect(pathname: string, rules: RouteRules = ROUTE_RULES): ResolvedRedirect | undefined {
  const rule =
    rules[pathname] ??
    Object.entries(rules)
      .filter(([pattern]) => underPrefix(pattern, pathname))
      .sort(([a], [b]) => b.length - a.length)[0]?.[1];
  const redirect = rule?.redirect;
  if (!redirect) return undefined;
  return { to: redirect.to, status: redirect.status ?? 302, external: redirect.external === true };
}

/** The product's rules. Old links to the static site's index file land on the home page. */
export const ROUTE_RULES = defineRouteRules({
  "/index.html": { redirect: { to: "/", status: 301 } },
});
