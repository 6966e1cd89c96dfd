import { defineCheck, type Problem, report } from "./types.ts";

/** Another key's translation in the same locale, whose source text is identical to this key's. */
export interface SameSourceTranslation {
  key: string;
  text: string;
}

/** How much of a differing translation the problem quotes. */
const QUOTE_LENGTH = 60;

const quote = (text: string) =>
  JSON.stringify(text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text);

/**
 * Weblate's `inconsistent`: the same source text is translated differently in one locale. It
 * compares keys, so no single message shows it: the store finds the keys whose source texts
 * are identical (worker/services/translations/consistency.ts) and passes their translations
 * as `sameSource`; a caller without them (the editor while typing, an import's dry run) finds
 * nothing. Both translations get the warning, each naming the other key.
 */
export const inconsistentTranslation = defineCheck({
  id: "inconsistent-translation",
  severity: "warning",
  text: true,
  title: "Translated differently elsewhere",
  explanation:
    "Another key has the same source text but a different translation in this language: use one, unless the context differs.",
  run(ctx): Problem[] {
    return inconsistencyProblems(ctx.text, ctx.sameSource ?? []);
  },
});

/** The warning for `text` against the other translations of the same source (the first that differs, by key). */
export function inconsistencyProblems(text: string, others: readonly SameSourceTranslation[]): Problem[] {
  const differing = others.filter((o) => o.text !== text && o.text !== "").sort((a, b) => (a.key < b.key ? -1 : 1));
  const first = differing[0];
  if (!first) return [];
  const more = differing.length > 1 ? ` and ${differing.length - 1} more` : "";
  return [report(inconsistentTranslation, `${first.key} translates the same source as ${quote(first.text)}${more}`)];
}
