// `npm run i18n:import -- [--remote] [file|dir]` and
// `npm run i18n:export -- [--format json|nested-json|csv] [--locale de] [--out dir] [--remote]`.
// Runs the worker's own import SQL and export formatting (imported as TypeScript by Node)
// against D1 through `wrangler d1 execute`, local by default.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { parseArgs } from "node:util";
import { isLocaleCode, LOCALE_CODES } from "../common/locales.ts";
import { EXPORT_SQL, FORMATS, formatExport, parseImport } from "../worker/services/translations/formats.ts";
import { importStatements, inlineStatement } from "../worker/services/translations/import-sql.ts";
import { OFFLINE_ENV } from "./lib.mjs";

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    format: { type: "string", default: "nested-json" },
    locale: { type: "string" },
    out: { type: "string", default: "export" },
    "persist-to": { type: "string" },
  },
});

const target = values.remote ? ["--remote"] : ["--local"];
if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);

function d1(args) {
  const res = spawnSync("wrangler", ["d1", "execute", "DB", ...target, "--yes", ...args], {
    env: OFFLINE_ENV,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    process.exit(res.status ?? 1);
  }
  return res.stdout;
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(2);
}

/** The entries of a file: `{locale}.json` (nested or flat) or a CSV with locale columns. */
function entriesOf(path) {
  const content = readFileSync(path, "utf8");
  if (extname(path) === ".csv") return parseImport("csv", content);
  const locale = basename(path, ".json");
  if (!isLocaleCode(locale)) fail(`${path}: name JSON files after their locale (de.json)`);
  return parseImport("nested-json", content, locale);
}

function runImport() {
  const source = positionals[0] ?? "locales";
  const files = statSync(source).isDirectory()
    ? readdirSync(source)
        .filter((f) => f.endsWith(".json") || f.endsWith(".csv"))
        // The fallback locale first, so new keys are created in its order.
        .sort((a, b) => (a === "sk.json" ? -1 : b === "sk.json" ? 1 : a.localeCompare(b)))
        .map((f) => join(source, f))
    : [source];
  const entries = files.flatMap(entriesOf);
  const statements = importStatements(entries, "cli:i18n-import", new Date().toISOString());
  const dir = mkdtempSync(join(tmpdir(), "i18n-import-"));
  const file = join(dir, "import.sql");
  writeFileSync(file, statements.map(inlineStatement).join("\n"));
  try {
    d1(["--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const revision = JSON.parse(d1(["--json", "--command", "SELECT revision FROM i18n_revision"]))[0].results[0].revision;
  console.log(`✓ imported ${entries.length} strings from ${files.length} file(s); revision ${revision}`);
}

function runExport() {
  const { format, locale, out } = values;
  if (!FORMATS.includes(format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
  if (locale && !isLocaleCode(locale)) fail(`--locale must be one of ${LOCALE_CODES.join(", ")}`);
  const locales = locale ? [locale] : LOCALE_CODES;
  const sql = EXPORT_SQL.replace("?1", `'${JSON.stringify(locales)}'`);
  const rows = JSON.parse(d1(["--json", "--command", sql]))[0].results;
  mkdirSync(out, { recursive: true });
  if (format === "csv") {
    const file = join(out, `${locale ?? "translations"}.csv`);
    writeFileSync(file, formatExport(rows, "csv", locale));
    console.log(`✓ wrote ${file}`);
    return;
  }
  for (const code of locales) {
    const file = join(out, `${code}.json`);
    writeFileSync(file, formatExport(rows, format, code));
  }
  console.log(`✓ wrote ${locales.length} file(s) to ${out}/`);
}

if (command === "import") runImport();
else if (command === "export") runExport();
else fail("usage: i18n.mjs import|export [options]");
