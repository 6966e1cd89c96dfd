/**
 * The project's local D1 database and KV namespace, opened in this process with Miniflare exactly
 * as `wrangler d1 execute --local` and `wrangler kv key … --local` open them (wrangler-dist/cli.js,
 * `executeLocally` and `usingLocalNamespace`): the same persistence directory, the same ids, so
 * what is written here is what `wrangler dev` and `wrangler d1 execute --local` read. One process
 * instead of one wrangler start-up per command (docs/decisions/0045-cli-import-in-one-process.md).
 *
 * Node imports this file directly (type stripping): erasable TypeScript only.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { parse } from "smol-toml";

/** The project's wrangler configuration (the one `wrangler` finds from the repository root). */
export const WRANGLER_TOML = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

/** What the CLI uses of a D1 binding (Miniflare hands out the real one). */
export interface LocalD1 {
  prepare(sql: string): LocalStatement;
  batch(statements: LocalStatement[]): Promise<{ results?: unknown[] }[]>;
}
export interface LocalStatement {
  bind(...values: (string | number | null)[]): LocalStatement;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
}
/** What the CLI uses of a KV binding. */
export interface LocalKV {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface LocalBindings {
  db: LocalD1;
  kv: LocalKV;
}

export interface LocalOptions {
  /** `--persist-to`: relative to the working directory, as wrangler takes it. */
  persistTo?: string | undefined;
  /** The wrangler.toml to read; the project's by default. */
  config?: string;
  /** The D1 and KV bindings to open. */
  d1Binding?: string;
  kvBinding?: string;
}

interface D1Entry {
  binding?: string;
  database_name?: string;
  database_id?: string;
  preview_database_id?: string;
}
interface KVEntry {
  binding?: string;
  id?: string;
  preview_id?: string;
}

/**
 * The local ids wrangler gives the bindings: D1 `preview_database_id ?? database_id ?? binding`
 * (`executeLocally`), KV the only one of `id`/`preview_id` (`getKVNamespaceId` without `--preview`,
 * which refuses a binding that has both).
 */
export function localBindingIds(config = WRANGLER_TOML, d1Binding = "DB", kvBinding = "CACHE") {
  const toml = parse(readFileSync(config, "utf8")) as { d1_databases?: D1Entry[]; kv_namespaces?: KVEntry[] };
  const d1 = (toml.d1_databases ?? []).find((d) => d.binding === d1Binding || d.database_name === d1Binding);
  if (!d1) throw new Error(`no D1 database with the binding or name ${d1Binding} in ${config}`);
  const kv = (toml.kv_namespaces ?? []).find((n) => n.binding === kvBinding);
  if (!kv) throw new Error(`no KV namespace with the binding ${kvBinding} in ${config}`);
  if (kv.id && kv.preview_id)
    throw new Error(
      `the KV binding ${kvBinding} has both an "id" and a "preview_id"; wrangler --local refuses that too`,
    );
  const kvId = kv.id || kv.preview_id;
  if (!kvId) throw new Error(`the KV binding ${kvBinding} has no "id" in ${config}`);
  return { d1: d1.preview_database_id ?? d1.database_id ?? d1.binding ?? d1Binding, kv: kvId };
}

/**
 * Miniflare's `resourcePersistencePath`: `<persist-to>/v3`, `--persist-to` resolved against the
 * working directory, else `.wrangler/state` beside the configuration (`getLocalPersistencePath`).
 */
export function localPersistencePath(persistTo?: string, config = WRANGLER_TOML) {
  const root = persistTo ? resolve(process.cwd(), persistTo) : resolve(dirname(config), ".wrangler/state");
  return join(root, "v3");
}

export interface OpenLocalBindings {
  /** Resolves once workerd is up; start-up runs while the caller does other work. */
  bindings: Promise<LocalBindings>;
  dispose(): Promise<void>;
}

/** Starts Miniflare over the local state; call `dispose` (in a `finally`) when done. */
export function openLocalBindings(options: LocalOptions = {}): OpenLocalBindings {
  const config = options.config ?? WRANGLER_TOML;
  const d1Binding = options.d1Binding ?? "DB";
  const kvBinding = options.kvBinding ?? "CACHE";
  const ids = localBindingIds(config, d1Binding, kvBinding);
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "",
      // No Request.cf download (wrangler's child ran with CLOUDFLARE_CF_FETCH_ENABLED=false, lib.mjs).
      cf: false,
      resourcePersistencePath: localPersistencePath(options.persistTo, config),
      d1Databases: { [d1Binding]: ids.d1 },
      kvNamespaces: { [kvBinding]: ids.kv },
    }),
  );
  const bindings = (async () => ({
    db: (await mf.getD1Database(d1Binding)) as unknown as LocalD1,
    kv: (await mf.getKVNamespace(kvBinding)) as unknown as LocalKV,
  }))();
  // Awaited by the caller, maybe only after its own work: not an unhandled rejection meanwhile.
  bindings.catch(() => {});
  return { bindings, dispose: () => mf.dispose() };
}

/** Runs `use` with the local D1 and KV bindings and disposes Miniflare whatever happens. */
export async function withLocalBindings<T>(
  options: LocalOptions,
  use: (bindings: LocalBindings) => Promise<T>,
): Promise<T> {
  const local = openLocalBindings(options);
  try {
    return await use(await local.bindings);
  } finally {
    await local.dispose();
  }
}
