import type { UndoTranslation } from "../../../common/contracts/translation-responses";
import { isLocaleCode } from "../../../common/locales";
import { REVIEW_AS_LEFT } from "./write";

/**
 * The review side of undoing a bulk action (docs/decisions/0066-bulk-actions.md): a bulk approve,
 * needs-review or confirm kept each translation's review state before it (i18n_bulk_reviews,
 * migrations/0018); undoing the run puts that state back on the translations that still have
 * the version it saw and the state it left. Text changes undo through the history (undo.ts).
 */
type ReviewAction = NonNullable<UndoTranslation["review"]>;

/** A translation the run changed the review state of, as it is now (undo.ts's planned cell). */
export interface PlannedReview extends UndoTranslation {
  keyId: number;
  version: number;
  review: ReviewAction;
}

const AS_LEFT = REVIEW_AS_LEFT;

export async function plannedReviews(db: D1Database, id: number): Promise<PlannedReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.key_id AS keyId, r.locale, r.action, r.version AS was, k.name AS keyName, t.text, t.version,
         coalesce(${AS_LEFT}, 0) AS asLeft
       FROM i18n_bulk_reviews r LEFT JOIN i18n_keys k ON k.id = r.key_id
       LEFT JOIN i18n_values t ON t.key_id = r.key_id AND t.locale = r.locale
       WHERE r.change_id = ? ORDER BY r.key_id, r.locale`,
    )
    .bind(id)
    .all<{
      keyId: number;
      locale: string;
      action: ReviewAction;
      was: number;
      keyName: string | null;
      text: string | null;
      version: number | null;
      asLeft: number;
    }>();
  return results.flatMap((row) => {
    if (!isLocaleCode(row.locale)) return [];
    const text = row.text ?? "";
    const status =
      row.keyName === null ? "key-deleted" : row.version === row.was && row.asLeft ? "restore" : "changed-since";
    const cell: PlannedReview = {
      keyId: row.keyId,
      key: row.keyName ?? `#${row.keyId}`,
      locale: row.locale,
      current: text,
      imported: text,
      after: text,
      clears: false,
      status,
      version: row.version ?? 0,
      review: row.action,
    };
    return [cell];
  });
}
