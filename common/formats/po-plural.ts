import { CATEGORY_ORDER } from "../icu/plural-categories.ts";
import type { FormMapping } from "./plural-forms-map.ts";

/** One `msgstr[i]` as ICU text, with the file offset of each of its characters. */
export interface FormText {
  text: string;
  offsets: number[];
  /** The offset of the msgstr's string in the file (for the ICU syntax around it). */
  at: number;
}

export interface PluralMessage {
  text: string;
  offsets: number[];
  /** Why forms were left out or borrowed (for a `po-plural-forms` warning). */
  notes: string[];
}

/**
 * The forms of a plural entry as one ICU plural on `argument`: each form under its selector
 * from the header (forms no whole number reaches are left out), exact values first, then
 * CLDR's order. Without a form for `other` (ru, pl: CLDR's `other` is for fractions only),
 * the widest form's text serves as `other` too; the export writes such a plural back to the
 * same forms (common/formats/po-export.ts), so the round trip is exact.
 */
export function pluralMessage(argument: string, forms: FormText[], mapping: FormMapping): PluralMessage {
  const options = new Map<string, FormText>();
  const notes: string[] = [];
  forms.forEach((form, i) => {
    const selector = mapping.selectors[i];
    if (selector === undefined) notes.push(`msgstr[${i}] is beyond nplurals`);
    else if (selector !== null && form.text === "") notes.push(`msgstr[${i}] is empty`);
    else if (selector !== null) options.set(selector, form);
  });
  if (forms.length < mapping.selectors.length) {
    notes.push(`${forms.length} forms where the header has ${mapping.selectors.length}`);
  }
  if (!options.has("other")) {
    const widest = mapping.otherFrom === null ? undefined : mapping.selectors[mapping.otherFrom];
    const borrowed = (widest ? options.get(widest) : undefined) ?? [...options.values()].at(-1);
    if (borrowed) options.set("other", borrowed);
  }
  const head = `{${argument}, plural,`;
  const first = forms[0]?.at ?? 0;
  const out: PluralMessage = { text: head, offsets: Array(head.length).fill(first), notes };
  for (const selector of orderSelectors([...options.keys()])) {
    const form = options.get(selector) as FormText;
    const open = ` ${selector} {`;
    out.text += open + form.text;
    out.offsets.push(...Array(open.length).fill(form.at), ...form.offsets);
    out.text += "}";
    out.offsets.push(form.offsets.at(-1) ?? form.at);
  }
  out.text += "}";
  out.offsets.push(first);
  return out;
}

/** `=0`, `=1`… first, by value; then CLDR's order (one, few, many, other). */
export function orderSelectors(selectors: string[]): string[] {
  const exact = selectors.filter((s) => s.startsWith("=")).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const order: readonly string[] = CATEGORY_ORDER;
  const categories = selectors.filter((s) => !s.startsWith("=")).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [...exact, ...categories];
}
