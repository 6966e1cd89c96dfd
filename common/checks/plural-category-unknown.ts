import { pluralCategories } from "../icu/plural-categories.ts";
import { ELEMENT } from "./element.ts";
import { defineCheck, type Problem, report } from "./types.ts";
import { choices, startOf } from "./walk.ts";

/** `few` in German: a branch the language's plural rules never choose (`=N` branches always count). */
export const pluralCategoryUnknown = defineCheck({
  id: "plural-category-unknown",
  severity: "warning",
  title: "Plural category the language lacks",
  explanation: "A plural form that this language never uses (German has no few): its text is never shown.",
  run(ctx): Problem[] {
    const out: Problem[] = [];
    for (const el of choices(ctx.ast ?? [])) {
      if (el.type !== ELEMENT.plural) continue;
      const type = el.pluralType === "ordinal" ? "ordinal" : "cardinal";
      const has = pluralCategories(ctx.locale, type);
      for (const [key, option] of Object.entries(el.options)) {
        if (key.startsWith("=") || has.includes(key)) continue;
        const text = `${ctx.locale} has no ${type} category \`${key}\` (it has ${has.join(", ")})`;
        out.push(report(pluralCategoryUnknown, text, option.location?.start ?? startOf(el)));
      }
    }
    return out;
  },
});
