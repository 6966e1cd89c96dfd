import type { TranslationProblem } from "../../../common/contracts/translation-responses";

/**
 * Dismissed warnings as every read sees them (migrations/0017, docs/decisions/0065): a dismissal
 * counts while it is not undone and the translation is still at the version it was made at.
 * Keyed by the problem's `code` only, so any check of the registry can be dismissed alike.
 */

/** SQL: the dismissal `d` holds for the translation whose columns `t` qualifies (`v.`, `i18n_values.`). */
const holds = (t: string) =>
  `d.key_id = ${t}key_id AND d.locale = ${t}locale AND d.version = ${t}version AND d.undone_at IS NULL`;

/** SQL column `dismissals`: a JSON array of the translation's active dismissals, or NULL for none. */
export function activeDismissals(t: string): string {
  return `(SELECT json_group_array(json_object('code', d.code, 'reason', d.reason, 'by', d.dismissed_by, 'at', d.dismissed_at))
     FROM i18n_dismissals d WHERE ${holds(t)}) AS dismissals`;
}

/**
 * SQL: the problem `p` (a row of json_each over `v.problems`) is not a dismissed warning, for the
 * list's problem filters and the dashboard's counts. Errors are never dismissed, so they always pass.
 */
export const NOT_DISMISSED = `NOT EXISTS (SELECT 1 FROM i18n_dismissals d
  WHERE ${holds("v.")} AND d.code = json_extract(p.value, '$.code') AND json_extract(p.value, '$.severity') = 'warning')`;

interface DismissalRow {
  code: string;
  reason: string;
  by: string;
  at: string;
}

function parse(json: string | null | undefined): DismissalRow[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as DismissalRow[]) : [];
  } catch {
    return [];
  }
}

/** The problems, each warning with an active dismissal of its code marked `dismissed`. */
export function withDismissals(problems: TranslationProblem[], json: string | null | undefined): TranslationProblem[] {
  const byCode = new Map(parse(json).map((d) => [d.code, d]));
  if (byCode.size === 0) return problems;
  return problems.map((problem) => {
    const found = problem.severity === "warning" ? byCode.get(problem.code) : undefined;
    return found ? { ...problem, dismissed: { reason: found.reason, by: found.by, at: found.at } } : problem;
  });
}
