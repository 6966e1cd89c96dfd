import { forbiddenPatterns, type LocaleGlossary } from "../glossary/match.ts";
import { positionIn, words } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/** A forbidden variant found: its message, and where (which branch, which character of it). */
export interface ForbiddenFinding {
  message: string;
  variant: number;
  index: number;
}

/**
 * The forbidden variants of `glossary` used in `target` (one string per plural/select branch), in
 * any form of the locale's inflection rule (common/glossary/inflection.ts: `koszyka` for a
 * forbidden `koszyk`), case per the term's setting; each once, where it is first found.
 */
export function forbiddenVariants(target: readonly string[], glossary: LocaleGlossary | null): ForbiddenFinding[] {
  if (!glossary) return [];
  const out: ForbiddenFinding[] = [];
  const seen = new Set<string>();
  const lower = target.map((t) => t.toLocaleLowerCase());
  for (const term of glossary.terms) {
    if (term.forbidden.length === 0) continue;
    const patterns = forbiddenPatterns(term, glossary.locale);
    for (const [v, variant] of term.forbidden.entries()) {
      const { pattern, needle } = patterns[v] as (typeof patterns)[number];
      if (seen.has(variant)) continue;
      for (const [i, text] of target.entries()) {
        if (needle !== "" && !lower[i]?.includes(needle)) continue;
        pattern.lastIndex = 0;
        const m = pattern.exec(text);
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

/**
 * `glossary-forbidden`: the translation uses a variant the glossary forbids in its locale (a
 * deprecated or rejected translation of a term), whatever the source says: a forbidden word is
 * wrong in any text of the locale.
 */
export const glossaryForbidden = defineCheck({
  id: "glossary-forbidden",
  severity: "warning",
  text: true,
  title: "Forbidden glossary variant",
  explanation:
    "The translation uses a word the glossary forbids in this language, in any of its forms; use the glossary's term instead.",
  run(ctx): Problem[] {
    if (!ctx.glossary) return [];
    const variants = ctx.visible.variants;
    // `words` keeps each character where it was (an argument becomes one space), so indexes hold.
    return forbiddenVariants(variants.map(words), ctx.glossary).map((f) =>
      report(
        glossaryForbidden,
        f.message,
        positionIn(ctx.text, variants[f.variant] as (typeof variants)[number], f.index),
      ),
    );
  },
});
