// @ts-check
// push, status and diff over the admin API (docs/cli.md; pull is ./pull.mjs). Each answers its exit code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { androidFileName, androidFiles } from "./android.mjs";
import { EXIT, UsageError } from "./errors.mjs";
import { formatOf, isTranslationFile } from "./formats.mjs";
import { answer, api } from "./http.mjs";
import { progress } from "./progress.mjs";

/** @typedef {import("./config.mjs").CliConfig} CliConfig */
/** @typedef {NonNullable<import("./api-types").operations["getTranslationsExport"]["parameters"]["query"]>} ExportQuery */
/** @typedef {Record<string, unknown>} Flags */
/** @typedef {NonNullable<import("./api-types").operations["postTranslationsImport"]["requestBody"]>["content"]["application/json"]} ImportBody */

const out = (line = "") => process.stdout.write(`${line}\n`);
/** How `diff` marks an entry, by its status. */
const MARKS = { added: "+", changed: "~", unchanged: "=", conflicting: "!", invalid: "✗" };

/** @param {CliConfig} config */
async function serverLocales(config) {
  const stats = await answer(config, "GET /stats", api(config).GET("/api/admin/translations/stats"));
  return { stats, locales: config.locales ?? stats.locales.map((l) => l.locale) };
}

/**
 * The files a push or diff reads: those named, else every translation file of the directory.
 * @param {CliConfig} config
 * @param {string[]} paths
 */
function filesOf(config, paths) {
  if (paths.length > 0) return paths;
  if (config.format === "android") {
    const files = androidFiles(config.dir);
    if (files.length === 0) throw new UsageError(`${config.dir}: no values*/strings.xml (--dir is the res/ folder)`);
    return files;
  }
  let names;
  try {
    names = readdirSync(config.dir);
  } catch {
    throw new UsageError(`${config.dir}: no such directory (pass files, or --dir)`);
  }
  const files = names.map((n) => join(config.dir, n)).filter((p) => statSync(p).isFile() && isTranslationFile(p));
  if (files.length === 0)
    throw new UsageError(`${config.dir}: no translation files (.json .csv .xlf .po .arb .xcstrings .tmx)`);
  return files.sort();
}

/**
 * @param {CliConfig} config
 * @param {string} path
 * @param {boolean} dryRun
 * @param {Flags} flags
 * @returns {ImportBody}
 */
function importBody(config, path, dryRun, flags) {
  const format = /** @type {ImportBody["format"]} */ (formatOf(path, config.format));
  if (!format) throw new UsageError(`${path}: cannot tell the format from the extension; pass --format`);
  const fileName = format === "android" ? androidFileName(path) : basename(path);
  /** @type {ImportBody} */
  const body = { format, content: readFileSync(path, "utf8"), fileName, dryRun };
  if (flags["overwrite-conflicts"]) body.overwriteConflicts = true;
  return body;
}

/** @param {{ file: string; line: number; column: number }} e */
const located = (e) => `${e.file}:${e.line}:${e.column}`;

/**
 * An import of one file (a dry run or not).
 * @param {CliConfig} config
 * @param {ImportBody} body
 */
const importFile = (config, body) =>
  answer(config, "POST /import", api(config).POST("/api/admin/translations/import", { body }));

/**
 * `push`: each file imported with the server's checks; `--dry-run` prints each entry's status.
 * @param {CliConfig} config
 * @param {string[]} paths
 * @param {Flags} flags
 */
export async function push(config, paths, flags) {
  const files = filesOf(config, paths);
  const dryRun = Boolean(flags["dry-run"]);
  const bar = progress(files.length, dryRun ? "check" : "push");
  let problems = false;
  for (const path of files) {
    if (formatOf(path, config.format) === "tmx") {
      await pushMemory(config, path, dryRun);
      bar.step(basename(path));
      continue;
    }
    const result = await importFile(config, importBody(config, path, dryRun, flags));
    bar.step(basename(path));
    const c = result.counts;
    out(
      `${path}: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.conflicting} conflicting, ${c.invalid} invalid`,
    );
    if (result.dryRun) {
      for (const e of result.entries.filter((x) => x.status !== "unchanged")) {
        out(`  ${e.status.padEnd(11)} ${e.locale} ${e.key}  ${located(e)}`);
        for (const p of e.problems) out(`    ${p.severity} ${p.code}: ${p.message}`);
      }
      if (result.truncated) out("  (the server listed the first entries only; the counts cover all)");
    } else
      out(`  written ${result.written}${result.importId ? ` (import ${result.importId}: undo it in the editor)` : ""}`);
    // Entries refused on their own (XLIFF codes that came back altered, 0091; a String Catalog's
    // key the store cannot hold, 0092): where and why, and a problem.
    for (const r of result.refused ?? [])
      out(`  refused     ${r.file ?? basename(path)}:${r.line}:${r.column} ${r.message}`);
    if (c.invalid > 0 || (c.conflicting > 0 && !flags["overwrite-conflicts"])) problems = true;
    if ((result.refused?.length ?? 0) > 0) problems = true;
  }
  return problems ? EXIT.problems : EXIT.ok;
}

/**
 * A TMX file goes to the translation memory, not to translations (docs/decisions/0070).
 * @param {CliConfig} config
 * @param {string} path
 * @param {boolean} dryRun
 */
async function pushMemory(config, path, dryRun) {
  const body = {
    format: /** @type {const} */ ("tmx"),
    content: readFileSync(path, "utf8"),
    fileName: basename(path),
    dryRun,
  };
  const result = await answer(
    config,
    "POST /memory/import",
    api(config).POST("/api/admin/translations/memory/import", { body }),
  );
  const skipped = Object.entries(result.skipped).map(([why, n]) => `, ${n} skipped (${why})`);
  out(
    `${path}: ${result.units} units, ${result.added} new in the memory, ${result.existing} already there${skipped.join("")}`,
  );
}

/**
 * `status`: completion and problems per locale, and whether the deployment has unpublished changes.
 * @param {CliConfig} config
 * @param {Flags} flags
 */
export async function status(config, flags) {
  const { stats, locales } = await serverLocales(config);
  const rows = stats.locales.filter((l) => locales.includes(l.locale));
  if (flags.json) out(JSON.stringify({ totalKeys: stats.totalKeys, locales: rows, publish: stats.publish }, null, 2));
  else {
    out(
      `${stats.totalKeys} keys, source ${stats.sourceLocale}, revision ${stats.publish.revision}${stats.publish.stale ? " (unpublished changes)" : ""}`,
    );
    out("locale  done%  missing  errors  warnings  review  outdated");
    for (const l of rows) {
      const pct = stats.totalKeys === 0 ? 100 : Math.floor(((l.done ?? l.translated) / stats.totalKeys) * 100);
      out(
        `${l.locale.padEnd(6)}  ${String(pct).padStart(5)}  ${String(l.missing).padStart(7)}  ${String(l.errors).padStart(6)}  ${String(l.warnings).padStart(8)}  ${String(l.needsReview).padStart(6)}  ${String(l.outdated).padStart(8)}`,
      );
    }
  }
  return rows.some((l) => l.errors > 0) || stats.publish.stale ? EXIT.problems : EXIT.ok;
}

/**
 * One locale's translations on the server, as a flat JSON file.
 * @param {CliConfig} config
 * @param {NonNullable<ExportQuery["locale"]>} locale
 */
async function serverKeys(config, locale) {
  const query = { format: /** @type {const} */ ("json"), locale };
  const file = await answer(
    config,
    "GET /export",
    api(config).GET("/api/admin/translations/export", { params: { query }, parseAs: "text" }),
  );
  return Object.keys(JSON.parse(file));
}

/**
 * `diff`: what a push of the local files would change, and the keys the server has that they lack.
 * @param {CliConfig} config
 * @param {string[]} paths
 * @param {Flags} flags
 */
export async function diff(config, paths, flags) {
  let differs = false;
  for (const path of filesOf(config, paths)) {
    if (formatOf(path, config.format) === "tmx") {
      out(`${path}: a translation memory file, not compared`);
      continue;
    }
    const result = await importFile(config, importBody(config, path, true, flags));
    if (!result.dryRun) throw new Error("the server applied a dry run");
    const entries = result.entries.filter((e) => e.status !== "unchanged");
    for (const e of entries) out(`${MARKS[e.status]} ${e.locale} ${e.key}  ${located(e)}`);
    const local = new Set(result.entries.map((e) => `${e.locale}\u0000${e.key}`));
    for (const locale of new Set(result.entries.map((e) => e.locale))) {
      for (const key of await serverKeys(config, locale)) {
        if (!local.has(`${locale}\u0000${key}`)) {
          out(`- ${locale} ${key}  (only on the server)`);
          differs = true;
        }
      }
    }
    if (entries.length > 0) differs = true;
  }
  if (!differs) out("no differences");
  return differs ? EXIT.problems : EXIT.ok;
}
