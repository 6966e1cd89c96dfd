import { type LocaleCode, localeInfo } from "./locales";

/** CLDR plural categories: a message given as plural forms uses these as its keys. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The plural categories a locale's language uses (hu: one, other; pl: one, few, many, other). */
export function pluralCategoriesOf(locale: LocaleCode): PluralCategory[] {
  return new Intl.PluralRules(localeInfo(locale).pluralTag).resolvedOptions().pluralCategories as PluralCategory[];
}

/**
 * SQL: true when key `alias.name` is a plural form the locale's language does not
 * use (`home.items.few` for hu, when `home.items.other` exists): such a cell
 * is not missing, and completion does not count it.
 */
export function unneededPluralFormSql(locale: LocaleCode, alias = "k"): string {
  const used = new Set(pluralCategoriesOf(locale));
  const unused = PLURAL_CATEGORIES.filter((c) => !used.has(c));
  if (unused.length === 0) return "0";
  const branches = unused.map(
    (c) =>
      `(${alias}.name LIKE '%.${c}' AND EXISTS (SELECT 1 FROM i18n_keys o WHERE o.name = substr(${alias}.name, 1, length(${alias}.name) - ${c.length}) || 'other'))`,
  );
  return `(${branches.join(" OR ")})`;
}
