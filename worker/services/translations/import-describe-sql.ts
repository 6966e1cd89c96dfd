/**
 * An import's descriptions (XLIFF notes, PO comments, ARB `@key`): a row's `d` replaces its key's
 * description when it differs, with a 'describe' row in the history as PATCH `/keys/{name}`
 * writes (keys.ts). The history row names no import (`change_id` NULL): an import's id counts
 * and undoes translations only (undo.ts), and a description is not one.
 */

const ROW = (field: string) => `json_extract(j.value, '$.${field}')`;
const DESCRIBED = `${ROW("w")} = 1 AND ${ROW("d")} IS NOT NULL AND ${ROW("d")} != ''`;

/** Before the update, so `old_text` is the description it replaces. */
export const DESCRIBE_HISTORY = `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
SELECT DISTINCT k.id, k.name, NULL, k.description, ${ROW("d")}, 'describe', ?2, ?3
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")}
WHERE ${DESCRIBED} AND k.description != ${ROW("d")}`;

export const DESCRIBE_KEYS = `UPDATE i18n_keys SET description = f.d, updated_at = ?3
FROM (SELECT ${ROW("k")} AS name, ${ROW("d")} AS d FROM json_each(?1) j WHERE ${DESCRIBED}) AS f
WHERE i18n_keys.name = f.name AND i18n_keys.description != f.d`;
