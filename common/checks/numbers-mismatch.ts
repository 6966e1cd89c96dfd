import { numbersOf } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";
import type { VisibleText } from "./visible.ts";

const DIGIT = /\d/;

const numbers = (visible: VisibleText, locale: Parameters<typeof numbersOf>[1]) =>
  new Set(visible.variants.flatMap((v) => numbersOf(v.text, locale)));

/**
 * Crowdin's "numbers mismatch", locale-aware: each side is read with its own locale's
 * separators, so `1 000,5` (sk) matches `1,000.5` (en). Arguments are not numbers here.
 */
export const numbersMismatch = defineCheck({
  id: "numbers-mismatch",
  severity: "warning",
  text: true,
  title: "Numbers differ",
  explanation: "A number of the source is missing or changed (1 000,5 in Slovak equals 1,000.5 in English).",
  run(ctx): Problem[] {
    const source = ctx.source;
    // Most texts have no digit at all: nothing to read then.
    if (!source || (!DIGIT.test(ctx.text) && !DIGIT.test(source.text)) || !source.visible) return [];
    const mine = numbers(ctx.visible, ctx.locale);
    const theirs = numbers(source.visible, source.locale);
    const missing = [...theirs].filter((n) => !mine.has(n));
    const added = [...mine].filter((n) => !theirs.has(n));
    const out = [];
    if (missing.length > 0)
      out.push(report(numbersMismatch, `the source has ${missing.join(", ")}, this translation does not`));
    if (added.length > 0) out.push(report(numbersMismatch, `${added.join(", ")} is not in the source`));
    return out;
  },
});
