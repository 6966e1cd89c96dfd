import type { LocaleCode } from "../locales.ts";
import { positionIn } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";
import type { Variant } from "./visible.ts";

/** A word, whitespace, the same word (any case); arguments sit between words as U+FFFC, never a word. */
const REPEAT = /(?<![\p{L}\p{M}\p{N}])(\p{L}[\p{L}\p{M}]*)\s+\1(?![\p{L}\p{M}\p{N}])/giu;

/** A cheap first look, never missing a repetition: two equal neighbouring words (most texts have none). */
function mayRepeat(text: string): boolean {
  const parts = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  return parts.some((part, i) => i > 0 && part !== "" && part === parts[i - 1]);
}

/** Repetitions a language's grammar makes: German "die die Sprache sprechen", "nehmen Sie sie". */
const GRAMMATICAL: Partial<Record<LocaleCode, ReadonlySet<string>>> = {
  de: new Set(["der", "die", "das", "sie"]),
};

const repeats = (variant: Variant) => (mayRepeat(variant.text) ? [...variant.text.matchAll(REPEAT)] : []);

/** Weblate's duplicate check: "the the". A repetition the source makes too ("Bora Bora") is not reported. */
export const repeatedWord = defineCheck({
  id: "repeated-word",
  severity: "warning",
  text: true,
  title: "Repeated word",
  explanation: "The same word twice in a row, such as “the the”.",
  run(ctx): Problem[] {
    const allowed = new Set(
      (ctx.source?.visible?.variants ?? []).flatMap((v) => repeats(v).map((m) => (m[1] as string).toLowerCase())),
    );
    const out: Problem[] = [];
    const seen = new Set<string>();
    for (const variant of ctx.visible.variants) {
      for (const m of repeats(variant)) {
        const word = (m[1] as string).toLowerCase();
        if (allowed.has(word) || seen.has(word) || GRAMMATICAL[ctx.locale]?.has(word)) continue;
        seen.add(word);
        out.push(report(repeatedWord, `“${m[1]}” twice in a row`, positionIn(ctx.text, variant, m.index)));
      }
    }
    return out;
  },
});
