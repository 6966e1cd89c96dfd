import { messageArguments } from "../icu/arguments.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** `{count}` here, `{count, plural, …}` in the source: the app passes one value, the two expect different ones. */
export const argumentTypeMismatch = defineCheck({
  id: "argument-type-mismatch",
  severity: "warning",
  title: "Argument used differently",
  explanation: "An argument is used as another kind of value than in the source (a plain {count} for a plural).",
  run(ctx): Problem[] {
    const theirs = ctx.source?.arguments;
    if (!ctx.ast || !theirs) return [];
    const mine = messageArguments(ctx.ast);
    const out: Problem[] = [];
    for (const [name, use] of theirs) {
      const own = mine.get(name);
      if (!own || own.kind === use.kind) continue;
      const text = `{${name}} is used as ${own.kind} here, as ${use.kind} in the source`;
      out.push(report(argumentTypeMismatch, text, own));
    }
    return out;
  },
});
