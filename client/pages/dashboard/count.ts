import { countOf, nounOf } from "../../lib/count-words";

/** The dashboard's counts, with its `{ one, other }` forms, worded by the one helper (client/lib/count-words.ts). */
export { numbers } from "../../lib/count-words";

type Forms = { one: string; other: string };

/** `forms.one` or `forms.other`, as English needs for `n`. */
export const pluralOf = (n: number, forms: Forms): string => nounOf(n, [forms.one, forms.other]);

/** "1 key", "1,204 keys". */
export const count = (n: number, forms: Forms): string => countOf(n, [forms.one, forms.other]);
