// `npm run i18n:import -- [--format json|nested-json|csv|i18next] [--dry-run] [--unreviewed] [--remote] <file|dir>` and
// `npm run i18n:export -- [--format json|nested-json|csv|i18next] [--locale de] [--out file] [--remote]`.
// Reads files with common/formats (Node imports the TypeScript directly), writes the worker's own
// import statements in one D1 batch, then deletes the KV revision pointer so the next request reads
// the new revision from D1 and builds its bundles. Locally (the default, or `--persist-to <dir>`)
// all of it runs in this one process: Miniflare opens the state wrangler uses (scripts/lib/
// local-bindings.ts; docs/decisions/0045-cli-import-in-one-process.md). `--remote` goes through
// `wrangler d1 execute --remote --file` and `wrangler kv key delete --remote`.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { FORMATS } from "../common/contracts/formats.ts";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES } from "../common/locales.ts";
import { REVISION_KEY } from "../worker/services/translations/bundle-keys.ts";
import {
  cellId,
  countStatuses,
  describeError,
  EXPORT_SQL,
  formatExport,
  planEntries,
  readImport,
} from "../worker/services/translations/formats.ts";
import { importStatements, inlineStatement } from "../worker/services/translations/import-sql.ts";
import { OFFLINE_ENV } from "./lib.mjs";

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    // Cells the import writes wait for review instead of counting as reviewed (docs/decisions/0055).
    unreviewed: { type: "boolean", default: false },
    format: { type: "string" },
    locale: { type: "string" },
    out: { type: "string" },
    "persist-to": { type: "string" },
  },
});

const target = values.remote ? ["--remote"] : ["--local"];
if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);
const sourceLocale = process.env.SOURCE_LOCALE || DEFAULT_LOCALE;

/** An error for the user: printed as `✗ message`, exits with `code` (after Miniflare is disposed). */
class CliError extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

function fail(message, code = 1) {
  throw new CliError(message, code);
}

function wrangler(args) {
  const res = spawnSync("wrangler", [...args, ...target], {
    env: OFFLINE_ENV,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (res.status !== 0) fail(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${res.stdout}${res.stderr}`);
  return res.stdout;
}

const d1 = (args) => wrangler(["d1", "execute", "DB", "--yes", ...args]);

/**
 * Where the CLI reads and writes: `all(sql, params)` rows, `write(statements)` one batch (one
 * transaction), `publish()` deletes the KV revision pointer, `dispose()`; `chunkBytes`, the size
 * of the import's JSON chunks (importStatements).
 */
function remoteStore() {
  const all = async (sql, params = []) =>
    JSON.parse(d1(["--json", "--command", inlineStatement({ sql, params })]))[0].results;
  async function write(statements) {
    const dir = mkdtempSync(join(tmpdir(), "i18n-import-"));
    const file = join(dir, "import.sql");
    writeFileSync(file, statements.map(inlineStatement).join("\n"));
    try {
      d1(["--file", file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const publish = async () => void wrangler(["kv", "key", "delete", REVISION_KEY, "--binding", "CACHE"]);
  // Each chunk is inlined into its statements: D1's 100 KB statement limit keeps the default chunks.
  return { all, write, publish, dispose: async () => {}, chunkBytes: undefined };
}

/**
 * Bound parameters need no 100 KB statement limit: 1 MB chunks (half D1's 2 MB string limit) make
 * 11 statements of 10,000 entries instead of 101, and each statement costs Miniflare's proxy two
 * round trips (prepare, bind) of a few milliseconds: 1.3 s less for 10 files × 1,000 keys.
 */
const LOCAL_CHUNK_BYTES = 1_000_000;

/**
 * The local state, in this process. Miniflare is started before the files are read; most of its
 * start-up waits for the event loop, so it completes when the synchronous parse is done.
 */
async function localStore() {
  // Loaded here: `--remote` has no use for Miniflare (0.6 s to load).
  const { openLocalBindings } = await import("./lib/local-bindings.ts");
  let local;
  try {
    local = openLocalBindings({ persistTo: values["persist-to"] });
  } catch (error) {
    fail(error.message);
  }
  const using = async (what, run) => {
    try {
      return await run(await local.bindings);
    } catch (error) {
      throw new CliError(`${what} failed: ${error?.cause?.message ?? error?.message ?? error}`);
    }
  };
  return {
    all: (sql, params = []) =>
      using("D1 query", async ({ db }) => {
        const { results } = await db
          .prepare(sql)
          .bind(...params)
          .all();
        return results;
      }),
    write: (statements) =>
      using("D1 import", ({ db }) => db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)))),
    publish: () => using("KV delete", ({ kv }) => kv.delete(REVISION_KEY)),
    dispose: () => local.dispose(),
    chunkBytes: LOCAL_CHUNK_BYTES,
  };
}

/** The files to import: a file, or a directory's .json/.csv files, the source locale's first. */
function filesOf(source) {
  if (!statSync(source).isDirectory()) return [source];
  const first = (name) => (name.replace(/\.[^.]+$/, "") === sourceLocale ? 0 : 1);
  return readdirSync(source)
    .filter((f) => f.endsWith(".json") || f.endsWith(".csv"))
    .sort((a, b) => first(a) - first(b) || a.localeCompare(b))
    .map((f) => join(source, f));
}

/** A file's format: the one named, else CSV by extension, else nested JSON (which reads flat JSON too). */
function formatOf(path) {
  if (values.format) return values.format;
  return path.toLowerCase().endsWith(".csv") ? "csv" : "nested-json";
}

async function runImport(store) {
  if (values.format && !FORMATS.includes(values.format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
  if (!isLocaleCode(sourceLocale)) fail(`SOURCE_LOCALE ${sourceLocale} is not one of ${LOCALE_CODES.join(", ")}`);
  const files = filesOf(positionals[0] ?? "locales").map((name) => ({
    name,
    format: formatOf(name),
    content: readFileSync(name, "utf8"),
  }));
  const sources = async (keys) => {
    const sql = `SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
      WHERE v.locale = ?1 AND k.name IN (SELECT value FROM json_each(?2))`;
    const rows = await store.all(sql, [sourceLocale, JSON.stringify(keys)]);
    return new Map(rows.map((r) => [r.name, r.text]));
  };
  const { entries, errors } = await readImport(files, sourceLocale, sources);
  if (errors.length > 0) {
    for (const error of errors) console.error(describeError(error));
    fail(`${errors.length} error(s) in the file(s); nothing was imported`);
  }
  if (values["dry-run"]) return dryRun(store, entries);
  // The import's row in i18n_imports names its files: it can be undone from the editor.
  const source = { format: values.format ?? "files", fileName: files.map((f) => basename(f.name)).join(", ") };
  const options = { reviewed: !values.unreviewed, sourceLocale, source };
  await store.write(importStatements(entries, "cli:i18n-import", new Date().toISOString(), store.chunkBytes, options));
  // After the batch has committed: readers that find no pointer take the revision from D1 and
  // build its bundles; one that read the pointer before the batch cannot bring back the old one.
  await store.publish();
  const invalid = entries.filter((e) => e.problems.some((p) => p.severity === "error"));
  for (const e of invalid.slice(0, 20)) console.warn(`invalid  ${e.locale}  ${e.key}  ${e.file}:${e.line}:${e.column}`);
  const flagged = invalid.length > 0 ? `; ${invalid.length} invalid (stored, flagged, not served)` : "";
  console.log(`✓ imported ${entries.length} strings from ${files.length} file(s)${flagged}; published`);
}

async function dryRun(store, entries) {
  const locales = [...new Set(entries.map((e) => e.locale))];
  const sql = `SELECT k.name, v.locale, v.text, v.updated_at AS updatedAt FROM i18n_values v
    JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale IN (SELECT value FROM json_each(?1))`;
  const rows = await store.all(sql, [JSON.stringify(locales)]);
  const stored = new Map(rows.map((r) => [cellId(r.locale, r.name), r]));
  const planned = planEntries(entries, stored);
  for (const e of planned)
    console.log(`${e.status.padEnd(11)}  ${e.locale}  ${e.key}  ${e.file}:${e.line}:${e.column}`);
  const counts = countStatuses(planned);
  console.log(
    Object.entries(counts)
      .map(([status, n]) => `${status} ${n}`)
      .join(", "),
  );
}

async function runExport(store) {
  const format = values.format ?? "nested-json";
  const { locale, out } = values;
  if (!FORMATS.includes(format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
  if (locale && !isLocaleCode(locale)) fail(`--locale must be one of ${LOCALE_CODES.join(", ")}`);
  const rows = await store.all(EXPORT_SQL, [JSON.stringify(locale ? [locale] : LOCALE_CODES)]);
  const { text, warnings } = formatExport(rows, format, locale);
  for (const w of warnings) console.warn(`warning  ${w.locale}  ${w.key}: ${w.message} (kept as ICU text)`);
  if (!out) return void process.stdout.write(text);
  writeFileSync(out, text);
  console.error(`✓ wrote ${out}`);
}

const commands = { import: runImport, export: runExport };
let store;
try {
  if (!Object.hasOwn(commands, command)) fail("usage: i18n.mjs import|export [options]", 2);
  store = values.remote ? remoteStore() : await localStore();
  await commands[command](store);
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exitCode = error.code;
} finally {
  await store?.dispose();
}
