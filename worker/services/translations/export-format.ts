/**
 * Exports through the writers of common/formats/: each locale's file in its own order (the
 * order of its last imported file, migrations/0013), a CSV's rows in key order. Pure.
 */
import type { Format } from "../../../common/contracts/formats.ts";
import { exportAndroid } from "../../../common/formats/android-export.ts";
import { androidFolderOf } from "../../../common/formats/android-locale.ts";
import { exportCsv, exportFlatJson, exportNestedJson } from "../../../common/formats/export.ts";
import { exportI18next } from "../../../common/formats/export-i18next.ts";
import { exportXcstrings } from "../../../common/formats/xcstrings-export.ts";
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from "../../../common/locales.ts";
import { type ExchangeOptions, type ExchangeRow, exchangeExport, inLocaleOrder, stateOf } from "./export-exchange.ts";

/**
 * One stored message, as the export query yields it: `position` is the translation's place in
 * its locale (null for one never imported: after the others); the review state and the key's
 * description are for the exchange formats (./export-exchange.ts).
 */
export type ExportRow = ExchangeRow;

/** The rows of the locales in `?1` (a JSON array), in key order. */
export const EXPORT_SQL = `SELECT k.name, v.locale, v.text, v.position, v.updated_at,
  (v.reviewed_version IS v.version) AS reviewed, (v.outdated_source IS NOT NULL) AS outdated, k.description,
  CASE WHEN v.changes_requested_version = v.version AND v.reviewed_version IS NOT v.version
    THEN coalesce((SELECT c.body FROM i18n_comments c WHERE c.id = v.changes_requested_comment), '') END AS reason
FROM i18n_keys k
JOIN i18n_values v ON v.key_id = k.id AND v.locale IN (SELECT value FROM json_each(?1))
ORDER BY k.position, k.id`;

export interface ExportFile {
  text: string;
  /** Keys i18next (or a String Catalog) cannot express, exported as ICU text. */
  warnings: { locale: LocaleCode; key: string; message: string }[];
  /** Android: the file's place under `res/` (docs/decisions/0093-android-resources.md). */
  file?: string;
}

type JsonFormat = Exclude<Format, "csv" | "xliff" | "po" | "arb" | "android" | "xcstrings">;

function localeFile(rows: readonly ExportRow[], format: JsonFormat, locale: LocaleCode): ExportFile {
  const entries = inLocaleOrder(rows.filter((r) => r.locale === locale)).map((r) => ({ key: r.name, text: r.text }));
  if (format === "json") return { text: exportFlatJson(entries), warnings: [] };
  if (format === "nested-json") return { text: exportNestedJson(entries), warnings: [] };
  const { text, warnings } = exportI18next(entries);
  return { text, warnings: warnings.map((w) => ({ ...w, locale })) };
}

/**
 * One locale's file, or every locale: CSV has a column per locale; the JSON formats
 * hold each locale's file under its code (a backup: import takes one locale per file).
 * XLIFF, PO, ARB and Android are one locale's file only (the caller checks that `locale` is named).
 */
export function formatExport(
  rows: readonly ExportRow[],
  format: Format,
  locale?: LocaleCode,
  options?: ExchangeOptions,
): ExportFile {
  if (format === "android") {
    if (!locale) throw new Error("formatExport: android needs a locale");
    return androidFile(rows, locale, options?.sourceLocale);
  }
  if (format === "xliff" || format === "po" || format === "arb") {
    if (!locale || !options) throw new Error(`formatExport: ${format} needs a locale and the source locale`);
    return { text: exchangeExport(rows, format, locale, options), warnings: [] };
  }
  if (format === "xcstrings") return catalog(rows, locale, options?.sourceLocale);
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

/** One locale's Android `strings.xml`; what Android cannot express is reported (docs/decisions/0093). */
function androidFile(rows: readonly ExportRow[], locale: LocaleCode, sourceLocale?: LocaleCode): ExportFile {
  const own = inLocaleOrder(rows.filter((r) => r.locale === locale));
  const { text, warnings } = exportAndroid(
    own.map((r) => ({ key: r.name, text: r.text, description: r.description })),
    locale,
  );
  const folder = locale === sourceLocale ? "values" : androidFolderOf(locale);
  return { text, warnings: warnings.map((w) => ({ ...w, locale })), file: `${folder}/strings.xml` };
}

/**
 * Every locale (or the one named) in one Apple String Catalog, in Xcode's order and formatting;
 * only an approved translation is `translated` (docs/decisions/0092-apple-string-catalogs.md).
 */
function catalog(rows: readonly ExportRow[], locale: LocaleCode | undefined, sourceLocale?: LocaleCode): ExportFile {
  const entries = rows
    .filter((r) => !locale || r.locale === locale)
    .map((r) => ({
      key: r.name,
      locale: r.locale as LocaleCode,
      text: r.text,
      reviewed: stateOf(r) === "reviewed",
      description: r.description ?? "",
    }));
  const source = sourceLocale ?? DEFAULT_LOCALE;
  return exportXcstrings(entries, { sourceLocale: source, complete: !locale || locale === source });
}
