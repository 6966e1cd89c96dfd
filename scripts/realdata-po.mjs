// `node scripts/realdata-po.mjs [corpus dir]`: runs the PO and ARB importers over every file of
// ../shared/corpus/{po,arb} and prints per file: entries, skipped by reason, errors (first 3),
// warnings by code, and the round trip (import → export → import: entries that differ;
// export → import → export: whether the bytes are the same). Throwaway check for issue 29.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { exportArb } from "../common/formats/arb-export.ts";
import { importArb } from "../common/formats/arb-import.ts";
import { localeOfFile } from "../common/formats/file-locale.ts";
import { exportPo } from "../common/formats/po-export.ts";
import { importPo } from "../common/formats/po-import.ts";

const root = process.argv[2] ?? "/work/shared/corpus";
const FORMATS = {
  po: { read: importPo, write: (entries, locale) => exportPo(entries, locale) },
  arb: { read: importArb, write: (entries, locale) => exportArb(entries, locale) },
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** cs.po, sr@latin.po, sr_Latn.po, app_cs.arb → our locale. */
function localeOf(path) {
  const name = basename(path)
    .replace(/^app_/, "")
    .replace(/@latin/, "_Latn")
    .replace(/\.(po|arb)$/, ".json");
  const found = localeOfFile(name);
  return "locale" in found ? found.locale : null;
}

const exportable = (entries) =>
  entries.map((e) => ({ key: e.key, text: e.text, description: e.description ?? "", state: e.state ?? null }));
const same = (a, b) =>
  JSON.stringify([a.key, a.text, a.state, a.description]) === JSON.stringify([b.key, b.text, b.state, b.description]);

console.log("| file | locale | entries | skipped | errors | warnings by code | i→e→i diffs | e→i→e bytes |");
console.log("|---|---|---|---|---|---|---|---|");
for (const [format, { read, write }] of Object.entries(FORMATS)) {
  for (const path of files(join(root, format))
    .filter((p) => p.endsWith(`.${format}`))
    .sort()) {
    const locale = localeOf(path);
    const name = path.slice(root.length + 1);
    if (!locale) {
      console.log(`| ${name} | – | not one of our locales |`);
      continue;
    }
    const text = readFileSync(path, "utf8");
    const first = read(text, { locale, fileName: name });
    const warnings = {};
    for (const e of first.entries) for (const p of e.problems) warnings[p.code] = (warnings[p.code] ?? 0) + 1;
    const exported = write(exportable(first.entries), locale);
    const second = read(exported, { locale });
    const diffs =
      Math.abs(first.entries.length - second.entries.length) +
      first.entries.filter((e, i) => !second.entries[i] || !same(e, second.entries[i])).length;
    const again = write(exportable(second.entries), locale);
    const errors = first.errors.slice(0, 3).map((e) => `${e.line}:${e.column} ${e.message}`);
    const skipped = Object.entries(first.skipped ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    const warned = Object.entries(warnings)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    console.log(
      `| ${name} | ${locale} | ${first.entries.length} | ${skipped || "–"} | ${first.errors.length}${errors.length ? ` (${errors.join("; ")})` : ""} | ${warned || "–"} | ${diffs}${second.errors.length ? ` (${second.errors.length} errors)` : ""} | ${again === exported ? "same" : "DIFFER"} |`,
    );
  }
}
