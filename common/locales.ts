/**
 * The one locale table (PRODUCT.md "Locales"). Routing, negotiation, SEO, the
 * language switcher and the admin all read it.
 * - `code`: the URL prefix and the value of the `i18n_redirected` cookie. `cz`,
 *   `si` and `rs` are prefixes only (`si` is Sinhala as a language tag).
 * - `tag`: the BCP 47 language tag, wherever a standard asks for one
 *   (`<html lang>`, hreflang, Accept-Language matching).
 * - `ogLocale`: Open Graph's `language_TERRITORY`.
 * - `pluralTag`: the tag handed to `Intl.PluralRules` / `Intl.NumberFormat`
 *   (Serbian is written here in Latin script).
 */
export const LOCALES = [
  { code: "sk", tag: "sk", ogLocale: "sk_SK", pluralTag: "sk", name: "Slovenčina" },
  { code: "en", tag: "en", ogLocale: "en_US", pluralTag: "en", name: "English" },
  { code: "cz", tag: "cs", ogLocale: "cs_CZ", pluralTag: "cs", name: "Čeština" },
  { code: "hr", tag: "hr", ogLocale: "hr_HR", pluralTag: "hr", name: "Hrvatski" },
  { code: "pl", tag: "pl", ogLocale: "pl_PL", pluralTag: "pl", name: "Polski" },
  { code: "hu", tag: "hu", ogLocale: "hu_HU", pluralTag: "hu", name: "Magyar" },
  { code: "si", tag: "sl", ogLocale: "sl_SI", pluralTag: "sl", name: "Slovenščina" },
  { code: "rs", tag: "sr", ogLocale: "sr_RS", pluralTag: "sr-Latn", name: "Srpski" },
  { code: "de", tag: "de", ogLocale: "de_DE", pluralTag: "de", name: "Deutsch" },
  { code: "ru", tag: "ru", ogLocale: "ru_RU", pluralTag: "ru", name: "Русский" },
] as const;

export type LocaleInfo = (typeof LOCALES)[number];
export type LocaleCode = LocaleInfo["code"];

/** sk: served without a prefix, and the fallback for missing messages. */
export const DEFAULT_LOCALE: LocaleCode = "sk";

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

const BY_CODE = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && BY_CODE.has(value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return BY_CODE.get(code) as LocaleInfo;
}

/** The path prefix of a locale: "" for sk, "/en" for en. */
export function localePrefix(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? "" : `/${code}`;
}

/** Joins a locale and a locale-less path ("/" or "/404") into a URL path. */
export function localePath(code: LocaleCode, path = "/"): string {
  const prefix = localePrefix(code);
  if (path === "/") return prefix || "/";
  return `${prefix}${path}`;
}

/**
 * Splits a URL path into its locale and the locale-less rest. A first segment
 * that is not a non-default locale code belongs to the sk (unprefixed) tree.
 */
export function splitLocalePath(pathname: string): { locale: LocaleCode; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return { locale: first, rest: match?.[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || "/" };
}

/**
 * The path to open `rest` (a locale-less path) in `code` as a fresh choice: like
 * `localePath`, except that the default locale's home is `/sk`, which language
 * detection never redirects and which records the choice before landing on `/`.
 */
export function localeSwitchPath(code: LocaleCode, rest = "/"): string {
  if (code === DEFAULT_LOCALE && rest === "/") return `/${code}`;
  return localePath(code, rest);
}
