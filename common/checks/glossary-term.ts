import { contains, findTerms, type LocaleGlossary } from "../glossary/match.ts";
import type { LocaleCode } from "../locales.ts";
import { words } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/**
 * `glossary-term`: the source uses a glossary term (in any of its forms in the source locale)
 * and the translation lacks the term's translation for its locale (in any of its forms there;
 * case per the term's setting). A "do not translate" term must appear as written, its case
 * included, though inflected as the translation's language inflects it (`Polyglota`). The forms
 * are the entry's list for that locale, else the language's rule (common/glossary/inflection.ts).
 * Terms without a translation in the locale are not asked for.
 * It reads visible text only (arguments, selectors and tags taken out), one string per
 * plural/select branch: a term in any source branch asks for its translation in any branch.
 */
export function missingTerms(
  source: readonly string[],
  target: readonly string[],
  glossary: LocaleGlossary | null,
  sourceLocale: LocaleCode,
): string[] {
  const wanted = glossary?.terms.filter((t) => t.translation !== "") ?? [];
  if (wanted.length === 0) return [];
  const out: string[] = [];
  const seen = new Set<number>();
  for (const text of source) {
    for (const { term } of findTerms(text, wanted, sourceLocale)) {
      if (seen.has(term.id)) continue;
      seen.add(term.id);
      const locale = glossary?.locale ?? sourceLocale;
      const forms = term.forms[locale];
      const present = term.doNotTranslate
        ? target.some((t) => contains(t, term.term, locale, true, forms))
        : target.some((t) => contains(t, term.translation, locale, term.caseSensitive, forms));
      if (present) continue;
      out.push(
        term.doNotTranslate
          ? `“${term.term}” is not translated: keep it as it is`
          : `“${term.term}” should be translated as “${term.translation}” (glossary)`,
      );
    }
  }
  return out;
}

export const glossaryTerm = defineCheck({
  id: "glossary-term",
  severity: "warning",
  text: true,
  title: "Glossary term not used",
  explanation:
    "The source uses a glossary term, in any of its forms, and the translation does not use the glossary's translation of it in any of its forms.",
  run(ctx): Problem[] {
    const source = ctx.source;
    if (!ctx.glossary || !source?.visible || source.locale === ctx.locale) return [];
    const found = missingTerms(
      source.visible.variants.map(words),
      ctx.visible.variants.map(words),
      ctx.glossary,
      source.locale,
    );
    return found.map((message) => report(glossaryTerm, message));
  },
});
