import { ADMIN_NAMESPACE, ADMIN_SOURCE_LOCALE } from "../../common/admin-locale";
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

/**
 * SQL of `sourceLocaleFor` (common/admin-locale.ts): the source locale of the key whose name is
 * the column `name`, with `site` (a bound parameter such as `?1`) for the site's keys.
 */
export function sourceLocaleSql(name: string, site: string): string {
  return `(CASE WHEN ${adminKeySql(name)} THEN '${ADMIN_SOURCE_LOCALE}' ELSE ${site} END)`;
}

/** SQL of `isAdminKey` over the key-name column `name`: 1 for the admin's messages, else 0. */
export function adminKeySql(name: string): string {
  // `admin.` ≤ name < `admin/` ('/' follows '.'): names starting `admin.`, as a range of the index.
  return `(${name} = '${ADMIN_NAMESPACE}' OR (${name} >= '${ADMIN_NAMESPACE}.' AND ${name} < '${ADMIN_NAMESPACE}/'))`;
}
