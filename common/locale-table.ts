/**
 * The one locale table: adding a locale is one entry here plus its
 * `locales/{code}.json` (docs/decisions/0037-one-locale-table.md). Everything
 * else (routing, negotiation, SEO, the switcher, the API, the admin) derives
 * from it through common/locales.ts; nothing else lists locale codes.
 * - `code`: the URL prefix and the value of the `i18n_redirected` cookie. `cz`,
 *   `si` and `rs` are prefixes only (`si` is Sinhala as a language tag).
 * - `tag`: the BCP 47 language tag, wherever a standard asks for one
 *   (`<html lang>`, hreflang, Accept-Language matching).
 * - `ogLocale`: Open Graph's `language_TERRITORY`.
 * - `pluralTag`: the tag handed to `Intl.PluralRules` / `Intl.NumberFormat`
 *   (Serbian is written here in Latin script).
 * - `name`: the native name, as the language switcher shows it.
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
