import { type LocaleGlossary, phrasePattern } from "../glossary/match";
import type { GlossaryFinding } from "./glossary-term";

/**
 * `glossary-forbidden` (a warning): the translation uses a variant the glossary forbids in its
 * locale (a deprecated or rejected translation of a term), as a whole word, case per the term's
 * setting. Reported once per variant, where it is first found, whatever the source says: a
 * forbidden word is wrong in any text of the locale.
 */
export const GLOSSARY_FORBIDDEN = {
  id: "glossary-forbidden",
  severity: "warning",
  title: "Forbidden glossary variant",
  explanation: "The translation uses a word the glossary forbids in this language; use the glossary's term instead.",
} as const;

export function forbiddenVariants(target: readonly string[], glossary: LocaleGlossary | null): GlossaryFinding[] {
  if (!glossary) return [];
  const out: GlossaryFinding[] = [];
  const seen = new Set<string>();
  for (const term of glossary.terms) {
    for (const variant of term.forbidden) {
      if (seen.has(variant)) continue;
      for (const [i, text] of target.entries()) {
        const m = phrasePattern(variant, term.caseSensitive).exec(text);
        if (!m) continue;
        seen.add(variant);
        const instead = term.translation ? `: use “${term.translation}”` : "";
        out.push({
          message: `“${m[0]}” is forbidden by the glossary (${term.term})${instead}`,
          variant: i,
          index: m.index,
        });
        break;
      }
    }
  }
  return out;
}
