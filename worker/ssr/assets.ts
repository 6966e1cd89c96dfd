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
