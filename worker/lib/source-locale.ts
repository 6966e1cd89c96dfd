import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from "../../common/locales";

/**
 * The locale translators translate from: every other locale's cells are checked
 * against its text of the same key. The `SOURCE_LOCALE` var of wrangler.toml, or the
 * default locale when it is unset or empty. A value that is not one of our locales is
 * a deployment mistake: the request fails with a 500 whose cause onError logs, rather
 * than checking every cell against nothing.
 */
export function sourceLocaleOf(env: { SOURCE_LOCALE?: string }): LocaleCode {
  const value = env.SOURCE_LOCALE ?? "";
  if (value === "") return DEFAULT_LOCALE;
  if (!isLocaleCode(value)) {
    throw new Error(`SOURCE_LOCALE is ${JSON.stringify(value)}: it must be one of the locale codes`);
  }
  return value;
}
