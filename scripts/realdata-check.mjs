// `node scripts/realdata-check.mjs <dir> --format json|nested-json|csv|i18next [--source en] [--format-values]`
// `node scripts/realdata-check.mjs <dir…> --format xliff|xliff12|xliff20|po|arb|android|tmx [--source en]`: per file (./realdata-exchange.mjs).
// `node scripts/realdata-check.mjs <dir…> --format xcstrings [--source en]`: per catalog (./realdata-xcstrings.mjs).
// Runs a folder of translation files through the import pipeline the app uses: file name → locale,
// import, checks against the source locale, compile, export and re-import (the round trip must give
// the same entries), and prints counts and the time of each phase. `--format-values` also formats
// every message of the source file in every locale's plural rules (scripts/realdata-format.mjs).
// See docs/decisions/0040-real-data-validation.md.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { FORMATS } from "../common/contracts/formats.ts";
import { localeOfFile } from "../common/formats/file-locale.ts";
import { parseFile } from "../common/formats/import.ts";
import { compileBundle } from "../common/icu/compile.ts";
import { exportAll, roundTrips } from "./realdata-export.mjs";
import { formatEveryMessage } from "./realdata-format.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "json" },
    source: { type: "string" },
    "format-values": { type: "boolean", default: false },
  },
});
const [dir] = positionals;
if (values.format === "xcstrings" && dir) {
  const { runXcstringsCheck } = await import("./realdata-xcstrings.mjs");
  runXcstringsCheck(positionals, values.source);
  process.exit(0);
}
if (["xliff", "xliff12", "xliff20", "po", "arb", "android", "tmx"].includes(values.format) && dir) {
  const { runExchangeCheck } = await import("./realdata-exchange.mjs");
  runExchangeCheck(positionals, values.format, values.source);
  process.exit(0);
}
if (!dir || !FORMATS.includes(values.format)) {
  console.error(`usage: realdata-check.mjs <dir> --format ${[...FORMATS, "tmx"].join("|")} [--source en]`);
  process.exit(2);
}
const format = values.format;
const times = new Map();
function timed(phase, run) {
  const start = performance.now();
  const result = run();
  times.set(phase, (times.get(phase) ?? 0) + performance.now() - start);
  return result;
}

const walk = (d) =>
  readdirSync(d).flatMap((f) => {
    if (f.startsWith(".")) return [];
    const path = join(d, f);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

// Files → locales; a file we cannot place is reported, never guessed.
const files = new Map();
const unmapped = [];
for (const path of walk(dir).filter((p) => /\.(json|csv)$/i.test(p))) {
  const name = relative(dir, path);
  const found = localeOfFile(name);
  if ("error" in found) unmapped.push(name);
  else if (files.has(found.locale)) unmapped.push(`${name} (${found.locale} is already ${files.get(found.locale)})`);
  else files.set(found.locale, name);
}
const texts = timed("read", () => new Map([...files].map(([l, name]) => [l, readFileSync(join(dir, name), "utf8")])));
const sourceLocale = values.source ?? (files.has("en") ? "en" : "sk");
if (!files.has(sourceLocale)) {
  console.error(`no file for the source locale ${sourceLocale}; mapped: ${[...files.keys()].join(", ")}`);
  process.exit(1);
}

// Import and check: the source first, so every other locale is compared with it.
const results = new Map();
const importOne = (locale, sources) =>
  parseFile(format, texts.get(locale), { locale, fileName: files.get(locale), sources, sourceLocale });
const source = timed("import+check", () => importOne(sourceLocale, undefined));
const sources = new Map(source.entries.filter((e) => e.locale === sourceLocale).map((e) => [e.key, e.text]));
results.set(sourceLocale, source);
for (const locale of files.keys()) {
  if (locale !== sourceLocale)
    results.set(
      locale,
      timed("import+check", () => importOne(locale, sources)),
    );
}

const entries = [...results.values()].flatMap((r) => r.entries);
const fileErrors = [...results.values()].flatMap((r) => r.errors);
const problems = new Map();
for (const e of entries) for (const p of e.problems) problems.set(p.code, (problems.get(p.code) ?? 0) + 1);

const compileFailures = timed("compile", () => {
  let failed = 0;
  for (const locale of results.keys()) {
    failed += compileBundle(entries.filter((e) => e.locale === locale).map((e) => [e.key, e.text])).errors.length;
  }
  return failed;
});
const exported = timed("export", () => exportAll(entries, [...results.keys()]));
const trips = timed("re-import", () => roundTrips(exported, entries, sources, sourceLocale));

const keys = new Set(sources.keys());
const leafAndBranch = [...keys].filter((k) => [...prefixesOf(k)].some((p) => keys.has(p)));
function* prefixesOf(key) {
  for (let i = key.indexOf("."); i >= 0; i = key.indexOf(".", i + 1)) yield key.slice(0, i);
}

console.log(`${dir} (${format}), source ${sourceLocale}`);
console.log(`files: ${files.size} mapped (${[...files].map(([l, n]) => `${l}=${n}`).join(", ")})`);
console.log(`unmapped files: ${unmapped.length}${unmapped.length ? ` (${unmapped.join(", ")})` : ""}`);
console.log(`entries: ${entries.length} (${[...results].map(([l, r]) => `${l} ${r.entries.length}`).join(", ")})`);
console.log(`file errors: ${fileErrors.length}`);
for (const e of fileErrors.slice(0, 10)) console.log(`  ${e.file}:${e.line}:${e.column} ${e.message}`);
console.log(`problems by code: ${[...problems].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`);
console.log(
  `keys that are a message and a prefix: ${new Set(leafAndBranch.flatMap((k) => [...prefixesOf(k)].filter((p) => keys.has(p)))).size}`,
);
console.log(`compile failures: ${compileFailures}`);
for (const [to, { mismatches, respelled, lossy, reordered }] of trips) {
  const notes = [
    respelled ? `${respelled} respelled (other ICU quoting, same message)` : "",
    lossy ? `${lossy} kept as ICU text (no i18next equivalent)` : "",
    reordered ? "key order changed" : "",
  ].filter(Boolean);
  console.log(`round trip through ${to}: ${mismatches.length} mismatches${notes.map((n) => `; ${n}`).join("")}`);
  for (const m of mismatches.slice(0, 5)) console.log(`  ${m}`);
}
if (values["format-values"]) {
  const outcome = timed("format", () => formatEveryMessage(source.entries));
  console.log(
    `formatted: ${outcome.calls} calls (${outcome.messages} messages × ${outcome.tags} plural tags × values), exceptions: ${outcome.failures.length}`,
  );
  for (const f of outcome.failures.slice(0, 10)) console.log(`  ${f}`);
}
console.log(`time (ms): ${[...times].map(([p, ms]) => `${p} ${ms.toFixed(0)}`).join(", ")}`);
