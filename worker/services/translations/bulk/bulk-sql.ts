import type { BulkAction } from "../../../../common/contracts/bulk";
import { type ReviewAction, reviewStatements, type Statement, THIS_RUN, writeTexts } from "../write";
import type { BulkAccount, BulkChangeRow } from "./plan";

/**
 * The SQL of a bulk action (docs/decisions/0066-bulk-actions.md) around the one writer
 * (../write/): the run's row in i18n_imports, named by its actor (?2) and time (?3), and its
 * counts when it ends.
 */
export const THIS_CHANGE = THIS_RUN;

export const OPEN = "INSERT INTO i18n_imports (actor, at, format, file_name, kind) VALUES (?2, ?3, ?4, '', 'bulk')";

const TEXT_ACTIONS = new Set<BulkAction>(["replace", "copy-from", "clear"]);

/**
 * The statements of one chunk of planned rows, through the one writer: a text action writes
 * texts that need review (the approval stays on its older version), a review action changes
 * review states and keeps a snapshot for the undo. Every row is guarded by the version the plan read.
 */
export function chunkStatements(
  action: BulkAction,
  rows: readonly BulkChangeRow[],
  who: { actor: string; at: string },
  account: Pick<BulkAccount, "canReview">,
): Statement[] {
  if (TEXT_ACTIONS.has(action)) {
    const writes = rows.map((r) => ({
      key: r.keyId,
      locale: r.locale,
      baseVersion: r.version,
      text: r.text ?? "",
      problems: r.problems ?? "[]",
      origin: { origin: "typed" as const },
    }));
    // One chunk's rows fit one statement: the caller sizes chunks by rows (BULK_WRITE.chunkRows).
    return writeTexts(writes, { ...who, action: "edit", change: "this-run" }, Number.MAX_SAFE_INTEGER).flatMap(
      (c) => c.statements,
    );
  }
  const writes = rows.map((r) => ({
    keyId: r.keyId,
    locale: r.locale,
    version: r.version,
    canReview: account.canReview(r.locale),
  }));
  return reviewStatements(action as ReviewAction, writes, { ...who, change: "this-run", snapshot: true });
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
