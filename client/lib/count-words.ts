/** English counts said right for any number: "1 entry", "2 entries" (Intl.PluralRules, not `=== 1`). The editor and the dashboard both word counts with it. */
const rules = new Intl.PluralRules("en");
export const numbers = new Intl.NumberFormat("en");

export type Noun = readonly [one: string, other: string];

export const KEY: Noun = ["key", "keys"];

/** The noun alone for `n`: "entry" or "entries". */
export const nounOf = (n: number, [one, other]: Noun) => (rules.select(n) === "one" ? one : other);

/** `n` with its noun: "1 entry", "1,280 entries". */
export const countOf = (n: number, noun: Noun) => `${numbers.format(n)} ${nounOf(n, noun)}`;
