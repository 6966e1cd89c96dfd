/**
 * The keys an import created, for its undo (issue 26, docs/decisions/0056-safe-undo.md): a key
 * the import created and nothing touched since goes with the undo. "Touched" is any history row
 * of the key not tagged with this import: another translation written, a rename, a description.
 */

import { prepare, prepareAll, removedKeysStatements, UNTOUCHED } from "./write";

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
 * The undo's statements that remove `keys`, each still untouched, once the undo's own mark (its
 * time `at`, see undo.ts) holds: a `delete` history row per key (as deleting one key writes),
 * tagged with the import, then its translations and the key.
 */
export function removeKeysStatements(
  db: D1Database,
  id: number,
  keys: readonly CreatedKey[],
  actor: string,
  at: string,
): D1PreparedStatement[] {
  if (keys.length === 0) return [];
  const removal = {
    ids: keys.map((k) => k.id),
    who: { actor, at },
    translationsHistory: false,
    undo: { changeId: id, undoAt: at },
  };
  const { statements, chosen } = removedKeysStatements(removal);
  const [first] = statements;
  return [
    ...prepareAll(db, statements),
    // The keys' DELETE is the last: its rows are the keys removed (not `meta.changes`, which also
    // counts what the translations' triggers wrote: migrations/0039).
    prepare(db, { sql: `DELETE FROM i18n_keys WHERE id IN (${chosen}) RETURNING id`, params: first?.params ?? [] }),
  ];
}
