import { matchesIn, positionIn } from "./text.ts";
import { type Check, type CheckContext, type Problem, report } from "./types.ts";

/** Links and addresses end before trailing sentence punctuation. */
const TAIL = /[.,;:!?)\]'"”“»]+$/u;

/**
 * What url-mismatch and email-mismatch share: every match of `pattern` in the source
 * must be in the translation, and the translation adds none (Weblate's `url` check,
 * Crowdin's "URLs mismatch"). Matches are compared as written.
 */
export function linkProblems(
  check: Pick<Check, "id" | "severity">,
  ctx: CheckContext,
  pattern: RegExp,
  noun: string,
  /** A cheap test that `pattern` cannot match a text (no "@", no "http"/"www."), skipping the scan. */
  hint: RegExp,
) {
  if (!ctx.source || (!hint.test(ctx.text) && !hint.test(ctx.source.text))) return [];
  const source = ctx.source.visible;
  if (!source) return [];
  const clean = (found: Map<string, unknown>) => new Set([...found.keys()].map((m) => m.replace(TAIL, "")));
  const theirs = clean(matchesIn(source.variants, pattern));
  const found = matchesIn(ctx.visible.variants, pattern);
  const mine = clean(found);
  const out: Problem[] = [];
  for (const link of theirs) {
    if (!mine.has(link)) out.push(report(check, `the source has the ${noun} ${link}, this translation does not`));
  }
  for (const [raw, at] of found) {
    const link = raw.replace(TAIL, "");
    if (!theirs.has(link))
      out.push(report(check, `the ${noun} ${link} is not in the source`, positionIn(ctx.text, at.variant, at.index)));
  }
  return out;
}
