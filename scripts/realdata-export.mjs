// The export half of scripts/realdata-check.mjs: export what was imported in the same format and
// import it again; every entry must come back with the same key, text and place.

import { exportCsv, exportFlatJson, exportNestedJson } from "../common/formats/export.ts";
import { exportI18next } from "../common/formats/export-i18next.ts";
import { importFile } from "../common/formats/import.ts";

const byLocale = (entries, locale) => entries.filter((e) => e.locale === locale);

/** Exported text per locale (one CSV holds them all, under the first locale). */
export function exportFor(format, entries, locales) {
  if (format === "csv") return new Map([[locales[0], exportCsv(entries, locales)]]);
  const write = {
    json: exportFlatJson,
    "nested-json": exportNestedJson,
    i18next: (list) => exportI18next(list).text,
  }[format];
  return new Map(locales.map((l) => [l, write(byLocale(entries, l))]));
}

/** Entries that did not come back the same, as `locale key: before → after`. */
export function roundTripMismatches(format, exported, entries, sources, sourceLocale) {
  const again = [];
  for (const [locale, text] of exported) {
    const result = importFile(format, text, { locale, sources, sourceLocale });
    again.push(...result.entries);
    for (const e of result.errors) again.push({ locale, key: `(error ${e.line}:${e.column})`, text: e.message });
  }
  const before = new Map(entries.map((e) => [`${e.locale} ${e.key}`, e.text]));
  const after = new Map(again.map((e) => [`${e.locale} ${e.key}`, e.text]));
  const out = [];
  for (const [id, text] of before) {
    if (after.get(id) !== text) out.push(`${id}: ${JSON.stringify(text)} → ${JSON.stringify(after.get(id))}`);
  }
  for (const id of after.keys()) if (!before.has(id)) out.push(`${id}: new after the round trip`);
  const order = (list) => list.map((e) => `${e.locale} ${e.key}`).join("\n");
  if (out.length === 0 && format !== "csv" && order(entries) !== order(again)) out.push("key order changed");
  return out;
}
