/**
 * The SQL of an import, shared by the worker (bound parameters, one D1 batch)
 * and the `i18n:import` CLI (literals, `wrangler d1 execute --file`); Node
 * imports this file directly, so its imports carry their `.ts` extension.
 */
import { fold, placeholderSignature } from "../../../common/text.ts";

export interface ImportEntry {
  key: string;
  locale: string;
  text: string;
}

/** Rows travel as one JSON parameter per statement (json_each): far inside D1's 100 bound
 *  parameters, and each chunk stays under D1's 100 KB statement limit even as a literal. */
export const IMPORT_CHUNK_BYTES = 80_000;

export interface Statement {
  sql: string;
  params: (string | number)[];
}

const ROW = (field: string) => `json_extract(j.value, '$.${field}')`;

const INSERT_KEYS = `INSERT INTO i18n_keys (name, description, search, created_at, updated_at)
SELECT DISTINCT ${ROW("k")}, '', ${ROW("ks")}, ?3, ?3 FROM json_each(?1) j WHERE true
ON CONFLICT (name) DO NOTHING`;

const INSERT_HISTORY = `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
SELECT k.id, k.name, ${ROW("l")}, v.text, ${ROW("t")}, 'import', ?2, ?3
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")}
LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ${ROW("l")}
WHERE v.text IS NULL OR v.text != ${ROW("t")}`;

const UPSERT_VALUES = `INSERT INTO i18n_values (key_id, locale, text, search, placeholders, version, updated_by, updated_at)
SELECT k.id, ${ROW("l")}, ${ROW("t")}, ${ROW("s")}, ${ROW("p")}, 1, ?2, ?3
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")} WHERE true
ON CONFLICT (key_id, locale) DO UPDATE SET text = excluded.text, search = excluded.search,
  placeholders = excluded.placeholders, version = i18n_values.version + 1,
  updated_by = excluded.updated_by, updated_at = excluded.updated_at
WHERE i18n_values.text != excluded.text`;

/** Moves the revision only when this import (same actor and time) changed a cell. */
const BUMP_REVISION = `UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1
AND EXISTS (SELECT 1 FROM i18n_history WHERE action = 'import' AND actor = ?2 AND at = ?3)`;

/** Splits entries into chunks whose JSON stays under `maxBytes`. */
export function chunkRows(entries: ImportEntry[], maxBytes = IMPORT_CHUNK_BYTES): string[] {
  const chunks: string[] = [];
  let rows: string[] = [];
  let size = 2;
  for (const e of entries) {
    const row = JSON.stringify({
      k: e.key,
      ks: fold(e.key),
      l: e.locale,
      t: e.text,
      s: fold(e.text),
      p: placeholderSignature(e.text),
    });
    const bytes = new TextEncoder().encode(row).length + 1;
    if (rows.length > 0 && size + bytes > maxBytes) {
      chunks.push(`[${rows.join(",")}]`);
      rows = [];
      size = 2;
    }
    rows.push(row);
    size += bytes;
  }
  if (rows.length > 0) chunks.push(`[${rows.join(",")}]`);
  return chunks;
}

/**
 * Every statement of an import, in order: per chunk, the new keys, the history
 * of the cells that change, the values; then the revision. Idempotent: cells
 * that already hold the text are neither written nor recorded.
 */
export function importStatements(entries: ImportEntry[], actor: string, at: string, maxBytes?: number): Statement[] {
  const statements = chunkRows(entries, maxBytes).flatMap((rows) =>
    [INSERT_KEYS, INSERT_HISTORY, UPSERT_VALUES].map((sql) => ({ sql, params: [rows, actor, at] })),
  );
  statements.push({ sql: BUMP_REVISION, params: ["[]", actor, at] });
  return statements;
}

/** A statement with its parameters inlined as SQL literals, for `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: Statement): string {
  const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
  return `${sql.replace(/\?(\d+)/g, (_, n: string) => literal(params[Number(n) - 1] as string | number))};`;
}
