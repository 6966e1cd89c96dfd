import { LOCALES, type LocaleCode } from "../locales.ts";

const BY_NAME = new Map<string, LocaleCode>();
for (const l of LOCALES) {
  BY_NAME.set(l.code, l.code);
  BY_NAME.set(l.tag.toLowerCase(), l.code);
  BY_NAME.set(l.pluralTag.toLowerCase(), l.code);
}

const EXTENSIONS = /\.(json|csv)$/i;

/**
 * The locale of an import file: `<code>.json` (cz.json), `<tag>.json`
 * (cs.json, sr-Latn.json) or `<code or tag>/<anything>.json`. Anything else
 * is an error naming the file, never a silent default
 * (docs/decisions/NNNN-icu-checks-and-formats.md).
 */
export function localeOfFile(path: string): { locale: LocaleCode } | { error: string } {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  const file = parts.at(-1) ?? "";
  if (!EXTENSIONS.test(file)) return { error: `${path}: an import file must end in .json or .csv` };
  const fromFile = BY_NAME.get(file.replace(EXTENSIONS, "").toLowerCase());
  if (fromFile) return { locale: fromFile };
  const fromDir = parts.length > 1 ? BY_NAME.get((parts.at(-2) ?? "").toLowerCase()) : undefined;
  if (fromDir) return { locale: fromDir };
  const known = LOCALES.map((l) => l.code).join(", ");
  return { error: `${path}: the file name (or its folder) must be a locale (${known}, or a tag such as cs)` };
}
