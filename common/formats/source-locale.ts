import type { Format } from "../contracts/formats.ts";
import type { LocaleCode } from "../locales.ts";
import { localeOfAndroidFile } from "./android-locale.ts";
import { declaredLocale as arbLocale } from "./arb-import.ts";
import { localeOfFile, localeOfTag } from "./file-locale.ts";
import { declaredLocale as poLocale } from "./po-import.ts";
import { declaredLocale as xliffLocale } from "./xliff-import.ts";

/** The formats whose files name their language inside (XLIFF `trgLang`, PO `Language:`, ARB `@@locale`). */
const DECLARED: Partial<Record<Format, (text: string) => string | null>> = {
  xliff: xliffLocale,
  po: poLocale,
  arb: arbLocale,
};

/** What decides a file's locale: the caller's choice, the file's name, what the file declares. */
export interface LocatedFile {
  name: string;
  format: Format;
  content: string;
  locale?: LocaleCode | undefined;
}

/** A `key,value` CSV holds one locale; a CSV with locale columns names its own. */
const SINGLE_COLUMN_CSV = /^\uFEFF?\s*key\s*,\s*value\s*$/;

/**
 * The locale a file is read as: the one named, else the file name's (./file-locale.ts), else
 * the one the file declares. A declared language that is not the named or the file name's
 * locale (or none of ours) is an error naming both, never a silent guess. A CSV with locale
 * columns needs neither and reads as `fallback`, which only a `key,value` CSV would use; nor does
 * a String Catalog, which holds every locale.
 */
export function localeOfSource(source: LocatedFile, fallback: LocaleCode): { locale: LocaleCode } | { error: string } {
  if (source.format === "android") return localeOfAndroidFile(source.name, source.locale, fallback);
  if (source.format === "xcstrings") return { locale: source.locale ?? fallback };
  const raw = DECLARED[source.format]?.(source.content) ?? null;
  const declared = raw === null ? undefined : localeOfTag(raw);
  if (source.locale) return agree(source, source.locale, "the chosen locale", raw, declared);
  const named = localeOfFile(source.name);
  if ("locale" in named) return agree(source, named.locale, "its name", raw, declared);
  if (declared) return { locale: declared };
  if (raw !== null) return { error: `${source.name}: the file declares the language ${raw}, which is not one of ours` };
  if (source.format !== "csv") return named;
  const header = source.content.split(/\r?\n/, 1)[0] ?? "";
  return SINGLE_COLUMN_CSV.test(header) ? named : { locale: fallback };
}

function agree(
  source: LocatedFile,
  locale: LocaleCode,
  by: string,
  raw: string | null,
  declared: LocaleCode | undefined,
): { locale: LocaleCode } | { error: string } {
  if (raw === null || declared === locale) return { locale };
  return {
    error: `${source.name}: the file declares the language ${raw}${declared ? ` (${declared})` : ""}, but ${by} is ${locale}`,
  };
}
