import { defineCheck, type Problem, report } from "./types.ts";
import { choices, startOf } from "./walk.ts";

/** Every plural/select lacking `other`, not only the first (FormatJS would refuse them all). */
export const noOther = defineCheck({
  id: "no-other",
  severity: "error",
  title: "Plural or select without other",
  explanation: "Every plural and select needs an other {…} branch, which every language falls back to.",
  run(ctx): Problem[] {
    return choices(ctx.ast ?? [])
      .filter((el) => !Object.hasOwn(el.options, "other"))
      .map((el) => report(noOther, `{${el.value}} has no \`other\` branch`, startOf(el)));
  },
});
