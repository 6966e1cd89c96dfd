import { defineCheck, type Problem } from "./types.ts";

/** The parser's finding (./parse.ts makes it): the message cannot be read at all. */
export const syntax = defineCheck({
  id: "syntax",
  severity: "error",
  title: "Syntax error",
  explanation: "The text is not valid ICU MessageFormat: a brace, a quote or a plural is written wrong.",
  unparsed: true,
  run: (ctx): Problem[] => (ctx.parseProblem?.code === "syntax" ? [ctx.parseProblem] : []),
});
