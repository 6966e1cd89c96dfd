import { LOCALES, type LocaleCode } from "../locales.ts";

const BY_NAME = new Map<string, LocaleCode>();
/** Language tags only: `si-LK` is Sinhala, never our `si` (Slovenian). */
const BY_TAG = new Map<string, LocaleCode>();
for (const l of LOCALES) {
  BY_NAME.set(l.code, l.code);
  for (const tag of [l.tag, l.pluralTag]) {
    BY_NAME.set(tag.toLowerCase(), l.code);
    BY_TAG.set(tag.toLowerCase(), l.code);
  }
}

const EXTENSIONS = /\.(json|csv)$/i;
/** language[-Script][-REGION], with `-` or `_` (`cs-CZ`, `pt_BR`, `es_419`, `sr-Latn-RS`). */
const LANGUAGE_TAG = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

/**
 * A file or folder name as one of our locales: a code or tag (`cz`, `cs`), or a
 * tag with a region, which does not change the messages' language (`cs-CZ`,
 * `de_DE`: how Grafana, Strapi and FormatJS projects name their files). A
 * script must be the one of our locale (`sr-Latn`, never `sr-Cyrl`)
 * (docs/decisions/0040-real-data-validation.md).
 */
function localeOfName(name: string): LocaleCode | undefined {
  const lower = name.toLowerCase();
  const exact = BY_NAME.get(lower);
  if (exact) return exact;
  const match = LANGUAGE_TAG.exec(lower);
  if (!match) return undefined;
  const [, language, script] = match;
  return BY_TAG.get(script ? `${language}-${script}` : (language as string));
}

/**
 * The locale of an import file: `<code>.json` (cz.json), `<tag>.json`
 * (cs.json, sr-Latn.json, cs-CZ.json) or `<code or tag>/<anything>.json`.
 * Anything else is an error naming the file, never a silent default
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function localeOfFile(path: string): { locale: LocaleCode } | { error: string } {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  const file = parts.at(-1) ?? "";
  if (!EXTENSIONS.test(file)) return { error: `${path}: an import file must end in .json or .csv` };
  const fromFile = localeOfName(file.replace(EXTENSIONS, ""));
  if (fromFile) return { locale: fromFile };
  const fromDir = parts.length > 1 ? localeOfName(parts.at(-2) ?? "") : undefined;
  if (fromDir) return { locale: fromDir };
  const known = LOCALES.map((l) => l.code).join(", ");
  return { error: `${path}: the file name (or its folder) must be a locale (${known}, or a tag such as cs or cs-CZ)` };
}
