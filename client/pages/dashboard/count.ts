/**
 * English counts said right for any number ("1 key", "2 keys", "1,204 keys"): the plural
 * category comes from `Intl.PluralRules`, never from `n === 1` tests scattered in the markup.
 */
const rules = new Intl.PluralRules("en");
export const numbers = new Intl.NumberFormat("en");

/** `forms.one` or `forms.other`, as English needs for `n`. */
export function pluralOf(n: number, forms: { one: string; other: string }): string {
  return rules.select(n) === "one" ? forms.one : forms.other;
}

/** "1 key", "1,204 keys". */
export function count(n: number, forms: { one: string; other: string }): string {
  return `${numbers.format(n)} ${pluralOf(n, forms)}`;
}
