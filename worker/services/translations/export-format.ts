/**
 * Exports through the writers of common/formats/: each locale's file in its own order (the
 * order of its last imported file, migrations/0013), a CSV's rows in key order. Pure.
 */
import type { Format } from "../../../common/contracts/formats.ts";
import { exportCsv, exportFlatJson, exportNestedJson } from "../../../common/formats/export.ts";
import { exportI18next } from "../../../common/formats/export-i18next.ts";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales.ts";

/** One stored message, as the export query yields it. */
export interface ExportRow {
  name: string;
  locale: string;
  text: string;
  /** The translation's place in its locale; null for one never imported (after the others). */
  position: number | null;
}

/** The rows of the locales in `?1` (a JSON array), in key order. */
export const EXPORT_SQL = `SELECT k.name, v.locale, v.text, v.position FROM i18n_keys k
JOIN i18n_values v ON v.key_id = k.id AND v.locale IN (SELECT value FROM json_each(?1))
ORDER BY k.position, k.id`;

export interface ExportFile {
  text: string;
  /** Keys i18next cannot express, exported as ICU text. */
  warnings: { locale: LocaleCode; key: string; message: string }[];
}

function localeFile(rows: readonly ExportRow[], format: Exclude<Format, "csv">, locale: LocaleCode): ExportFile {
  const entries = inLocaleOrder(rows.filter((r) => r.locale === locale)).map((r) => ({ key: r.name, text: r.text }));
  if (format === "json") return { text: exportFlatJson(entries), warnings: [] };
  if (format === "nested-json") return { text: exportNestedJson(entries), warnings: [] };
  const { text, warnings } = exportI18next(entries);
  return { text, warnings: warnings.map((w) => ({ ...w, locale })) };
}

/** A locale's rows by their own position; unplaced ones keep their key order after them (a stable sort). */
function inLocaleOrder(rows: ExportRow[]): ExportRow[] {
  const place = (r: ExportRow) => r.position ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => place(a) - place(b) || 0);
}

/**
 * One locale's file, or every locale: CSV has a column per locale; the JSON formats
 * hold each locale's file under its code (a backup: import takes one locale per file).
 */
export function formatExport(rows: readonly ExportRow[], format: Format, locale?: LocaleCode): ExportFile {
  const locales: readonly LocaleCode[] = locale ? [locale] : LOCALE_CODES;
  if (format === "csv") {
    const entries = rows.map((r) => ({ key: r.name, text: r.text, locale: r.locale as LocaleCode }));
    return { text: exportCsv(entries, locales), warnings: [] };
  }
  if (locale) return localeFile(rows, format, locale);
  const files = locales.map((code) => ({ code, file: localeFile(rows, format, code) }));
  const members = files.map(
    ({ code, file }) => `  ${JSON.stringify(code)}: ${file.text.trimEnd().replaceAll("\n", "\n  ")}`,
  );
  return { text: `{\n${members.join(",\n")}\n}\n`, warnings: files.flatMap((f) => f.file.warnings) };
}
