import { contains, findTerms, type LocaleGlossary } from "../glossary/match";

/**
 * `glossary-term` (a warning): the source uses a glossary term and the translation lacks the
 * term's translation for its locale (found at a word's start, so inflected forms count; case
 * per the term's setting). A "do not translate" term must appear unchanged: its exact case, as
 * a whole word. Terms without a translation in the locale are not asked for.
 * It reads visible text only (arguments, selectors and tags taken out), one string per
 * plural/select branch: a term in any source branch asks for its translation in any branch.
 */

/** A finding of a glossary check: which translation branch (`variant`) and where in it. */
export interface GlossaryFinding {
  message: string;
  variant: number;
  index: number;
}

export const GLOSSARY_TERM = {
  id: "glossary-term",
  severity: "warning",
  title: "Glossary term not used",
  explanation: "The source uses a glossary term and the translation does not use the glossary's translation of it.",
} as const;

export function missingTerms(
  source: readonly string[],
  target: readonly string[],
  glossary: LocaleGlossary | null,
): GlossaryFinding[] {
  if (!glossary || glossary.terms.length === 0) return [];
  const wanted = glossary.terms.filter((t) => t.translation !== "");
  if (wanted.length === 0) return [];
  const out: GlossaryFinding[] = [];
  const seen = new Set<number>();
  for (const text of source) {
    for (const { term } of findTerms(text, wanted)) {
      if (seen.has(term.id)) continue;
      seen.add(term.id);
      const present = term.doNotTranslate
        ? target.some((t) => contains(t, term.term, true, true))
        : target.some((t) => contains(t, term.translation, term.caseSensitive, false));
      if (present) continue;
      const message = term.doNotTranslate
        ? `“${term.term}” is not translated: keep it as it is`
        : `“${term.term}” should be translated as “${term.translation}” (glossary)`;
      out.push({ message, variant: 0, index: 0 });
    }
  }
  return out;
}
