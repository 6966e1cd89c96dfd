import { messageArguments } from "../icu/arguments.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** A warning, not an error: a translation may use an extra argument the app passes (docs/decisions/0035). */
export const argumentAdded = defineCheck({
  id: "argument-added",
  severity: "warning",
  title: "Argument added (vs. source)",
  explanation: "This translation uses an argument the source does not; the app may not pass it.",
  run(ctx): Problem[] {
    const theirs = ctx.source?.arguments;
    if (!ctx.ast || !theirs) return [];
    return [...messageArguments(ctx.ast)]
      .filter(([name]) => !theirs.has(name))
      .map(([name, use]) => report(argumentAdded, `{${name}} is not in the source`, use));
  },
});
