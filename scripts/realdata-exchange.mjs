// `node scripts/realdata-check.mjs <dir…> --format xliff|xliff12|xliff20|po|arb|tmx [--source en]` (delegated here,
// xliff12 and xliff20 exporting that XLIFF version; xliff: 2.0):
// every file of the format under the folders, through what the product does with it: file → locale
// (common/formats/source-locale.ts: the name, else what the file declares; a contradiction is an
// error), import with the checks against the folder's source-locale file, export through the
// worker's own exporter (worker/services/translations/export-exchange.ts) as the store would hold
// the entries (approved unless the file says needs review; the description kept), re-import.
// Prints a Markdown table per file: entries, added, skipped by reason, invalid with reasons, file
// errors, warnings by code, round-trip differences (import → export → import) and whether
// export → import → export gives the same bytes. TMX goes to the memory: units, pairs, skipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { exportAndroid } from "../common/formats/android-export.ts";
import { parseFile } from "../common/formats/import.ts";
import { pairsOf } from "../common/formats/memory-pairs.ts";
import { localeOfSource } from "../common/formats/source-locale.ts";
import { exportTmx, readTmx } from "../common/formats/tmx.ts";
import { exchangeExport } from "../worker/services/translations/export-exchange.ts";

const EXTENSIONS = {
  xliff: /\.(xlf|xliff)$/i,
  po: /\.po$/i,
  arb: /\.arb$/i,
  android: /\/values[^/]*\/strings\.xml$/,
  tmx: /\.tmx$/i,
};
/** Android's files are `values-<qualifier>/strings.xml`: the folder names the locale, the project groups them. */
const nameOf = (path, format) => (format === "android" ? path.split("/").slice(-2).join("/") : basename(path));
const groupOf = (path, format) => (format === "android" ? dirname(dirname(path)) : dirname(path));

const walk = (d) =>
  readdirSync(d).flatMap((f) => {
    const path = join(d, f);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const count = (list, by) => {
  const out = {};
  for (const item of list) out[by(item)] = (out[by(item)] ?? 0) + 1;
  return out;
};
const listed = (counts) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ") || "–";

/** The store's view of the entries: approved unless the file says needs review, in file order. */
const rowsOf = (entries, locale) =>
  entries.map((e, i) => ({
    name: e.key,
    locale,
    text: e.text,
    position: i,
    reviewed: e.state === "needs-review" ? 0 : 1,
    outdated: 0,
    description: e.description ?? "",
  }));
const stored = (e) => JSON.stringify([e.key, e.text, e.state === "needs-review", e.description ?? ""]);

/** The folder's file of the source locale, read as such (its texts are the checks' sources and XLIFF's `<source>`). */
function sourcesOf(paths, format, sourceLocale) {
  for (const path of paths) {
    const file = { name: nameOf(path, format), format, content: readFileSync(path, "utf8") };
    const found = localeOfSource(file, sourceLocale);
    if ("locale" in found && found.locale === sourceLocale) {
      const result = parseFile(format, file.content, { locale: sourceLocale, sourceLocale });
      return new Map(result.entries.map((e) => [e.key, e.text]));
    }
  }
  return new Map();
}

function checkFile(path, format, sourceLocale, sources, version) {
  const file = { name: nameOf(path, format), format, content: readFileSync(path, "utf8") };
  let found = localeOfSource(file, sourceLocale);
  let named = "";
  // A file that names no language (Angular's extracted messages.xlf) imports when the caller names one.
  if ("error" in found && !/declares/.test(found.error)) {
    found = localeOfSource({ ...file, locale: sourceLocale }, sourceLocale);
    named = ` (named: ${sourceLocale})`;
  }
  if ("error" in found) return { locale: "–", note: found.error };
  const { locale } = found;
  const options = { locale, fileName: file.name, sourceLocale, sources: locale === sourceLocale ? undefined : sources };
  const first = parseFile(format, file.content, options);
  const invalid = first.entries.filter((e) => e.problems.some((p) => p.severity === "error"));
  const warnings = first.entries.flatMap((e) => e.problems.filter((p) => p.severity === "warning"));
  const sourceRows = [...sources].map(([key, text], i) => ({
    ...rowsOf([{ key, text }], sourceLocale)[0],
    position: i,
  }));
  const write = (entries) =>
    format === "android"
      ? exportAndroid(
          rowsOf(entries, locale).map((r) => ({ key: r.name, text: r.text, description: r.description })),
          locale,
        ).text
      : exchangeExport([...rowsOf(entries, locale), ...(locale === sourceLocale ? [] : sourceRows)], format, locale, {
          sourceLocale,
          version,
        });
  const exported = write(first.entries);
  const second = parseFile(format, exported, { locale, sourceLocale });
  const after = new Set(second.entries.map(stored));
  const diffs =
    first.entries.filter((e) => !after.has(stored(e))).length +
    Math.max(0, second.entries.length - first.entries.length) +
    second.errors.length;
  return {
    locale: `${locale}${named}`,
    entries: first.entries.length,
    added: first.entries.length - invalid.length,
    skipped: listed(first.skipped ?? {}),
    invalid: invalid.length
      ? `${invalid.length} (${listed(count(invalid, (e) => e.problems.find((p) => p.severity === "error").code))})`
      : "0",
    errors: first.errors.length
      ? `${first.errors.length} (${first.errors
          .slice(0, 2)
          .map((e) => `${e.line}:${e.column} ${e.message}`)
          .join("; ")})`
      : "0",
    warnings: listed(count(warnings, (p) => p.code)),
    diffs,
    bytes: write(second.entries) === exported ? "same" : "DIFFER",
  };
}

function checkTmx(path, sourceLocale) {
  const read = readTmx(readFileSync(path, "utf8"));
  const { pairs, skipped } = pairsOf(read.units, sourceLocale);
  const units = pairs.map((p) => ({
    variants: [
      { lang: sourceLocale, text: p.source },
      { lang: p.locale, text: p.target },
    ],
  }));
  const exported = exportTmx(units, { sourceLang: sourceLocale, creationTool: "polyglot" });
  const again = pairsOf(readTmx(exported).units, sourceLocale).pairs;
  const same = JSON.stringify(again) === JSON.stringify(pairs);
  return {
    locale: "memory",
    entries: pairs.length,
    added: pairs.length,
    skipped: listed(skipped),
    invalid: "0",
    errors: String(read.errors.length),
    warnings: "–",
    diffs: same ? 0 : Math.abs(again.length - pairs.length) || 1,
    bytes: "–",
  };
}

/** `xliff12`/`xliff20`: XLIFF read as ever, written back in that version. */
const XLIFF_VERSIONS = { xliff12: "1.2", xliff20: "2.0" };

export function runExchangeCheck(dirs, asked, sourceLocale = "en") {
  const version = XLIFF_VERSIONS[asked];
  const format = version ? "xliff" : asked;
  console.log(
    `| file | locale | entries | added | skipped | invalid (reasons) | file errors | warnings by code | i→e→i diffs | e→i→e bytes |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  const paths = dirs
    .flatMap(walk)
    .filter((p) => EXTENSIONS[format].test(p))
    .sort();
  const byFolder = new Map();
  for (const path of paths) byFolder.set(groupOf(path, format), [...(byFolder.get(groupOf(path, format)) ?? []), path]);
  for (const files of byFolder.values()) {
    const sources = format === "tmx" ? new Map() : sourcesOf(files, format, sourceLocale);
    for (const path of files) {
      const name = path.split("/").slice(-3).join("/");
      const r =
        format === "tmx" ? checkTmx(path, sourceLocale) : checkFile(path, format, sourceLocale, sources, version);
      if (r.note) console.log(`| ${name} | – | not imported: ${r.note.replace(/\|/g, "\\|")} |||||||| `);
      else
        console.log(
          `| ${name} | ${r.locale} | ${r.entries} | ${r.added} | ${r.skipped} | ${r.invalid} | ${r.errors.replace(/\|/g, "\\|")} | ${r.warnings} | ${r.diffs} | ${r.bytes} |`,
        );
    }
  }
}
