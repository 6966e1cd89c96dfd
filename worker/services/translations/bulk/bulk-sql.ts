import type { BulkAction } from "../../../../common/contracts/bulk";

/**
 * The SQL of a bulk action (docs/decisions/0066-bulk-actions.md). Rows travel as one JSON
 * parameter per statement (?1, json_each): `k` key id, `l` locale, `v` the version the plan
 * read, `t` the new text ("" clears), `s` its folded form, `p` its problems. ?2 is the actor and
 * ?3 the time: with them, THIS_CHANGE names the run's row in i18n_imports. Every statement is
 * guarded by the version the plan read, so a translation changed since is left alone.
 */
const R = (field: string) => `json_extract(j.value, '$.${field}')`;

export const THIS_CHANGE = "(SELECT max(id) FROM i18n_imports WHERE actor = ?2 AND at = ?3)";

export const OPEN = "INSERT INTO i18n_imports (actor, at, format, file_name, kind) VALUES (?2, ?3, ?4, '', 'bulk')";

const GUARD = `coalesce((SELECT version FROM i18n_values WHERE key_id = ${R("k")} AND locale = ${R("l")}), 0) = ${R("v")}`;

/** The text's history row, before its write (it reads the old text); a clear writes no new text. */
const TEXT_HISTORY = `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at,
  change_id, origin)
SELECT k.id, k.name, ${R("l")}, (SELECT text FROM i18n_values WHERE key_id = k.id AND locale = ${R("l")}),
  nullif(${R("t")}, ''), 'edit', ?2, ?3, ${THIS_CHANGE}, CASE WHEN ${R("t")} = '' THEN NULL ELSE 'typed' END
FROM json_each(?1) j JOIN i18n_keys k ON k.id = ${R("k")} WHERE ${GUARD}`;

/** The new text, version and problems; it needs review (the approval stays on its older version). */
const TEXT_WRITE = `INSERT INTO i18n_values (key_id, locale, text, search, problems, version, updated_by, updated_at, origin)
SELECT ${R("k")}, ${R("l")}, ${R("t")}, ${R("s")}, ${R("p")}, 1, ?2, ?3, 'typed'
FROM json_each(?1) j WHERE ${R("t")} != '' AND ${GUARD} AND EXISTS (SELECT 1 FROM i18n_keys WHERE id = ${R("k")})
ON CONFLICT (key_id, locale) DO UPDATE SET text = excluded.text, search = excluded.search,
  problems = excluded.problems, version = i18n_values.version + 1, outdated_source = NULL,
  updated_by = excluded.updated_by, updated_at = excluded.updated_at, origin = 'typed',
  origin_key = NULL, origin_provider = NULL`;

const TEXT_CLEAR = `DELETE FROM i18n_values WHERE (key_id, locale, version) IN
  (SELECT ${R("k")}, ${R("l")}, ${R("v")} FROM json_each(?1) j WHERE ${R("t")} = '')`;

/** SQL over the translation `v`: the review action would change it. */
const CHANGES: Record<Exclude<BulkAction, "replace" | "copy-from" | "clear">, string> = {
  approve: "v.reviewed_version IS NOT v.version",
  "needs-review": "v.reviewed_version IS v.version",
  confirm: "v.outdated_source IS NOT NULL",
};
type ReviewAction = keyof typeof CHANGES;

const PLANNED = `FROM json_each(?1) j JOIN i18n_values v ON v.key_id = ${R("k")} AND v.locale = ${R("l")} AND v.version = ${R("v")}`;

/** The review state before, for the undo (i18n_bulk_reviews, migrations/0018). */
const snapshot = (action: ReviewAction) => `INSERT INTO i18n_bulk_reviews (change_id, key_id, locale, action, version,
  reviewed_version, reviewed_text, reviewed_by, reviewed_at, outdated_source)
SELECT ${THIS_CHANGE}, v.key_id, v.locale, '${action}', v.version, v.reviewed_version, v.reviewed_text, v.reviewed_by,
  v.reviewed_at, v.outdated_source ${PLANNED} WHERE ${CHANGES[action]}`;

/** Approvals and confirmations have a history row each, as one made in the cell does (review.ts). */
const reviewHistory = (action: "approve" | "confirm") => `INSERT INTO i18n_history (key_id, key_name, locale, old_text,
  new_text, action, actor, at, change_id)
SELECT v.key_id, k.name, v.locale, v.text, v.text, '${action}', ?2, ?3, ${THIS_CHANGE}
${PLANNED} JOIN i18n_keys k ON k.id = v.key_id WHERE ${CHANGES[action]}`;

const REVIEW_SET: Record<ReviewAction, string> = {
  approve: "reviewed_version = version, reviewed_text = text, reviewed_by = ?2, reviewed_at = ?3",
  // What visitors of a reviewed-only locale see stays: reviewed_text is kept.
  "needs-review": "reviewed_version = NULL",
  confirm: "outdated_source = NULL",
};

const reviewUpdate = (action: ReviewAction) => `UPDATE i18n_values AS v SET ${REVIEW_SET[action]}
WHERE (key_id, locale, version) IN (SELECT ${R("k")}, ${R("l")}, ${R("v")} FROM json_each(?1) j) AND ${CHANGES[action]}`;

/** The statements of one chunk of rows, in order; the first reads what the later ones change. */
export function chunkSql(action: BulkAction): string[] {
  if (action === "replace" || action === "copy-from" || action === "clear")
    return [TEXT_HISTORY, action === "clear" ? TEXT_CLEAR : TEXT_WRITE];
  const history = action === "needs-review" ? [] : [reviewHistory(action)];
  return [snapshot(action), ...history, reviewUpdate(action)];
}

const CHANGED_LOCALES = `SELECT locale FROM i18n_history WHERE change_id = i18n_imports.id AND action = 'edit'
  UNION SELECT locale FROM i18n_bulk_reviews WHERE change_id = i18n_imports.id`;

/** The run's counts (translations changed, their locales), then the revision, then the run read back. */
export const FINISH = [
  `UPDATE i18n_imports SET
     cells = (SELECT count(*) FROM i18n_history WHERE change_id = i18n_imports.id AND action = 'edit')
       + (SELECT count(*) FROM i18n_bulk_reviews WHERE change_id = i18n_imports.id),
     locales = (SELECT coalesce(json_group_array(locale), '[]') FROM (${CHANGED_LOCALES}))
   WHERE id = ${THIS_CHANGE}`,
  `UPDATE i18n_keys SET updated_at = ?3
   WHERE id IN (SELECT key_id FROM i18n_history WHERE change_id = ${THIS_CHANGE} AND action = 'edit')`,
  `UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1
   AND (SELECT cells FROM i18n_imports WHERE id = ${THIS_CHANGE}) > 0`,
  `SELECT id, cells FROM i18n_imports WHERE id = ${THIS_CHANGE}`,
];
