import { positionIn } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** Weblate's ellipsis: "..." where the typographic "…" is meant (unless the source writes three dots too). */
export const ellipsis = defineCheck({
  id: "ellipsis",
  severity: "warning",
  text: true,
  title: "Three dots instead of …",
  explanation: "Write the ellipsis as one character, …, not three full stops.",
  run(ctx): Problem[] {
    if (ctx.source?.visible?.variants.some((v) => v.text.includes("..."))) return [];
    for (const variant of ctx.visible.variants) {
      const index = variant.text.indexOf("...");
      if (index >= 0) return [report(ellipsis, "three dots (...) instead of …", positionIn(ctx.text, variant, index))];
    }
    return [];
  },
});
