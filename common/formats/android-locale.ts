import { LOCALES, type LocaleCode } from "../locales.ts";
import { localeOfTag } from "./file-locale.ts";

/**
 * Android's resource folders of a locale (docs/decisions/0093-android-resources.md), from the one
 * locale table: `values-<tag>` (`values-cs` for cz, `values-sl` for si), or the BCP 47 form
 * `values-b+sr+Latn` where the locale's language has a script (rs). `values` alone is the default
 * resources: the source locale's.
 */
export function androidFolderOf(locale: LocaleCode): string {
  const info = LOCALES.find((l) => l.code === locale);
  if (!info) return `values-${locale}`;
  return info.pluralTag.includes("-") ? `values-b+${info.pluralTag.replaceAll("-", "+")}` : `values-${info.tag}`;
}

const QUALIFIER = /^values-(?:b\+([A-Za-z0-9+]+)|([a-z]{2,3})(?:-r([A-Z]{2}))?)(?:-|$)/;

/**
 * The locale of a resource folder: `values-de`, `values-de-rAT`, `values-b+sr+Latn`, `values-cs-night`
 * (later qualifiers do not change the language); `"default"` for `values`; undefined for any other
 * (`values-night`, or a language that is not ours).
 */
export function localeOfAndroidFolder(folder: string): LocaleCode | "default" | undefined {
  if (folder === "values") return "default";
  const m = QUALIFIER.exec(folder);
  if (!m) return undefined;
  const [, bcp47, language, region] = m;
  const tag = bcp47 ? bcp47.replaceAll("+", "-") : region ? `${language}-${region}` : (language as string);
  return localeOfTag(tag);
}

/**
 * The locale of an Android file: the one chosen, else its folder's (`values-de/strings.xml`);
 * `values/strings.xml` is the source locale's. Android files declare no language inside.
 */
export function localeOfAndroidFile(
  name: string,
  chosen: LocaleCode | undefined,
  sourceLocale: LocaleCode,
): { locale: LocaleCode } | { error: string } {
  if (chosen) return { locale: chosen };
  const folder =
    name
      .split(/[\\/]/)
      .filter((p) => p !== "")
      .at(-2) ?? "";
  const found = localeOfAndroidFolder(folder);
  if (found === "default") return { locale: sourceLocale };
  if (found) return { locale: found };
  const known = LOCALES.map((l) => androidFolderOf(l.code)).join(", ");
  return {
    error: `${name}: an Android file is read from its folder (values for the source locale, ${known}), or choose its locale`,
  };
}
