import { defineCheck, type Problem, report } from "./types.ts";

const lines = (text: string) => text.split("\n").length - 1;

/** Weblate's newline-count: a layout that breaks lines breaks them in every language. */
export const newlineCount = defineCheck({
  id: "newline-count",
  severity: "warning",
  text: true,
  title: "Line breaks differ",
  explanation: "The translation has a different number of line breaks than the source.",
  run(ctx): Problem[] {
    const source = ctx.source?.visible?.main;
    if (!source) return [];
    const mine = lines(ctx.visible.main.text);
    const theirs = lines(source.text);
    if (mine === theirs) return [];
    return [report(newlineCount, `${mine} line break${mine === 1 ? "" : "s"}, the source has ${theirs}`)];
  },
});
