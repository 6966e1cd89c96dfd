/**
 * The history rows of a key's own events (create, rename, describe, limit, delete) and the
 * removal of a key's translations: the key-level side of the one writer. The key rows themselves
 * (i18n_keys) are written by their callers (keys.ts, delete-keys.ts, undo-keys.ts, import-sql.ts).
 */
import { R, type Statement, statement } from "./sql";

interface Who {
  actor: string;
  at: string;
}

/** A key created by name (after its insert in the same batch). */
export const createdKeyHistory = (name: string, who: Who): Statement => ({
  sql: `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
    SELECT id, name, NULL, NULL, name, 'create', ?2, ?3 FROM i18n_keys WHERE name = ?1`,
  params: [name, who.actor, who.at],
});

/** The key's description replaced (before the update, so `old_text` is the one it replaces). */
export const describedKeyHistory = (key: { id: number; name: string }, description: string, who: Who): Statement => ({
  sql: `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
    SELECT id, name, NULL, description, ?3, 'describe', ?4, ?5 FROM i18n_keys WHERE id = ?1 AND name = ?2`,
  params: [key.id, key.name, description, who.actor, who.at],
});

/** The key's character limit changed; the history holds limits as text (migrations/0021). */
export const limitedKeyHistory = (
  key: { id: number; name: string },
  maxLength: number | null,
  who: Who,
): Statement => ({
  sql: `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
    SELECT id, name, NULL, CAST(max_length AS TEXT), CAST(CAST(?3 AS INTEGER) AS TEXT), 'limit', ?4, ?5 FROM i18n_keys
    WHERE id = ?1 AND name = ?2 AND max_length IS NOT ?3`,
  params: [key.id, key.name, maxLength, who.actor, who.at],
});

/** The key renamed (before the update, so `old_text` is the old name). */
export const renamedKeyHistory = (key: { id: number; name: string }, renamed: string, who: Who): Statement => ({
  sql: `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
    SELECT id, ?3, NULL, name, ?3, 'rename', ?4, ?5 FROM i18n_keys WHERE id = ?1 AND name = ?2`,
  params: [key.id, key.name, renamed, who.actor, who.at],
});

const DESCRIBED = `coalesce(${R("w")}, 1) = 1 AND ${R("d")} IS NOT NULL AND ${R("d")} != ''`;

/**
 * An import's descriptions (rows with `k` the key name and `d` the description): a 'describe'
 * row for each that differs, before the keys' update. It names no import (change_id NULL): an
 * import's undo restores translations only, and a description is not one.
 */
export const IMPORT_DESCRIBE_HISTORY = `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
SELECT DISTINCT k.id, k.name, NULL, k.description, ${R("d")}, 'describe', ?2, ?3
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${R("n")}
WHERE ${DESCRIBED} AND k.description != ${R("d")}`;

export const IMPORT_DESCRIBE_KEYS = `UPDATE i18n_keys SET description = f.d, updated_at = ?3
FROM (SELECT ${R("n")} AS name, ${R("d")} AS d FROM json_each(?1) j WHERE ${DESCRIBED}) AS f
WHERE i18n_keys.name = f.name AND i18n_keys.description != f.d`;

/** Which keys a removal takes: ?1 their ids' JSON; with an undo, only those nothing touched since, while its mark holds. */
export interface KeyRemoval {
  ids: readonly number[];
  who: Who;
  /** A 'delete' history row for each translation the keys had (a deletion; an undo's were restored before). */
  translationsHistory: boolean;
  /** The undo of the import `changeId` (made at `undoAt`) that removes the keys it created. */
  undo?: { changeId: number; undoAt: string };
}

/** A key created by the import (its `created_at` is the import's time) with no foreign history. */
export const UNTOUCHED = (key: string, importId: string) =>
  `NOT EXISTS (SELECT 1 FROM i18n_history h WHERE h.key_id = ${key}.id
     AND (h.change_id IS NULL OR h.change_id != ${importId}))`;

/**
 * The history and translation deletes of removing keys, in order: each translation's 'delete'
 * row (when asked), each key's, then the translations. The caller deletes the key rows last.
 * Parameters: ?1 ids, ?2 the undone import (or NULL), ?3 actor, ?4 time, ?5 the undo's time.
 */
export function removedKeysStatements(removal: KeyRemoval): { statements: Statement[]; chosen: string } {
  const { undo } = removal;
  const chosen = undo
    ? `SELECT k.id FROM i18n_keys k WHERE k.id IN (SELECT value FROM json_each(?1))
        AND ${UNTOUCHED("k", "?2")} AND (SELECT undone_at FROM i18n_imports WHERE id = ?2) = ?5`
    : "SELECT value FROM json_each(?1)";
  const params = [
    JSON.stringify(removal.ids),
    undo?.changeId ?? null,
    removal.who.actor,
    removal.who.at,
    undo?.undoAt ?? null,
  ];
  const statements: Statement[] = [];
  if (removal.translationsHistory)
    statements.push(
      statement(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at, change_id)
        SELECT v.key_id, k.name, v.locale, v.text, NULL, 'delete', ?3, ?4, ?2
        FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE v.key_id IN (${chosen})`,
        params,
      ),
    );
  statements.push(
    statement(
      `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at, change_id)
        SELECT k.id, k.name, NULL, k.name, NULL, 'delete', ?3, ?4, ?2 FROM i18n_keys k WHERE k.id IN (${chosen})`,
      params,
    ),
    statement(`DELETE FROM i18n_values WHERE key_id IN (${chosen})`, params),
  );
  return { statements, chosen: statement(chosen, params).sql };
}
