import { APP_VERSION_PATH, appBuildManifestPath } from "../../common/app-paths";
import { BUILD_CHECK_INTERVAL_MS, MANIFEST_PREFETCH_DELAY_MS } from "../../common/constants";

/**
 * The new-build check (docs/spec.md §4, §7): the manifest of this page's build is
 * prefetched 1 s after start; the latest build's id is fetched every hour and
 * whenever the tab becomes visible an hour or more after the last check. Once a
 * newer build is known, the banner offers a reload and the next client-side
 * navigation becomes a full page load (see `newBuildMiddleware`).
 */

export interface LatestBuild {
  id: string;
  timestamp?: number;
}

let newerBuild: LatestBuild | null = null;
let manifest: unknown = null;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: the newer build, once one is known. */
export const newerBuildStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LatestBuild | null => newerBuild,
  getServerSnapshot: (): LatestBuild | null => null,
};

export function isNewerBuildAvailable(): boolean {
  return newerBuild !== null;
}

/** The prefetched manifest of this page's build, once it arrived. */
export function buildManifest(): unknown {
  return manifest;
}

function announce(build: LatestBuild): void {
  newerBuild = build;
  for (const listener of listeners) listener();
}

export interface BuildCheckOptions {
  currentId: string;
  fetch?: typeof fetch;
  /** Where `visibilitychange` fires and `visibilityState` is read. */
  document?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  now?: () => number;
}

/** Starts the checks; returns a function that stops them. */
export function startBuildCheck({
  currentId,
  fetch: fetchImpl = globalThis.fetch,
  document: doc = globalThis.document,
  now = Date.now,
}: BuildCheckOptions): () => void {
  let lastCheck = now();

  async function check(): Promise<void> {
    lastCheck = now();
    try {
      const res = await fetchImpl(APP_VERSION_PATH, { cache: "no-store" });
      if (!res.ok) return;
      const latest = (await res.json()) as Partial<LatestBuild>;
      if (typeof latest.id === "string" && latest.id !== currentId && !newerBuild) {
        announce({ id: latest.id, timestamp: latest.timestamp });
      }
    } catch {
      // Offline or a deploy in progress: the next check will tell.
    }
  }

  const prefetch = setTimeout(() => {
    fetchImpl(appBuildManifestPath(currentId))
      .then((res) => (res.ok ? res.json() : null))
      .then((data) => {
        manifest = data;
      })
      .catch(() => {});
  }, MANIFEST_PREFETCH_DELAY_MS);
  const interval = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  const onVisibility = () => {
    if (doc.visibilityState === "visible" && now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) void check();
  };
  doc.addEventListener("visibilitychange", onVisibility);

  return () => {
    clearTimeout(prefetch);
    clearInterval(interval);
    doc.removeEventListener("visibilitychange", onVisibility);
  };
}

/** Test seam: forget a known newer build. */
export function resetBuildCheck(): void {
  newerBuild = null;
  manifest = null;
}
