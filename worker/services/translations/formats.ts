/**
 * Translation files: parsing imports and formatting exports. Pure, and imported
 * by the Node CLI as well (hence the `.ts` extensions).
 */
import { parseCsv, toCsv, unescapeCell } from "../../../common/csv.ts";
import { flatten, type Nested, unflatten } from "../../../common/flatten.ts";
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../../common/locales.ts";
import { invalid } from "../errors.ts";
import type { ImportEntry } from "./import-sql.ts";

export const FORMATS = ["json", "nested-json", "csv"] as const;
export type Format = (typeof FORMATS)[number];

/**
 * The entries of an import file. JSON (flat or nested) holds one locale, or
 * every locale under its code (`{ "sk": {...}, "de": {...} }`, as exported);
 * CSV has a `key` column, optionally `description`, and one column per locale.
 */
export function parseImport(format: Format, content: string, locale?: LocaleCode): ImportEntry[] {
  if (format === "csv") return parseCsvImport(content);
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw invalid("content", "is not valid JSON");
  }
  if (!isObject(data)) throw invalid("content", "must be a JSON object");
  const perLocale: [string, unknown][] = locale ? [[locale, data]] : Object.entries(data);
  return perLocale.flatMap(([code, tree]) => {
    if (!isLocaleCode(code)) throw invalid("locale", "is required unless the file is keyed by locale codes");
    if (!isObject(tree)) throw invalid("content", `${code} must be an object`);
    let flat: Record<string, unknown>;
    try {
      flat = format === "nested-json" ? flatten(tree as Nested) : tree;
    } catch (error) {
      throw invalid("content", (error as Error).message);
    }
    return Object.entries(flat).map(([key, text]) => ({ key, locale: code, text: text as string }));
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseCsvImport(content: string): ImportEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(content);
  } catch (error) {
    throw invalid("content", `is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (header?.[0] !== "key") throw invalid("content", "CSV must start with a header row whose first column is key");
  const columns = header.map((h) => h.trim());
  for (const c of columns.slice(1)) {
    if (c !== "description" && !isLocaleCode(c)) throw invalid("content", `CSV column ${c} is not a locale code`);
  }
  return body.flatMap((row) =>
    columns.flatMap((column, i) => {
      const cell = row[i] ?? "";
      if (i === 0 || column === "description" || cell === "") return [];
      return [{ key: unescapeCell(row[0] ?? ""), locale: column, text: unescapeCell(cell) }];
    }),
  );
}

/** One row of the export query: every key, with a value of a locale or none. */
export interface ExportRow {
  name: string;
  description: string;
  locale: string | null;
  text: string | null;
}

/**
 * An export of one locale or all, keys in creation order: flat JSON, nested
 * JSON (the shape of `locales/`) or CSV (`key,description,<locales…>`).
 */
export function formatExport(rows: ExportRow[], format: Format, locale?: LocaleCode): string {
  const locales: string[] = locale ? [locale] : [...LOCALE_CODES];
  if (format === "csv") {
    const byKey = new Map<string, { description: string; cells: Record<string, string> }>();
    for (const r of rows) {
      const row = byKey.get(r.name) ?? { description: r.description, cells: {} };
      if (r.locale && r.text !== null) row.cells[r.locale] = r.text;
      byKey.set(r.name, row);
    }
    const table = [["key", "description", ...locales]];
    for (const [name, row] of byKey) table.push([name, row.description, ...locales.map((l) => row.cells[l] ?? "")]);
    return toCsv(table);
  }
  const perLocale = new Map<string, [string, string][]>(locales.map((l) => [l, []]));
  for (const r of rows) if (r.locale && r.text !== null) perLocale.get(r.locale)?.push([r.name, r.text]);
  const shape = (entries: [string, string][]) =>
    format === "nested-json" ? unflatten(entries) : Object.fromEntries(entries);
  const data = locale
    ? shape(perLocale.get(locale) ?? [])
    : Object.fromEntries([...perLocale].map(([l, entries]) => [l, shape(entries)]));
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The query behind `formatExport`, for D1 (bound) and the CLI (inlined). */
export const EXPORT_SQL = `SELECT k.name, k.description, v.locale, v.text FROM i18n_keys k
LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale IN (SELECT value FROM json_each(?1))
ORDER BY k.id`;
