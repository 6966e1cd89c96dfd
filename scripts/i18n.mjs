// `npm run i18n:import -- [--format json|nested-json|csv|i18next] [--dry-run] [--remote] <file|dir>` and
// `npm run i18n:export -- [--format json|nested-json|csv|i18next] [--locale de] [--out file] [--remote]`.
// Reads files with common/formats (Node imports the TypeScript directly), writes the worker's own
// import SQL through `wrangler d1 execute` (local by default), then deletes the KV revision
// pointer so the next request reads the new revision from D1 and builds its bundles.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    format: { type: "string" },
    locale: { type: "string" },
    out: { type: "string" },
    "persist-to": { type: "string" },
  },
});

const target = values.remote ? ["--remote"] : ["--local"];
if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);
const sourceLocale = process.env.SOURCE_LOCALE || DEFAULT_LOCALE;

function fail(message, code = 1) {
  console.error(`✗ ${message}`);
  process.exit(code);
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
const query = (sql) => JSON.parse(d1(["--json", "--command", sql]))[0].results;
const literal = (value) => `'${value.replaceAll("'", "''")}'`;

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

async function runImport() {
  if (values.format && !FORMATS.includes(values.format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
  if (!isLocaleCode(sourceLocale)) fail(`SOURCE_LOCALE ${sourceLocale} is not one of ${LOCALE_CODES.join(", ")}`);
  const files = filesOf(positionals[0] ?? "locales").map((name) => ({
    name,
    format: formatOf(name),
    content: readFileSync(name, "utf8"),
  }));
  const sources = (keys) => {
    const sql = `SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
      WHERE v.locale = ${literal(sourceLocale)} AND k.name IN (SELECT value FROM json_each(${literal(JSON.stringify(keys))}))`;
    return Promise.resolve(new Map(query(sql).map((r) => [r.name, r.text])));
  };
  const { entries, errors } = await readImport(files, sourceLocale, sources);
  if (errors.length > 0) {
    for (const error of errors) console.error(describeError(error));
    fail(`${errors.length} error(s) in the file(s); nothing was imported`);
  }
  if (values["dry-run"]) return dryRun(entries);
  const statements = importStatements(entries, "cli:i18n-import", new Date().toISOString());
  const dir = mkdtempSync(join(tmpdir(), "i18n-import-"));
  const file = join(dir, "import.sql");
  writeFileSync(file, statements.map(inlineStatement).join("\n"));
  try {
    d1(["--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Readers that find no pointer take the revision from D1 and build its bundles.
  wrangler(["kv", "key", "delete", REVISION_KEY, "--binding", "CACHE"]);
  const invalid = entries.filter((e) => e.problems.some((p) => p.severity === "error"));
  for (const e of invalid.slice(0, 20)) console.warn(`invalid  ${e.locale}  ${e.key}  ${e.file}:${e.line}:${e.column}`);
  const flagged = invalid.length > 0 ? `; ${invalid.length} invalid (stored, flagged, not served)` : "";
  console.log(`✓ imported ${entries.length} strings from ${files.length} file(s)${flagged}; published`);
}

function dryRun(entries) {
  const locales = [...new Set(entries.map((e) => e.locale))];
  const sql = `SELECT k.name, v.locale, v.text, v.updated_at AS updatedAt FROM i18n_values v
    JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale IN (SELECT value FROM json_each(${literal(JSON.stringify(locales))}))`;
  const stored = new Map(query(sql).map((r) => [cellId(r.locale, r.name), r]));
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

function runExport() {
  const format = values.format ?? "nested-json";
  const { locale, out } = values;
  if (!FORMATS.includes(format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
  if (locale && !isLocaleCode(locale)) fail(`--locale must be one of ${LOCALE_CODES.join(", ")}`);
  const sql = EXPORT_SQL.replace("?1", literal(JSON.stringify(locale ? [locale] : LOCALE_CODES)));
  const { text, warnings } = formatExport(query(sql), format, locale);
  for (const w of warnings) console.warn(`warning  ${w.locale}  ${w.key}: ${w.message} (kept as ICU text)`);
  if (!out) return void process.stdout.write(text);
  writeFileSync(out, text);
  console.error(`✓ wrote ${out}`);
}

if (command === "import") await runImport();
else if (command === "export") runExport();
else fail("usage: i18n.mjs import|export [options]", 2);
