import { positionIn } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";
import type { Variant } from "./visible.ts";

const PAIRS = new Map([
  [")", "("],
  ["]", "["],
  ["}", "{"],
]);
const OPENERS = new Set(PAIRS.values());

/** The index of the first bracket left without its partner, or -1 when every one is matched. */
function unbalancedAt(text: string): number {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (OPENERS.has(ch)) open.push(i);
    const partner = PAIRS.get(ch);
    if (partner === undefined) continue;
    const last = open.pop();
    if (last === undefined || text[last] !== partner) return i;
  }
  return open[0] ?? -1;
}

const BRACKET_OR_QUOTE = /[()[\]']/;

const balanced = (variant: Variant) => unbalancedAt(variant.text) === -1;

/**
 * ( ) [ ] and quoted { } in the visible text; ICU's own braces are syntax, never text.
 * A source that is unbalanced itself ("1) first") makes no finding.
 */
export const bracketUnbalanced = defineCheck({
  id: "bracket-unbalanced",
  severity: "warning",
  text: true,
  title: "Unbalanced brackets",
  explanation: "A bracket ( [ or { is opened and not closed, or closed without being opened.",
  run(ctx): Problem[] {
    // Text brackets are ( ) [ ] or quoted braces: a text without them has nothing to balance.
    if (!BRACKET_OR_QUOTE.test(ctx.text)) return [];
    const source = ctx.source?.visible;
    if (source && !source.variants.every(balanced)) return [];
    for (const variant of ctx.visible.variants) {
      const index = unbalancedAt(variant.text);
      if (index >= 0) {
        const text = `the bracket ${variant.text[index]} has no partner`;
        return [report(bracketUnbalanced, text, positionIn(ctx.text, variant, index))];
      }
    }
    return [];
  },
});
