// `node scripts/realdata-check.mjs <dir…> --format xcstrings [--source en]` (delegated here): every
// String Catalog under the folders through what the product does with it (docs/decisions/0092):
// import every locale of ours (checked against the site's source locale: the file's
// `sourceLanguage` unless --source names one), then
// - i→e→i: export the entries as the store would hold them (approved unless the file says
//   otherwise, the comment kept) from scratch and import that again: entries that differ;
// - bytes over the file: export over the original file (common/formats/xcstrings-export.ts's
//   `base`) and the CLI's `pull` (the scratch export merged into the file): identical?
// - e→i→e: the scratch export imported and exported again: identical?
// Prints a Markdown table per file: entries read per locale, written, refused with reasons,
// skipped by reason, invalid (an error problem), warnings by code, and the three round trips.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { mergeCatalog } from "../bin/lib/xcstrings-merge.mjs";
import { xcodeOrder } from "../common/formats/xcode-json.ts";
import { exportXcstrings } from "../common/formats/xcstrings-export.ts";
import { catalogLocale, importXcstrings } from "../common/formats/xcstrings-import.ts";

const walk = (d) =>
  readdirSync(d).flatMap((f) => {
    const path = join(d, f);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const listed = (counts) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ") || "–";
const countBy = (list, by) => {
  const out = {};
  for (const item of list) out[by(item)] = (out[by(item)] ?? 0) + 1;
  return out;
};

const stored = (entries) =>
  entries.map((e) => ({
    key: e.key,
    locale: e.locale,
    text: e.text,
    reviewed: e.state !== "needs-review",
    description: e.description ?? "",
  }));
const id = (e) => JSON.stringify([e.locale, e.key, e.text, e.reviewed, e.description]);

/** Why an entry was refused, without the key (`the key must not have an empty segment`). */
const reason = (message) =>
  message
    .replace(/^xcstrings: strings\[.*?\](?=[.:])/, "")
    .replace(/^: the key /, "key ")
    .replace(/ \(.*$/, "")
    .replace(/^\.localizations\.[\w-]+/, "localization");

function readAll(text, sourceLocale) {
  const first = importXcstrings(text, { locale: sourceLocale, sourceLocale });
  const sources = new Map(first.entries.filter((e) => e.locale === sourceLocale).map((e) => [e.key, e.text]));
  return importXcstrings(text, { locale: sourceLocale, sourceLocale, sources });
}

function checkFile(path, named) {
  const text = readFileSync(path, "utf8");
  const declared = /"sourceLanguage"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  const sourceLocale = named ?? (declared && catalogLocale(declared)) ?? "en";
  const read = readAll(text, sourceLocale);
  const entries = stored(read.entries);
  const fresh = exportXcstrings(entries, { sourceLocale });
  const again = importXcstrings(fresh.text, { locale: sourceLocale, sourceLocale });
  const back = new Set(stored(again.entries).map(id));
  const diffs =
    entries.filter((e) => !back.has(id(e))).length +
    Math.max(0, again.entries.length - read.entries.length) +
    again.errors.length +
    (again.refused ?? []).length;
  const over = exportXcstrings(entries, { sourceLocale, base: text });
  const twice = exportXcstrings(stored(again.entries), { sourceLocale }).text;
  const keys = [...text.matchAll(/^ {4}("(?:[^"\\]|\\.)*") : \{/gm)].map((m) => JSON.parse(m[1]));
  const sorted = keys.every((k, i) => i === 0 || xcodeOrder(keys[i - 1], k) < 0);
  const invalid = read.entries.filter((e) => e.problems.some((p) => p.severity === "error"));
  const warnings = read.entries.flatMap((e) => e.problems.filter((p) => p.severity === "warning"));
  return {
    source: `${declared ?? "–"} → ${sourceLocale}`,
    read: `${read.entries.length} (${listed(countBy(read.entries, (e) => e.locale))})`,
    written: again.entries.length,
    refused: read.refused.length
      ? `${read.refused.length} (${listed(countBy(read.refused, (e) => reason(e.message)))})`
      : "0",
    skipped: listed(read.skipped ?? {}),
    errors: read.errors.length ? `${read.errors.length} (${read.errors[0].message})` : "0",
    invalid: invalid.length
      ? `${invalid.length} (${listed(countBy(invalid, (e) => e.problems.find((p) => p.severity === "error").code))})`
      : "0",
    warnings: listed(countBy(warnings, (p) => p.code)),
    exportWarnings: fresh.warnings.length,
    diffs,
    base: over.text === text ? "same" : "DIFFER",
    pulled: mergeCatalog(fresh.text, text) === text ? "same" : "DIFFER",
    bytes: twice === fresh.text ? "same" : "DIFFER",
    order: sorted ? "yes" : "no",
  };
}

export function runXcstringsCheck(dirs, sourceLocale) {
  console.log(
    "| file | source | entries read (per locale) | written | refused (why) | skipped | file errors | invalid | warnings by code | export warnings | i→e→i diffs | export over the file: bytes | pull over the file: bytes | e→i→e bytes | keys in Xcode's order |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const paths = dirs
    .flatMap(walk)
    .filter((p) => /\.xcstrings$/i.test(p))
    .sort();
  for (const path of paths) {
    const r = checkFile(path, sourceLocale);
    const name = `${basename(join(path, ".."))}/${basename(path)}`;
    console.log(
      `| ${name} | ${r.source} | ${r.read} | ${r.written} | ${r.refused} | ${r.skipped} | ${r.errors} | ${r.invalid} | ${r.warnings} | ${r.exportWarnings} | ${r.diffs} | ${r.base} | ${r.pulled} | ${r.bytes} | ${r.order} |`,
    );
  }
}
