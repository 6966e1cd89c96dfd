import type { PluralForms } from "./plural-forms.ts";

/**
 * Which ICU selector each `msgstr[i]` of a PO file stands for, found by evaluating the file's
 * `Plural-Forms` expression on sample numbers and comparing with CLDR (`Intl.PluralRules`) on
 * the same numbers, never by position: real files order Slovak's forms `other, one, few` and
 * Slovenian's `other, one, two, few`, and Serbian files add a form for exactly n == 1.
 */
export interface FormMapping {
  /** The selector of each form (`one`, `few`, `=1`); null: no whole number reaches it. */
  selectors: (string | null)[];
  /** The form whose text also serves as `other` when no form is CLDR's `other` (ru, pl: other is for fractions). */
  otherFrom: number | null;
  /** Forms that match no category: each was given its closest category; a warning per plural entry. */
  mismatches: string[];
}

/** Whole numbers 0…200 and a few large ones (the rules of every language we know repeat within 100 or 1000). */
const WHOLE = [
  ...Array.from({ length: 201 }, (_, i) => i),
  1000,
  1001,
  1002,
  1005,
  1011,
  1012,
  1021,
  1101,
  10_000,
  100_000,
  1_000_000,
  1_000_001,
  1_000_002,
];
/** Fractions reach only django's `n % 1 != 0` forms, which no whole number does. */
const FRACTIONS = [0.5, 1.5, 2.5, 3.5, 5.5, 10.5, 21.5, 100.5];

/** The mapping of a header's forms for a CLDR tag, or why the header cannot be used. */
export function mapPluralForms(forms: PluralForms, pluralTag: string): FormMapping | { error: string } {
  const rules = new Intl.PluralRules(pluralTag);
  const reached: number[][] = Array.from({ length: forms.nplurals }, () => []);
  for (const n of WHOLE) {
    const form = forms.evaluate(n);
    if (form === null) return { error: `the plural expression divides by zero for n = ${n}` };
    const numbers = reached[form];
    if (!Number.isInteger(form) || !numbers) {
      return { error: `the plural expression gives form ${form} for n = ${n}, but nplurals is ${forms.nplurals}` };
    }
    numbers.push(n);
  }
  const byCategory = new Map<string, Set<number>>();
  for (const n of WHOLE) {
    const c = rules.select(n);
    byCategory.set(c, (byCategory.get(c) ?? new Set()).add(n));
  }
  const selectors: (string | null)[] = reached.map(() => null);
  const taken = new Set<string>();
  const take = (i: number, selector: string) => {
    selectors[i] = selector;
    taken.add(selector);
  };
  reached.forEach((numbers, i) => {
    const exact = [...byCategory].find(([c, set]) => !taken.has(c) && sameSet(numbers, set));
    if (exact) take(i, exact[0]);
    else if (numbers.length === 1) take(i, `=${numbers[0]}`);
  });
  const exactValues = new Set(reached.filter((_, i) => selectors[i]?.startsWith("=")).flat());
  const mismatches: string[] = [];
  for (const [i, numbers] of reached.entries()) {
    if (selectors[i] !== null) continue;
    if (numbers.length === 0) {
      fractionForm(forms, i, rules, taken, take);
      continue;
    }
    const rest = [...byCategory].find(
      ([c, set]) => !taken.has(c) && sameSet(numbers, new Set([...set].filter((n) => !exactValues.has(n)))),
    );
    if (rest) {
      take(i, rest[0]);
      continue;
    }
    const closest = closestCategory(numbers, rules, taken);
    if (closest) take(i, closest);
    mismatches.push(`form ${i} (n = ${numbers.slice(0, 4).join(", ")}…) matches no plural category of ${pluralTag}`);
  }
  return { selectors, otherFrom: taken.has("other") ? null : widestForm(reached, selectors), mismatches };
}

function sameSet(numbers: number[], set: ReadonlySet<number>): boolean {
  return numbers.length === set.size && numbers.every((n) => set.has(n));
}

/** A form no whole number reaches is CLDR's category of the fractions that reach it, if they agree. */
function fractionForm(
  forms: PluralForms,
  i: number,
  rules: Intl.PluralRules,
  taken: Set<string>,
  take: (i: number, s: string) => void,
) {
  const categories = new Set(FRACTIONS.filter((f) => forms.evaluate(f) === i).map((f) => rules.select(f)));
  const [only] = categories;
  if (categories.size === 1 && only && !taken.has(only)) take(i, only);
}

function closestCategory(numbers: number[], rules: Intl.PluralRules, taken: Set<string>): string | null {
  const counts = new Map<string, number>();
  for (const n of numbers) {
    const c = rules.select(n);
    if (!taken.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The category form that covers the most whole numbers (ru, pl: `many`). */
function widestForm(reached: number[][], selectors: (string | null)[]): number | null {
  let best: number | null = null;
  reached.forEach((numbers, i) => {
    const s = selectors[i];
    if (s == null || s.startsWith("=")) return;
    if (best === null || numbers.length > (reached[best]?.length ?? 0)) best = i;
  });
  return best;
}
