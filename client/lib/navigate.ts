import type { createBrowserRouter } from "react-router";
import { classifyUrl, type UrlTarget } from "../../common/safe-url";

type Router = ReturnType<typeof createBrowserRouter>;

/** A navigation the guard refused: a blocked scheme, or an external URL not marked external. */
export class NavigationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NavigationRefusedError";
  }
}

export interface NavigateOptions {
  /** Allows leaving the site. Without it an external URL is refused (docs/spec.md §5). */
  external?: boolean;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The guard: where `url` leads from a page at `origin`, or an error. `javascript:`,
 * `data:` and `vbscript:` are refused whatever their case, whitespace or encoding.
 */
export function resolveNavigation(url: string, { external = false }: NavigateOptions, origin: string): UrlTarget {
  const target = classifyUrl(url, origin);
  if (!target) throw new NavigationRefusedError("Navigation refused: blocked or malformed URL");
  if (target.kind === "external" && !external) {
    throw new NavigationRefusedError(`Navigation refused: ${target.href} is external; pass { external: true }`);
  }
  return target;
}

let router: Router | null = null;

/** The browser entry hands over its router, so `navigateTo` and the chunk-reload guard can use it. */
export function registerRouter(instance: Router): void {
  router = instance;
}

/** The path a navigation in progress is heading to, else the current one. */
export function navigationTarget(): string {
  const location = router?.state.navigation.location ?? window.location;
  return location.pathname + location.search + location.hash;
}

/**
 * The one way code navigates: internal paths move client-side through the
 * router (so route rules and the new-build check apply), external URLs are a
 * full navigation and only when `external: true`.
 */
export async function navigateTo(url: string, options: NavigateOptions = {}): Promise<void> {
  const target = resolveNavigation(url, options, window.location.origin);
  if (target.kind === "internal" && router) {
    await router.navigate(target.path, { replace: options.replace });
    return;
  }
  const href = target.kind === "internal" ? target.path : target.href;
  if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}
