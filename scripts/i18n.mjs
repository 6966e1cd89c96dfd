// `npm run i18n:import -- [--format json|nested-json|csv|i18next|xliff|po|arb|xcstrings|tmx] [--locale de] [--dry-run [--problems]] [--unreviewed] [--remote] <file|dir>` and
// `npm run i18n:export -- [--format …|tmx] [--locale de] [--xliff-version 2.0|1.2] [--out file] [--remote]`.
// With no path, the seed: `locales/*.json` and the admin's `locales/admin/<code>/*.json`, the admin's
// written only where the store lacks them or this import wrote them last (docs/decisions/0088).
// The format is guessed from the extension where it is unambiguous (.xlf .xliff .po .arb .xcstrings .tmx .csv);
// a .json file is nested JSON unless named. TMX goes to the translation memory (scripts/lib/i18n-memory.mjs).
// Parses the arguments, opens the bindings and calls the worker's own import and export
// (worker/services/translations/import-translations.ts, import-export.ts): the same reading, checks,
// SQL and publication as an import from the editor, written as reviewed unless --unreviewed.
// Locally (the default, or `--persist-to <dir>`) the bindings are Miniflare's over the state wrangler
// uses, in this process (scripts/lib/local-bindings.ts; docs/decisions/0045-cli-import-in-one-process.md);
// `--remote` reaches the deployed D1 and KV through wrangler (scripts/lib/remote-bindings.ts).
import "./lib/worker-modules.mjs";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { FORMATS, formatOfFileName, XLIFF_VERSIONS } from "../common/contracts/formats.ts";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES } from "../common/locales.ts";
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
    // The dry run lists each entry's problems (warnings too) under it.
    problems: { type: "boolean", default: false },
    format: { type: "string" },
    locale: { type: "string" },
    "xliff-version": { type: "string" },
    out: { type: "string" },
    "persist-to": { type: "string" },
  },
});
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

/**
 * Bound parameters need no 100 KB statement limit: 1 MB chunks (half D1's 2 MB string limit) make
 * 11 statements of 10,000 entries instead of 101, each costing Miniflare's proxy two round trips.
 */
const LOCAL_CHUNK_BYTES = 1_000_000;

/** `{ DB, CACHE }` for the worker's services, `chunkBytes` for the import, and `dispose()`. */
async function openBindings() {
  if (values.remote) {
    const { remoteBindings } = await import("./lib/remote-bindings.ts");
    return { bindings: remoteBindings(OFFLINE_ENV), chunkBytes: undefined, dispose: async () => {} };
  }
  // Loaded here: `--remote` has no use for Miniflare (0.6 s to load).
  const { openLocalBindings } = await import("./lib/local-bindings.ts");
  let local;
  try {
    local = openLocalBindings({ persistTo: values["persist-to"] });
  } catch (error) {
    fail(error.message);
  }
  // Miniflare starts while the files are read: awaited only when the store is first used.
  const { db, kv } = await local.bindings.catch((error) => fail(`Miniflare failed: ${error?.message ?? error}`));
  const DB = {
    prepare: (sql) => retried(db.prepare(sql)),
    batch: (list) => onceMore(() => db.batch(list.map(unwrap))),
  };
  return { bindings: { DB, CACHE: kv }, chunkBytes: LOCAL_CHUNK_BYTES, dispose: () => local.dispose() };
}

/**
 * Miniflare's proxy may hand the batch, sent after seconds of checking, a kept-alive socket
 * workerd has just closed ("other side closed"): nothing reached D1, so it is sent once more.
 * An import is idempotent besides (import-sql.ts): a batch that had run would change nothing.
 */
async function onceMore(send) {
  try {
    return await send();
  } catch (error) {
    if (error?.cause?.code !== "UND_ERR_SOCKET") throw error;
    return send();
  }
}

/** D1's statements, sent by `retried`'s reads and by the batch. */
const statements = new WeakMap();
const unwrap = (statement) => statements.get(statement) ?? statement;

/**
 * A statement whose reads are sent once more like the batch: a read after seconds of checking
 * (the stored cells of 10,000 keys, read after 100,000 messages were checked) meets the same
 * closed socket. A read changes nothing, so it is safe to repeat; `run` (a write) is left alone.
 */
function retried(statement) {
  const read =
    (kind) =>
    (...args) =>
      onceMore(() => statement[kind](...args));
  const wrapped = {
    bind: (...values) => retried(statement.bind(...values)),
    first: read("first"),
    all: read("all"),
    raw: read("raw"),
    run: (...args) => statement.run(...args),
  };
  statements.set(wrapped, statement);
  return wrapped;
}

/** The files to import: a file, or a directory's translation files, the source locale's first. */
function filesOf(source) {
  if (!statSync(source).isDirectory()) return [source];
  const first = (name) => (name.replace(/\.[^.]+$/, "") === sourceLocale ? 0 : 1);
  return readdirSync(source)
    .filter((f) => /\.(json|csv|xlf|xliff|po|arb|xcstrings)$/i.test(f))
    .sort((a, b) => first(a) - first(b) || a.localeCompare(b))
    .map((f) => join(source, f));
}

/** A file's format: the one named, else its extension's, else nested JSON (which reads flat JSON too). */
function formatOf(path) {
  return values.format ?? formatOfFileName(path) ?? "nested-json";
}

const FORMAT_LIST = [...FORMATS, "tmx"];

/** The command line may edit every locale and add keys; its imports are reviewed unless --unreviewed. */
const CLI_IMPORTER = { actor: "cli:i18n-import", canEdit: () => true, canAddKeys: true };

async function importCommand(open) {
  if (values.format && !FORMAT_LIST.includes(values.format)) fail(`--format must be one of ${FORMAT_LIST.join(", ")}`);
  if (!isLocaleCode(sourceLocale)) fail(`SOURCE_LOCALE ${sourceLocale} is not one of ${LOCALE_CODES.join(", ")}`);
  const { locale } = values;
  if (locale && !isLocaleCode(locale)) fail(`--locale must be one of ${LOCALE_CODES.join(", ")}`);
  // No path: the seed, the site's locales/*.json and the admin's locales/admin/<code>/*.json (seeded only).
  const seed = positionals[0] === undefined;
  const paths = filesOf(positionals[0] ?? "locales");
  if (paths.some((p) => formatOf(p) === "tmx")) {
    const { importMemory } = await import("./lib/i18n-memory.mjs");
    return importMemory(paths, { open, sourceLocale, dryRun: values["dry-run"], fail });
  }
  const files = paths.map((name) => ({
    name,
    format: formatOf(name),
    content: readFileSync(name, "utf8"),
    locale,
  }));
  if (seed) {
    const { adminSeedFiles } = await import("./lib/admin-seed.mjs");
    files.push(...adminSeedFiles().filter((f) => !locale || f.locale === locale));
  }
  const { isAdminKey } = await import("../common/admin-locale.ts");
  const { importTranslations, ImportRefused } = await import("../worker/services/translations/import-translations.ts");
  const { bindings, chunkBytes } = await open();
  const run = {
    files,
    importer: CLI_IMPORTER,
    sourceLocale,
    dryRun: values["dry-run"],
    reviewed: !values.unreviewed,
    // The import's row in i18n_imports names its files: it can be undone from the editor.
    label: { format: values.format ?? "files", fileName: files.map((f) => basename(f.name)).join(", ") },
    // As before the web import existed: a key twice in one import takes the last file's text.
    overwriteConflicts: true,
    chunkBytes,
    // The admin's messages are seeded: a text someone changed in the editor is kept (docs/decisions/0088).
    seeds: seed ? isAdminKey : undefined,
  };
  const outcome = await importTranslations(bindings, run).catch((error) => {
    if (!(error instanceof ImportRefused)) throw error;
    for (const e of error.fileErrors) console.error(`${e.file ?? "content"}:${e.line}:${e.column} ${e.message}`);
    fail(`${error.fileErrors.length} error(s) in the file(s); nothing was imported`);
  });
  // Units refused on their own (XLIFF codes that came back altered, docs/decisions/0091): the rest is imported.
  for (const e of outcome.refused) console.error(`refused  ${e.file ?? "content"}:${e.line}:${e.column} ${e.message}`);
  if (outcome.dryRun) return dryRunReport(outcome);
  const invalid = outcome.entries.filter((e) => e.status === "invalid");
  for (const e of invalid.slice(0, 20)) console.warn(`invalid  ${e.locale}  ${e.key}  ${e.file}:${e.line}:${e.column}`);
  const flagged = invalid.length > 0 ? `; ${invalid.length} invalid (stored, flagged, not served)` : "";
  const published = outcome.publish.delayed ? `; saved, but ${outcome.publish.message}` : "; published";
  console.log(
    `✓ imported ${outcome.entries.length} strings from ${files.length} file(s)${flagged}${skippedNote(outcome.skipped)}${published}`,
  );
}

/** `; skipped: obsolete 3, untranslated 12` (units of the files that yield no entry by design). */
function skippedNote(skipped) {
  const parts = Object.entries(skipped ?? {}).map(([why, n]) => `${why} ${n}`);
  return parts.length > 0 ? `; skipped: ${parts.join(", ")}` : "";
}

/**
 * Each entry with its status, where it is and whether the file wants it reviewed; with --problems,
 * every problem under it (warnings too: a plural missing a category its language needs).
 */
function dryRunReport({ entries, counts, skipped }) {
  for (const e of entries) {
    const review = e.state === "needs-review" ? "  (needs review)" : "";
    console.log(`${e.status.padEnd(11)}  ${e.locale}  ${e.key}  ${e.file}:${e.line}:${e.column}${review}`);
    if (!values.problems) continue;
    for (const p of e.problems) console.log(`             ${p.severity} ${p.code} ${p.line}:${p.column} ${p.message}`);
  }
  const line = Object.entries(counts)
    .map(([status, n]) => `${status} ${n}`)
    .join(", ");
  console.log(`${line}${skippedNote(skipped)}`);
}

async function exportCommand(open) {
  const format = values.format ?? "nested-json";
  const { locale, out } = values;
  const version = values["xliff-version"];
  if (!FORMAT_LIST.includes(format)) fail(`--format must be one of ${FORMAT_LIST.join(", ")}`);
  if (locale && !isLocaleCode(locale)) fail(`--locale must be one of ${LOCALE_CODES.join(", ")}`);
  if (version && !XLIFF_VERSIONS.includes(version)) fail(`--xliff-version must be one of ${XLIFF_VERSIONS.join(", ")}`);
  if (["xliff", "po", "arb"].includes(format) && !locale)
    fail(`--locale is required: a ${format} file holds one locale`);
  const { exportTranslations } = await import("../worker/services/translations/import-export.ts");
  const { exportMemory } = await import("../worker/services/memory/memory-export.ts");
  const { bindings } = await open();
  const { text, warnings } =
    format === "tmx"
      ? { text: await exportMemory(bindings.DB, sourceLocale), warnings: [] }
      : await exportTranslations(bindings.DB, format, locale, { sourceLocale, version });
  for (const w of warnings) console.warn(`warning  ${w.locale}  ${w.key}: ${w.message} (kept as ICU text)`);
  if (!out) return void process.stdout.write(text);
  writeFileSync(out, text);
  console.error(`✓ wrote ${out}`);
}

const commands = { import: importCommand, export: exportCommand };
let opening;
try {
  if (!Object.hasOwn(commands, command)) fail("usage: i18n.mjs import|export [options]", 2);
  // Started at once (Miniflare boots while the files are read), awaited when first used.
  opening = openBindings();
  opening.catch(() => {});
  await commands[command](() => opening);
} catch (error) {
  // A D1 or KV failure is reported as one line too: what failed, never a stack.
  const message =
    error instanceof CliError
      ? error.message
      : `${command} failed: ${error?.cause?.message ?? error?.message ?? error}`;
  console.error(`✗ ${message}`);
  process.exitCode = error instanceof CliError ? error.code : 1;
} finally {
  await (await opening?.catch(() => undefined))?.dispose();
}
