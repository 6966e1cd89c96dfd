import type { AppConfig } from "../../common/contracts/app-config";
import manifest from "../../dist/client/.vite/manifest.json";

/**
 * The two client scripts (docs/decisions/0053-public-pages-hydrate-islands.md): the admin's
 * single-page app, and the public pages' islands.
 */
export const CLIENT_ENTRIES = {
  app: "client/entry.tsx",
  public: "client/public-entry.tsx",
  // Only on an editor's edit-mode page (docs/decisions/0058-in-context-editing.md).
  inContext: "client/in-context-entry.tsx",
} as const;
export type ClientEntry = keyof typeof CLIENT_ENTRIES;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const chunks = manifest as Record<string, ManifestChunk>;

/**
 * An entry's hashed script, the chunks it imports statically (all of them, transitively, so the
 * page modulepreloads them instead of discovering them one import at a time) and every
 * stylesheet of those, from the Vite manifest read at bundle time.
 */
export function entryAssets(source: string, table: Record<string, ManifestChunk> = chunks): AppConfig["assets"] {
  const entry = table[source];
  if (!entry) throw new Error(`Vite manifest has no ${source}: run the client build first`);
  const preload: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string, chunk: ManifestChunk) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) {
      const next = table[imported];
      if (!next) continue;
      if (!seen.has(imported)) preload.push(`/${next.file}`);
      visit(imported, next);
    }
  };
  visit(source, entry);
  return { entry: `/${entry.file}`, styles, preload };
}

/**
 * The admin's pages whose route module is a chunk of its own (the editor's): the page preloads
 * it with the entry, so the browser fetches and compiles it while the entry loads instead of
 * after the entry has run and matched the route.
 */
const ROUTE_CHUNKS: Record<string, string> = { "/admin/translation": "client/pages/TranslationPage.tsx" };

/** `base` with a lazily loaded route module's script, its imports and stylesheets added. */
export function withRouteChunk(
  base: AppConfig["assets"],
  source: string,
  table: Record<string, ManifestChunk> = chunks,
): AppConfig["assets"] {
  const route = entryAssets(source, table);
  const preload = [...base.preload];
  for (const file of [route.entry, ...route.preload])
    if (file !== base.entry && !preload.includes(file)) preload.push(file);
  const styles = [...base.styles];
  for (const href of route.styles) if (!styles.includes(href)) styles.push(href);
  return { entry: base.entry, styles, preload };
}

const routeAssets = new Map<string, AppConfig["assets"]>();

/** The admin app's assets for a path: the entry's, plus the route's own chunk where it has one. */
export function appAssetsFor(pathname: string): AppConfig["assets"] {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const source = Object.hasOwn(ROUTE_CHUNKS, normalised) ? ROUTE_CHUNKS[normalised] : undefined;
  if (!source) return clientAssets("app");
  let found = routeAssets.get(source);
  if (!found) {
    found = withRouteChunk(clientAssets("app"), source);
    routeAssets.set(source, found);
  }
  return found;
}

const assets = new Map<ClientEntry, AppConfig["assets"]>();

/** The assets of one entry: fixed for the life of the isolate, so worked out once. */
export function clientAssets(kind: ClientEntry = "app"): AppConfig["assets"] {
  let found = assets.get(kind);
  if (!found) {
    found = entryAssets(CLIENT_ENTRIES[kind]);
    assets.set(kind, found);
  }
  return found;
}
