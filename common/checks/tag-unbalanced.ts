import { defineCheck, type Problem } from "./types.ts";

/** Found by the parser (./parse.ts): an unclosed or mismatched rich-text tag. */
export const tagUnbalanced = defineCheck({
  id: "tag-unbalanced",
  severity: "error",
  title: "Unbalanced tag",
  explanation: "A tag such as <b> is opened but never closed, or closed with the wrong name.",
  unparsed: true,
  run: (ctx): Problem[] => (ctx.parseProblem?.code === "tag-unbalanced" ? [ctx.parseProblem] : []),
});
