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

/** The extensions of import files (JSON, CSV, XLIFF, PO, ARB; TMX for the memory). */
const EXTENSIONS = /\.(json|csv|xlf|xliff|po|arb|tmx)$/i;
/** language[-Script][-REGION], with `-` or `_` (`cs-CZ`, `pt_BR`, `es_419`, `sr-Latn-RS`). */
const LANGUAGE_TAG = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_](?:[a-z]{2}|\d{3}))?$/i;
/** gettext's script modifiers (`sr@latin`, `sr_RS@latin`): the script as a tag would name it. */
const MODIFIERS: Record<string, string> = { latin: "Latn", cyrillic: "Cyrl" };

/**
 * A file or folder name, or a language tag a file declares, as one of our locales: a code or
 * tag (`cz`, `cs`), or a tag with a region, which does not change the messages' language
 * (`cs-CZ`, `de_DE`: how Grafana, Strapi and FormatJS projects name their files). A script must
 * be the one of our locale (`sr-Latn`, `sr@latin`, never `sr-Cyrl`)
 * (docs/decisions/0040-real-data-validation.md).
 */
export function localeOfTag(name: string): LocaleCode | undefined {
  const modifier = /^([^@]+)@([a-z]+)$/i.exec(name.trim());
  const lower = (modifier ? withScript(modifier[1] as string, modifier[2] as string) : name.trim()).toLowerCase();
  const exact = BY_NAME.get(lower);
  if (exact) return exact;
  const match = LANGUAGE_TAG.exec(lower);
  if (!match) return undefined;
  const [, language, script] = match;
  return BY_TAG.get(script ? `${language}-${script}` : (language as string));
}

/** `sr_RS` + `latin` → `sr-Latn-RS`; an unknown modifier keeps the name unmatched. */
function withScript(tag: string, modifier: string): string {
  const script = MODIFIERS[modifier.toLowerCase()];
  if (!script) return `${tag}@${modifier}`;
  const [language, ...rest] = tag.split(/[-_]/);
  return [language, script, ...rest].join("-");
}

/**
 * The locale a file's name says: the whole name (`cs.json`), else its last dot-separated part
 * (Symfony's `messages.cs.xlf`, `validators.sr_Latn.xlf`), else, for ARB only, what follows the
 * first `_` (Flutter's `app_cs.arb`, `intl_sr_Latn.arb`; elsewhere `pt_BR` must stay Portuguese).
 */
function localeOfStem(stem: string, arb: boolean): LocaleCode | undefined {
  const last = stem.split(".").at(-1) ?? stem;
  const underscore = last.indexOf("_");
  const candidates = [stem, last, arb && underscore > 0 ? last.slice(underscore + 1) : ""];
  for (const candidate of candidates) {
    const found = candidate ? localeOfTag(candidate) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The locale of an import file: `<code>.json` (cz.json), `<tag>.json` (cs.json, sr-Latn.json,
 * cs-CZ.json, sr@latin.po), `<name>.<tag>.xlf`, `<name>_<tag>.arb` or `<code or tag>/<anything>`.
 * Anything else is an error naming the file, never a silent default
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function localeOfFile(path: string): { locale: LocaleCode } | { error: string } {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  const file = parts.at(-1) ?? "";
  if (!EXTENSIONS.test(file)) {
    return { error: `${path}: an import file must end in .json, .csv, .xlf, .xliff, .po, .arb or .tmx` };
  }
  const fromFile = localeOfStem(file.replace(EXTENSIONS, ""), /\.arb$/i.test(file));
  if (fromFile) return { locale: fromFile };
  const fromDir = parts.length > 1 ? localeOfTag(parts.at(-2) ?? "") : undefined;
  if (fromDir) return { locale: fromDir };
  const known = LOCALES.map((l) => l.code).join(", ");
  return { error: `${path}: the file name (or its folder) must be a locale (${known}, or a tag such as cs or cs-CZ)` };
}
