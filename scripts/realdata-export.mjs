// The export half of scripts/realdata-check.mjs: export what was imported in every format and
// import it again; every entry must come back with the same key and text. Order is reported apart:
// nested JSON cannot keep `a.b, c, a.d` in that order (a group is one object).
// i18next cannot say everything ICU says: entries the exporter keeps as ICU text (with a warning)
// are counted apart, not as mismatches.

import { parse } from "@formatjs/icu-messageformat-parser";
import { exportCsv, exportFlatJson, exportNestedJson } from "../common/formats/export.ts";
import { exportI18next } from "../common/formats/export-i18next.ts";
import { parseFile } from "../common/formats/import.ts";

const byLocale = (entries, locale) => entries.filter((e) => e.locale === locale);
const WRITERS = { json: exportFlatJson, "nested-json": exportNestedJson };

/** Exported files per format: text per locale (one CSV holds them all) and the keys i18next kept as ICU. */
export function exportAll(entries, locales) {
  const out = new Map();
  for (const [format, write] of Object.entries(WRITERS)) {
    out.set(format, { files: new Map(locales.map((l) => [l, write(byLocale(entries, l))])), lossy: new Set() });
  }
  out.set("csv", { files: new Map([[locales[0], exportCsv(entries, locales)]]), lossy: new Set() });
  const i18next = { files: new Map(), lossy: new Set() };
  for (const l of locales) {
    const { text, warnings } = exportI18next(byLocale(entries, l));
    i18next.files.set(l, text);
    for (const w of warnings) i18next.lossy.add(`${l} ${w.key}`);
  }
  out.set("i18next", i18next);
  return out;
}

/** Per format: entries that did not come back the same, as `locale key: before → after`. */
export function roundTrips(exported, entries, sources, sourceLocale) {
  const report = new Map();
  for (const [format, { files, lossy }] of exported) {
    const again = [];
    for (const [locale, text] of files) {
      const result = parseFile(format, text, { locale, sources, sourceLocale });
      again.push(...result.entries);
      for (const e of result.errors) again.push({ locale, key: `(error ${e.line}:${e.column})`, text: e.message });
    }
    const kept = entries.filter((e) => !lossy.has(`${e.locale} ${e.key}`));
    const { mismatches, respelled } = compare(kept, again, lossy);
    const order = (list) => list.map((e) => `${e.locale} ${e.key}`).join("\n");
    const reordered = order(kept) !== order(again.filter((e) => !lossy.has(`${e.locale} ${e.key}`)));
    report.set(format, { mismatches, respelled, lossy: lossy.size, reordered: format !== "csv" && reordered });
  }
  return report;
}

function compare(before, again, lossy) {
  const id = (e) => `${e.locale} ${e.key}`;
  const after = new Map(again.map((e) => [id(e), e.text]));
  const out = [];
  let respelled = 0;
  for (const e of before) {
    const back = after.get(id(e));
    if (back === e.text) continue;
    if (back !== undefined && sameMeaning(e.text, back)) respelled++;
    else out.push(`${id(e)}: ${JSON.stringify(e.text)} → ${JSON.stringify(back)}`);
  }
  const known = new Set(before.map(id));
  for (const e of again) if (!known.has(id(e)) && !lossy.has(id(e))) out.push(`${id(e)}: new after the round trip`);
  return { mismatches: out, respelled };
}

/** Two texts that parse to the same message (`'<'x'>'` and `'<'x>` both read `<x>`). */
function sameMeaning(a, b) {
  try {
    return JSON.stringify(parse(a)) === JSON.stringify(parse(b));
  } catch {
    return false;
  }
}
