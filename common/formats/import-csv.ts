import { unescapeCell } from "../csv.ts";
import { isLocaleCode, type LocaleCode } from "../locales.ts";
import { type CsvCell, CsvSyntaxError, csvSourceOffset, readCsv } from "./csv-reader.ts";
import { LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";

/**
 * CSV with a header row: `key,<locale>,<locale>…` (any of our codes; a
 * `description` column is ignored) or `key,value` for `options.locale`. An
 * empty cell is a missing translation; a quoted empty cell (`""`) and a cell
 * of spaces are messages. Cells
 * lose the apostrophe that guards formulas (common/csv.ts).
 */
export function importCsv(text: string, options: ParseOptions): ParseResult {
  const lines = new LineIndex(text);
  const base = new Collector(options, lines);
  let rows: CsvCell[][];
  try {
    rows = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    base.error(error.at, `malformed CSV: ${error.message}`);
    return base.result;
  }
  const [header, ...body] = rows;
  const columns = header ? columnLocales(header, options.locale, base) : null;
  if (!columns) return base.result;
  const perLocale = new Map<LocaleCode, Collector>();
  for (const locale of new Set(columns.filter((c): c is LocaleCode => c !== null))) {
    perLocale.set(locale, locale === options.locale ? base : new Collector({ ...options, locale }, lines));
  }
  for (const row of body) {
    const keyCell = row[0] as CsvCell;
    if (row.length > columns.length) base.error(row[columns.length]?.at ?? keyCell.at, "more cells than the header");
    columns.forEach((locale, i) => {
      const cell = row[i];
      if (!locale || !cell || (cell.value === "" && !cell.quoted)) return;
      const text = unescapeCell(cell.value);
      const shift = cell.value.length - text.length;
      perLocale
        .get(locale)
        ?.add(unescapeCell(keyCell.value), text, sourceStart(cell), (index) =>
          csvSourceOffset(text, cell, index + shift),
        );
    });
  }
  return merge(base, [...perLocale.values()]);
}

function sourceStart(cell: CsvCell): number {
  return cell.quoted ? cell.at + 1 : cell.at;
}

/** The locale of each column (null: the key or an ignored column), or null after reporting a bad header. */
function columnLocales(header: CsvCell[], locale: LocaleCode, collector: Collector): (LocaleCode | null)[] | null {
  const names = header.map((c) => c.value.trim());
  if (names[0] !== "key") {
    collector.error(header[0]?.at ?? 0, "the header row must start with a column named key");
    return null;
  }
  if (names.length === 2 && names[1] === "value") return [null, locale];
  const out: (LocaleCode | null)[] = [null];
  for (const [i, name] of names.entries()) {
    if (i === 0) continue;
    if (name === "description") out.push(null);
    else if (isLocaleCode(name)) out.push(name);
    else {
      collector.error(
        header[i]?.at ?? 0,
        `column ${JSON.stringify(name)} is not a locale code (nor key, value, description)`,
      );
      return null;
    }
  }
  return out;
}

function merge(base: Collector, all: Collector[]): ParseResult {
  const entries = all.flatMap((c) => c.result.entries);
  const errors = [...new Set([base, ...all])].flatMap((c) => c.result.errors);
  return { entries, errors };
}
