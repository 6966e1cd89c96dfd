import { messageArguments } from "../icu/arguments.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** The source's `{name}` is not in the translation: the visitor never sees that value. */
export const argumentMissing = defineCheck({
  id: "argument-missing",
  severity: "warning",
  title: "Argument missing (vs. source)",
  explanation: "The source uses an argument such as {name} that this translation leaves out.",
  run(ctx): Problem[] {
    const theirs = ctx.source?.arguments;
    if (!ctx.ast || !theirs) return [];
    const mine = messageArguments(ctx.ast);
    return [...theirs.keys()]
      .filter((name) => !mine.has(name))
      .map((name) => report(argumentMissing, `the source uses {${name}}, this message does not`));
  },
});
