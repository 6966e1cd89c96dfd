import type { LazyRouteFunction, RouteObject } from "react-router";
import { RELOAD_GUARD_WINDOW_MS } from "../../common/constants";
import { navigationTarget } from "./navigate";

/**
 * A failed chunk load reloads the page at the path being opened, at most once per
 * 10 s per path (docs/spec.md §4, §8). The guard lives in sessionStorage, so it
 * survives the reload; a second failure inside the window shows the error page.
 */

const GUARD_PREFIX = "chunk-reload:";

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether a reload of `path` is allowed now; when it is, the attempt is recorded.
 * Without usable storage the answer is no: a reload that cannot be counted could loop.
 */
export function claimReload(path: string, storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(GUARD_PREFIX + path));
    if (last && now - last < RELOAD_GUARD_WINDOW_MS) return false;
    storage.setItem(GUARD_PREFIX + path, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNull(): GuardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads at `path` when the guard allows; `true` when the page is going away. */
export function reloadAfterChunkError(path = navigationTarget()): boolean {
  if (!claimReload(path, sessionStorageOrNull(), Date.now())) return false;
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (path === current) window.location.reload();
  else window.location.assign(path);
  return true;
}

/** Vite reports a chunk or its CSS failing to load; cancelling the event keeps the import from throwing. */
export function installPreloadErrorHandler(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}

/** Never settles: the page is reloading, nothing should render meanwhile. */
const reloading = () => new Promise<never>(() => {});

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A route module loaded on demand (react-router `lazy`), with the chunk-reload
 * guard: a failed import reloads the page at the target path once, and rethrows
 * (so the error page shows) when the guard refuses. `pick` maps the module to
 * route properties (`(m) => ({ Component: m.Page })`).
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => RouteModule): LazyRouteFunction<RouteObject> {
  return async () => {
    let module: M | undefined;
    try {
      module = await load();
    } catch (error) {
      if (typeof window !== "undefined" && reloadAfterChunkError()) return reloading();
      throw error;
    }
    // Vite resolves a cancelled `vite:preloadError` to undefined: the reload is under way.
    if (!module) return reloading();
    return pick(module);
  };
}

/**
 * Loads the lazy route modules the current URL matches, as hydration needs the
 * same components the server rendered. A module that cannot load (after the
 * guard's one reload) leaves its route without `lazy` and is returned as the error.
 */
export async function resolveInitialLazyRoutes(matches: { route: RouteObject }[]): Promise<unknown> {
  let failure: unknown = null;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch (error) {
        Object.assign(route, { lazy: undefined });
        failure ??= error;
      }
    }),
  );
  return failure;
}
