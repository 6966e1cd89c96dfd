// `node scripts/realdata-xliff.mjs [dir…]` (default: /work/shared/corpus/xliff12 and xliff20)
// Runs the XLIFF importer over every .xlf file and prints per file: entries, skipped by reason,
// errors (first 3), problems by code (warnings and errors), and the round trip: import → export
// (same version) → import must give the same entries (key, text, state, description), and that
// export → import → export the same bytes. The locale comes from the file name (`messages.cs.xlf`,
// `validators.sr_Latn.xlf`; none: English). The folder's English file is the source for the checks.

import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { exportXliff } from "../common/formats/xliff-export.ts";
import { importXliff } from "../common/formats/xliff-import.ts";
import { LOCALES } from "../common/locale-table.ts";

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push("/work/shared/corpus/xliff12", "/work/shared/corpus/xliff20");

const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".xlf") ? [join(d, e.name)] : [],
  );

function localeOf(path) {
  const tag = /\.([a-zA-Z]{2})(?:[_-][A-Za-z]+)?\.xlf$/.exec(basename(path))?.[1]?.toLowerCase();
  return LOCALES.find((l) => l.tag === tag)?.code ?? (tag ? null : "en");
}

const same = (e) => JSON.stringify([e.key, e.text, e.state ?? null, e.description ?? null]);
const toUnits = (entries) =>
  entries.map((e) => ({ key: e.key, target: e.text, state: e.state ?? null, description: e.description ?? "" }));

function sourcesOf(path) {
  const en = walk(dirname(path)).find(
    (p) =>
      /(^|\.)en\.xlf$|^messages\.xlf$/.test(basename(p)) && basename(p).split(".")[0] === basename(path).split(".")[0],
  );
  if (!en) return undefined;
  const entries = importXliff(readFileSync(en, "utf8"), { locale: "en", sourceLocale: "en" }).entries;
  return new Map(entries.map((e) => [e.key, e.text]));
}

const rows = [];
for (const path of dirs.flatMap(walk).sort()) {
  const text = readFileSync(path, "utf8");
  const locale = localeOf(path);
  const name = path.split("/").slice(-2).join("/");
  if (!locale) {
    rows.push({ file: name, note: "locale not in the product (hu)" });
    continue;
  }
  const version = /version="2\.[01]"/.test(text) ? "2.0" : "1.2";
  const options = {
    locale,
    sourceLocale: "en",
    sources: locale === "en" ? undefined : sourcesOf(path),
    fileName: name,
  };
  const start = performance.now();
  const result = importXliff(text, options);
  const ms = performance.now() - start;
  const states = {};
  for (const e of result.entries) if (e.state) states[e.state] = (states[e.state] ?? 0) + 1;
  const problems = {};
  for (const e of result.entries) {
    for (const p of e.problems)
      problems[`${p.severity[0]}:${p.code}`] = (problems[`${p.severity[0]}:${p.code}`] ?? 0) + 1;
  }
  const exportOptions = { version, sourceLocale: "en", targetLocale: locale };
  const exported = exportXliff(toUnits(result.entries), exportOptions);
  const again = importXliff(exported, { locale, sourceLocale: "en" });
  const before = result.entries.map(same);
  const after = new Set(again.entries.map(same));
  const diffs = before.filter((e) => !after.has(e)).length + Math.abs(before.length - again.entries.length);
  const bytes = exportXliff(toUnits(again.entries), exportOptions) === exported ? "same" : "DIFFER";
  rows.push({
    file: name,
    v: version,
    locale,
    entries: result.entries.length,
    skipped: JSON.stringify(result.skipped ?? {}),
    states: JSON.stringify(states),
    ms: Math.round(ms),
    errors: result.errors.length,
    first: result.errors
      .slice(0, 3)
      .map((e) => `${e.line}:${e.column} ${e.message}`)
      .join(" | "),
    problems: Object.entries(problems)
      .map(([k, n]) => `${k}×${n}`)
      .join(" "),
    roundTrip: `${diffs} diff, bytes ${bytes}`,
  });
}
console.table(rows);
