/**
 * The writes of a review state (docs/decisions/0055, 0066, 0074): approve, needs review, confirm
 * (the text still fits a changed source), request changes (with a reason, a comment), and the
 * undo of a bulk run's review changes. One row per
 * translation at the version its caller saw (`v`): a translation changed since is left alone.
 * ?1 the rows' JSON, ?2 the actor, ?3 the time, ?4 the change (a bulk run's id, or a subquery
 * naming it; NULL for one review in the editor).
 */
import { type ReviewWrite, reviewRow } from "./rows";
import { type ChangeRef, R, type Statement, statement } from "./sql";

export type ReviewAction = "approve" | "needs-review" | "confirm" | "request-changes";

/** SQL over the translation `v`: the action would change it. */
const CHANGES: Record<ReviewAction, string> = {
  approve: "v.reviewed_version IS NOT v.version",
  "needs-review": "(v.reviewed_version IS v.version OR v.changes_requested_version IS v.version)",
  confirm: "v.outdated_source IS NOT NULL",
  "request-changes": "v.changes_requested_version IS NOT v.version",
};

const PLANNED = `FROM json_each(?1) j JOIN i18n_values v ON v.key_id = ${R("k")} AND v.locale = ${R("l")} AND v.version = ${R("v")}`;

const STATE_COLUMNS = `reviewed_version, reviewed_text, reviewed_by, reviewed_at, outdated_source,
  changes_requested_version, changes_requested_by, changes_requested_at, changes_requested_comment`;

/** The review state before, for the undo of a bulk run (i18n_bulk_reviews, migrations/0018, 0026). */
const snapshot = (action: ReviewAction) => `INSERT INTO i18n_bulk_reviews (change_id, key_id, locale, action, version,
  ${STATE_COLUMNS})
SELECT ?4, v.key_id, v.locale, '${action}', v.version, ${STATE_COLUMNS.replaceAll(/(\w+)/g, "v.$1")}
${PLANNED} WHERE ${CHANGES[action]}`;

/** Approvals, confirmations and requests for changes have a history row each. */
const history = (action: Exclude<ReviewAction, "needs-review">) => `INSERT INTO i18n_history (key_id, key_name, locale,
  old_text, new_text, action, actor, at, change_id)
SELECT v.key_id, k.name, v.locale, v.text, v.text, '${action}', ?2, ?3, ?4
${PLANNED} JOIN i18n_keys k ON k.id = v.key_id WHERE ${CHANGES[action]}`;

const NOT_REQUESTED =
  "changes_requested_version = NULL, changes_requested_by = NULL, changes_requested_at = NULL, changes_requested_comment = NULL";

/** What each action sets; `j` is the row (a confirm by someone who may not review leaves the text needing review). */
const SET: Record<ReviewAction, string> = {
  approve: `reviewed_version = version, reviewed_text = text, reviewed_by = ?2, reviewed_at = ?3, ${NOT_REQUESTED}`,
  // What visitors of a reviewed-only locale see stays: reviewed_text is kept.
  "needs-review": `reviewed_version = NULL, ${NOT_REQUESTED}`,
  confirm: `outdated_source = NULL, reviewed_version = CASE WHEN ${R("kr")} = 0 THEN NULL ELSE reviewed_version END`,
  // The reason is a comment the same batch wrote just before (comments.ts), by the same author at the same time.
  "request-changes": `reviewed_version = NULL, changes_requested_version = version, changes_requested_by = ?2,
    changes_requested_at = ?3, changes_requested_comment = (SELECT max(c.id) FROM i18n_comments c
      WHERE c.key_id = v.key_id AND c.locale = v.locale AND c.author = ?2 AND c.created_at = ?3)`,
};

const update = (action: ReviewAction) => `UPDATE i18n_values AS v SET ${SET[action]} FROM json_each(?1) j
WHERE v.key_id = ${R("k")} AND v.locale = ${R("l")} AND v.version = ${R("v")} AND ${CHANGES[action]}`;

export interface ReviewContext {
  actor: string;
  at: string;
  /** The bulk run the changes belong to; null for one review in the editor. */
  change: ChangeRef;
  /** Keep the state before for an undo (a bulk run). */
  snapshot: boolean;
}

/** The statements of a review action over `writes`, in order (snapshot, history, update); the last one's changes are the translations changed. */
export function reviewStatements(
  action: ReviewAction,
  writes: readonly ReviewWrite[],
  ctx: ReviewContext,
): Statement[] {
  const params = [JSON.stringify(writes.map(reviewRow)), ctx.actor, ctx.at, null];
  const statements: Statement[] = [];
  if (ctx.snapshot) statements.push(statement(snapshot(action), params, ctx.change));
  if (action !== "needs-review") statements.push(statement(history(action), params, ctx.change));
  statements.push(statement(update(action), params));
  return statements;
}

/** SQL over `t` (a translation) and `r` (its snapshot): the state is still the one the run left. */
export const REVIEW_AS_LEFT = `CASE r.action WHEN 'approve' THEN t.reviewed_version IS t.version
  WHEN 'needs-review' THEN t.reviewed_version IS NULL AND t.changes_requested_version IS NULL
  WHEN 'request-changes' THEN t.changes_requested_version IS t.version
  ELSE t.outdated_source IS NULL END`;

/** Every snapshot of the bulk run `changeId` put back where the translation is as the run left it, while the undo's mark holds. */
export function restoreReviewsStatement(changeId: number, undoAt: string): Statement {
  return {
    sql: `UPDATE i18n_values AS t SET reviewed_version = r.reviewed_version, reviewed_text = r.reviewed_text,
         reviewed_by = r.reviewed_by, reviewed_at = r.reviewed_at, outdated_source = r.outdated_source,
         changes_requested_version = r.changes_requested_version, changes_requested_by = r.changes_requested_by,
         changes_requested_at = r.changes_requested_at, changes_requested_comment = r.changes_requested_comment
       FROM i18n_bulk_reviews r
       WHERE r.change_id = ?1 AND t.key_id = r.key_id AND t.locale = r.locale AND t.version = r.version
         AND ${REVIEW_AS_LEFT} AND (SELECT undone_at FROM i18n_imports WHERE id = ?1) = ?2`,
    params: [changeId, undoAt],
  };
}
