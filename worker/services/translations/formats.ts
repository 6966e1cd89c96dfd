/**
 * Translation files between common/formats/ and the database: reading a set of
 * files into checked entries, judging them against what is stored, and writing
 * exports. Pure.
 */
import { sourceLocaleFor } from "../../../common/admin-locale.ts";
import { classifyEntries, type DryRunStatus, parseFile } from "../../../common/formats/import.ts";
import { type LocatedFile, localeOfSource } from "../../../common/formats/source-locale.ts";
import type { ImportError, ParsedEntry } from "../../../common/formats/types.ts";
import type { LocaleGlossary } from "../../../common/glossary/match.ts";
import type { LocaleCode } from "../../../common/locales.ts";
import { valueError } from "../../../common/text.ts";

export { localeOfSource } from "../../../common/formats/source-locale.ts";
export { EXPORT_SQL, type ExportFile, type ExportRow, formatExport } from "./export-format.ts";

/** One file of an import; `locale` is the one the caller named, if any. */
export type TranslationFile = LocatedFile;

/** An entry of an import with the file it came from. */
export interface ReadEntry extends ParsedEntry {
  file: string;
}

/** Every error of these formats names the format (their syntax errors already do: `XLIFF: …`). */
const NAMED_IN_ERRORS: Partial<Record<TranslationFile["format"], string>> = {
  xliff: "XLIFF: ",
  po: "PO: ",
  arb: "ARB: ",
  android: "Android: ",
  xcstrings: "xcstrings: ",
};

function readOne(
  source: TranslationFile,
  locale: LocaleCode,
  sourceLocale: LocaleCode,
  sources: Map<string, string>,
  glossary: ((locale: LocaleCode) => LocaleGlossary) | null = null,
  maxLengths: ReadonlyMap<string, number> = new Map(),
) {
  const options = {
    locale,
    fileName: source.name,
    sources,
    sourceLocale,
    glossary: glossary?.(locale) ?? null,
    maxLengths,
  };
  const result = parseFile(source.format, source.content, options);
  const label = NAMED_IN_ERRORS[source.format];
  return {
    entries: result.entries.map((e) => ({ ...e, file: source.name })),
    errors: label
      ? result.errors.map((e) => (e.message.startsWith(label) ? e : { ...e, message: `${label}${e.message}` }))
      : result.errors,
    skipped: result.skipped ?? {},
    refused: (result.refused ?? []).map((e) => ({ ...e, file: source.name })),
  };
}

/** Units the files hold that yield no entry by design (`obsolete`, `untranslated`), summed by reason. */
function sumSkipped(results: readonly { skipped: Record<string, number> }[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const r of results) for (const [why, n] of Object.entries(r.skipped)) sum[why] = (sum[why] ?? 0) + n;
  return sum;
}

/**
 * Reads every file in order. Messages are checked against the source locale's text
 * of the same key: from these files when they carry it, else from `stored` (asked
 * only for the keys the files lack). Any file error (bad syntax, a refused or
 * duplicate key) is returned and no entry is (docs/decisions/0041-import-and-export.md); entries
 * a file refuses one by one (`refused`, xcstrings) leave the rest to import.
 */
export async function readImport(
  files: readonly TranslationFile[],
  sourceLocale: LocaleCode,
  stored: (keys: string[]) => Promise<ReadonlyMap<string, string>>,
  /** Each locale's glossary, for the glossary checks (absent: they find nothing). */
  glossary: ((locale: LocaleCode) => LocaleGlossary) | null = null,
  /** Keys' character limits by name (the max-length check). */
  maxLengths: ReadonlyMap<string, number> = new Map(),
): Promise<{ entries: ReadEntry[]; errors: ImportError[]; skipped: Record<string, number>; refused: ImportError[] }> {
  const located: { source: TranslationFile; locale: LocaleCode }[] = [];
  const errors: ImportError[] = [];
  for (const source of files) {
    const found = localeOfSource(source, sourceLocale);
    if ("error" in found) errors.push({ file: source.name, line: 1, column: 1, message: found.error });
    else located.push({ source, locale: found.locale });
  }
  if (errors.length > 0) return { entries: [], errors, skipped: {}, refused: [] };
  const first = located.map(({ source, locale }) => readOne(source, locale, sourceLocale, new Map(), null, maxLengths));
  const fileErrors = first.flatMap((r) => [...r.errors, ...tooLong(r.entries)]);
  if (fileErrors.length > 0) return { entries: [], errors: fileErrors, skipped: {}, refused: [] };
  const sources = new Map<string, string>();
  // Each key's source: the site's source locale, or English for the admin's messages (docs/decisions/0088).
  const isSource = (e: ReadEntry) => e.locale === sourceLocaleFor(sourceLocale, e.key);
  for (const e of first.flatMap((r) => r.entries)) if (isSource(e)) sources.set(e.key, e.text);
  const translated = (i: number) => first[i]?.entries.some((e) => !isSource(e)) ?? false;
  const lacking = new Set<string>();
  first.forEach((r, i) => {
    if (translated(i)) for (const e of r.entries) if (!sources.has(e.key)) lacking.add(e.key);
  });
  const fromStore = lacking.size > 0 ? await stored([...lacking]) : new Map<string, string>();
  for (const [key, text] of fromStore) if (!sources.has(key)) sources.set(key, text);
  const entries = located.flatMap(({ source, locale }, i) =>
    translated(i)
      ? readOne(source, locale, sourceLocale, sources, glossary, maxLengths).entries
      : (first[i]?.entries ?? []),
  );
  return { entries, errors: [], skipped: sumSkipped(first), refused: first.flatMap((r) => r.refused) };
}

/** Texts the database would refuse (over its length limit): file errors, so nothing is written. */
function tooLong(entries: readonly ReadEntry[]): ImportError[] {
  return entries.flatMap(({ file, line, column, key, text }) => {
    const why = valueError(text);
    return why ? [{ file, line, column, message: `the text of ${key} ${why}` }] : [];
  });
}

/** `file:line:column message`, as the CLI prints it and the API's 400 names it. */
export function describeError(error: ImportError): string {
  return `${error.file ?? "content"}:${error.line}:${error.column} ${error.message}`;
}

export interface StoredTranslation {
  text: string;
  updatedAt: string;
}

export type PlannedEntry = ReadEntry & { status: DryRunStatus; current?: string };

export const cellId = (locale: string, key: string) => `${locale}\u0000${key}`;

/**
 * The dry run's verdict per entry (common/formats/import.ts), where a cell edited
 * after `since` (the time the file was exported) is `conflicting` rather than `changed`.
 */
export function planEntries(
  entries: readonly ReadEntry[],
  stored: ReadonlyMap<string, StoredTranslation>,
  since?: string,
): PlannedEntry[] {
  const classified = classifyEntries(entries, (locale, key) => stored.get(cellId(locale, key))?.text);
  return classified.map(({ entry, status }) => {
    const cell = stored.get(cellId(entry.locale, entry.key));
    const late = status === "changed" && since !== undefined && cell !== undefined && cell.updatedAt > since;
    const planned: PlannedEntry = { ...(entry as ReadEntry), status: late ? "conflicting" : status };
    if (cell) planned.current = cell.text;
    return planned;
  });
}

export function countStatuses(entries: readonly { status: DryRunStatus }[]): Record<DryRunStatus, number> {
  const counts = { added: 0, changed: 0, unchanged: 0, conflicting: 0, invalid: 0 };
  for (const e of entries) counts[e.status]++;
  return counts;
}

/**
 * Every entry goes to the database (an unchanged text may have new problems; every key
 * takes its place), but a conflicting one writes its text only when asked to.
 */
export function writeOf(entry: PlannedEntry, overwriteConflicts: boolean): boolean {
  return entry.status !== "conflicting" || overwriteConflicts;
}

/** True when writing the entry changes the cell's text. */
export function changesText(entry: PlannedEntry, overwriteConflicts: boolean): boolean {
  return writeOf(entry, overwriteConflicts) && entry.current !== entry.text;
}
