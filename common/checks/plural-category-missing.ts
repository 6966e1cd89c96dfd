import { pluralCategories } from "../icu/plural-categories.ts";
import { ELEMENT } from "./element.ts";
import { defineCheck, type Problem, report } from "./types.ts";
import { choices, startOf } from "./walk.ts";

/** `few` and `many` missing in Polish: numbers of those forms get the `other` text. */
export const pluralCategoryMissing = defineCheck({
  id: "plural-category-missing",
  severity: "warning",
  title: "Plural category missing",
  explanation: "A plural lacks a form this language needs (Polish needs one, few, many and other).",
  run(ctx): Problem[] {
    const out: Problem[] = [];
    for (const el of choices(ctx.ast ?? [])) {
      if (el.type !== ELEMENT.plural) continue;
      const has = pluralCategories(ctx.locale, el.pluralType === "ordinal" ? "ordinal" : "cardinal");
      const missing = has.filter((c) => c !== "other" && !Object.hasOwn(el.options, c));
      if (missing.length === 0) continue;
      out.push(
        report(pluralCategoryMissing, `{${el.value}} lacks ${missing.join(", ")} for ${ctx.locale}`, startOf(el)),
      );
    }
    return out;
  },
});
