import { positionIn } from "./text.ts";
import { type CheckContext, defineCheck, type Problem, report } from "./types.ts";
import type { Variant } from "./visible.ts";

const LEADING = /^\s+/u;
const TRAILING = /\s+$/u;

function edge(ctx: CheckContext, pattern: RegExp, side: "leading" | "trailing"): Problem[] {
  const source = ctx.source?.visible?.main;
  const expected = source ? pattern.test(source.text) : false;
  const hit = ctx.visible.variants.find((v: Variant) => pattern.test(v.text) !== expected);
  if (!hit) return [];
  if (expected) return [report(whitespaceEdge, `the source has ${side} whitespace, this translation does not`)];
  const index = side === "leading" ? 0 : hit.text.search(TRAILING);
  const where = source ? ", the source has none" : "";
  return [report(whitespaceEdge, `${side} whitespace${where}`, positionIn(ctx.text, hit, index))];
}

/** Weblate's begin_space/end_space: edge spaces are invisible in the editor and visible on the page. */
export const whitespaceEdge = defineCheck({
  id: "whitespace-edge",
  severity: "warning",
  text: true,
  title: "Leading or trailing whitespace",
  explanation: "The text starts or ends with a space or line break where the source does not, or the other way round.",
  run: (ctx): Problem[] => [...edge(ctx, LEADING, "leading"), ...edge(ctx, TRAILING, "trailing")],
});
