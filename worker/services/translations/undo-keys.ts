/**
 * The keys an import created, for its undo (issue 26, docs/decisions/0056-safe-undo.md): a key
 * the import created and nothing touched since goes with the undo. "Touched" is any history row
 * of the key not tagged with this import: another translation written, a rename, a description.
 */

/** A key created by the import (its `created_at` is the import's time) with no foreign history. */
const UNTOUCHED = (key: string, importId: string) =>
  `NOT EXISTS (SELECT 1 FROM i18n_history h WHERE h.key_id = ${key}.id
     AND (h.change_id IS NULL OR h.change_id != ${importId}))`;

export interface CreatedKey {
  id: number;
  name: string;
}

/** The keys the import `id` (written at `at`) created that nothing else touched since. */
export async function untouchedCreatedKeys(db: D1Database, id: number, at: string): Promise<CreatedKey[]> {
  const { results } = await db
    .prepare(`SELECT k.id, k.name FROM i18n_keys k WHERE k.created_at = ?2 AND ${UNTOUCHED("k", "?1")} ORDER BY k.id`)
    .bind(id, at)
    .all<CreatedKey>();
  return results;
}

/**
 * The undo's statements that remove `keys`, each still untouched, once `marked` (the undo's own
 * mark, see undo.ts) holds: a `delete` history row per key (as deleting one key writes), tagged
 * with the import, then its translations and the key.
 */
export function removeKeysStatements(
  db: D1Database,
  id: number,
  keys: readonly CreatedKey[],
  actor: string,
  at: string,
  marked: string,
): D1PreparedStatement[] {
  if (keys.length === 0) return [];
  const chosen = `SELECT k.id FROM i18n_keys k WHERE k.id IN (SELECT value FROM json_each(?1))
    AND ${UNTOUCHED("k", "?2")} AND ${marked}`;
  const ids = JSON.stringify(keys.map((k) => k.id));
  return [
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at, change_id)
         SELECT k.id, k.name, NULL, k.name, NULL, 'delete', ?3, ?4, ?2 FROM i18n_keys k WHERE k.id IN (${chosen})`,
      )
      .bind(ids, id, actor, at),
    db.prepare(`DELETE FROM i18n_values WHERE key_id IN (${chosen})`).bind(ids, id),
    db.prepare(`DELETE FROM i18n_keys WHERE id IN (${chosen})`).bind(ids, id),
  ];
}
