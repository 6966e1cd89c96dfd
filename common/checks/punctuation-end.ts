import { defineCheck, type Problem, report } from "./types.ts";
import type { Variant } from "./visible.ts";

/**
 * The sentence-final marks, per script, by what they mean: Latin and Cyrillic share
 * . ! ? : …, and the full-width forms of East Asian scripts mean the same. Three dots
 * mean an ellipsis too (the `ellipsis` check asks for the one character).
 */
const MEANING = new Map<string, string>([
  [".", "a full stop"],
  ["。", "a full stop"],
  ["!", "an exclamation mark"],
  ["！", "an exclamation mark"],
  ["?", "a question mark"],
  ["？", "a question mark"],
  [":", "a colon"],
  ["：", "a colon"],
  ["…", "an ellipsis"],
]);

/** Closing quotes and brackets are looked through: „Hallo.“ ends with a full stop. */
const CLOSERS = /[\s"'”“„»«’‘)\]]+$/u;

function ending(variant: Variant): string {
  const text = variant.text.replace(CLOSERS, "");
  if (text.endsWith("...")) return "an ellipsis";
  return MEANING.get(text.at(-1) ?? "") ?? "none";
}

/** Weblate's end_stop/end_exclamation/end_question/end_colon/end_ellipsis as one check. */
export const punctuationEnd = defineCheck({
  id: "punctuation-end",
  severity: "warning",
  text: true,
  title: "Ending punctuation differs",
  explanation: "The source ends with . ! ? : or … and the translation ends differently (or the other way round).",
  run(ctx): Problem[] {
    const source = ctx.source?.visible?.main;
    if (!source) return [];
    const mine = ending(ctx.visible.main);
    const theirs = ending(source);
    if (mine === theirs) return [];
    const own = mine === "none" ? "no such mark" : mine;
    const their = theirs === "none" ? "none" : theirs;
    return [report(punctuationEnd, `the translation ends with ${own}, the source with ${their}`)];
  },
});
