import { positionIn } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** Two spaces after a visible character: spaces that indent a line are layout, not a typo. */
const DOUBLE = /(?<=\S)[ \u00a0]{2,}/u;

/** Weblate's double_space: two spaces in a row, unless the source has them too. */
export const doubleSpace = defineCheck({
  id: "double-space",
  severity: "warning",
  text: true,
  title: "Double space",
  explanation: "Two spaces in a row, which the source does not have.",
  run(ctx): Problem[] {
    if (ctx.source?.visible?.variants.some((v) => DOUBLE.test(v.text))) return [];
    for (const variant of ctx.visible.variants) {
      const index = variant.text.search(DOUBLE);
      if (index >= 0) return [report(doubleSpace, "two spaces in a row", positionIn(ctx.text, variant, index))];
    }
    return [];
  },
});
