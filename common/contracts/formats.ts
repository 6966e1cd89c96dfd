/**
 * The translation file formats of import and export: the importers and exporters of
 * common/formats/ read and write exactly these. i18next is never guessed from a file
 * (its `{{x}}` is valid ICU text), so a caller names it. XLIFF, PO and ARB hold one locale
 * per file (docs/decisions/0070-exchange-formats.md); an Apple String Catalog (`xcstrings`)
 * holds every locale (docs/decisions/0092-apple-string-catalogs.md).
 */
export const FORMATS = ["json", "nested-json", "csv", "i18next", "xliff", "po", "arb", "android", "xcstrings"] as const;
export type Format = (typeof FORMATS)[number];

/** TMX is a translation memory: it goes to the memory (`/memory/import`), never to translations. */
export const MEMORY_FORMATS = ["tmx"] as const;
export type MemoryFormat = (typeof MEMORY_FORMATS)[number];

/** Formats whose file holds exactly one locale: export needs a `locale`. */
export const ONE_LOCALE_FORMATS: readonly Format[] = ["xliff", "po", "arb", "android"];

/** XLIFF versions written on export (2.0 by default); import reads the version from the file. */
export const XLIFF_VERSIONS = ["2.0", "1.2"] as const;
export type XliffVersion = (typeof XLIFF_VERSIONS)[number];

/** Where the extension alone names the format; `.json` does not (flat, nested or i18next). */
const BY_EXTENSION: Record<string, Format | MemoryFormat> = {
  xlf: "xliff",
  xliff: "xliff",
  po: "po",
  arb: "arb",
  xcstrings: "xcstrings",
  tmx: "tmx",
  csv: "csv",
  xml: "android",
};

/** The format a file name's extension names unambiguously, or null. */
export function formatOfFileName(name: string): Format | MemoryFormat | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(BY_EXTENSION, ext) ? (BY_EXTENSION[ext] as Format | MemoryFormat) : null;
}

/** The file name extension an export of `format` is written with. */
export const EXTENSIONS: Record<Format | MemoryFormat, string> = {
  json: "json",
  "nested-json": "json",
  i18next: "json",
  csv: "csv",
  xliff: "xlf",
  po: "po",
  arb: "arb",
  android: "xml",
  xcstrings: "xcstrings",
  tmx: "tmx",
};

/** The media type an export of `format` is served as. */
export const MEDIA_TYPES: Record<Format | MemoryFormat, string> = {
  json: "application/json; charset=utf-8",
  "nested-json": "application/json; charset=utf-8",
  i18next: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  xliff: "application/xliff+xml; charset=utf-8",
  po: "text/x-gettext-translation; charset=utf-8",
  arb: "application/json; charset=utf-8",
  android: "application/xml; charset=utf-8",
  xcstrings: "application/json; charset=utf-8",
  tmx: "application/x-tmx+xml; charset=utf-8",
};
