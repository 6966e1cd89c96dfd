import { LOCALES, type LocaleCode } from "../locales.ts";

export type PluralType = "cardinal" | "ordinal";

/** CLDR's order, so lists and generated messages read one, few, many, other. */
export const CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"] as const;

const TAGS = new Map<string, string>(LOCALES.map((l) => [l.code, l.pluralTag]));
const CACHE = new Map<string, readonly string[]>();

/** The CLDR plural tag of a locale code (rs → sr-Latn); a code we do not know is used as a tag. */
export function pluralTagOf(locale: LocaleCode | string): string {
  return TAGS.get(locale) ?? locale;
}

/**
 * The plural categories of a locale: cardinal for `plural`, ordinal for
 * `selectordinal` (pl cardinal: one, few, many, other).
 */
export function pluralCategories(locale: LocaleCode | string, type: PluralType = "cardinal"): readonly string[] {
  const id = `${locale}\u0000${type}`;
  let categories = CACHE.get(id);
  if (!categories) {
    const found = new Set(new Intl.PluralRules(pluralTagOf(locale), { type }).resolvedOptions().pluralCategories);
    categories = CATEGORY_ORDER.filter((c) => found.has(c));
    CACHE.set(id, categories);
  }
  return categories;
}
