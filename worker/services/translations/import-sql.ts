/**
 * The SQL of an import (import-translations.ts): bound parameters in one D1 batch, or literals
 * (`inlineStatement`) for `wrangler d1 execute --file` when the CLI writes to the remote D1.
 */
import { fold } from "../../../common/text.ts";
import { DESCRIBE_HISTORY, DESCRIBE_KEYS } from "./import-describe-sql.ts";

/** A stored problem of a cell: the shape of `i18n_values.problems` (common/icu/check.ts). */
export interface StoredProblem {
  code: string;
  severity: "error" | "warning";
  message: string;
  line: number;
  column: number;
}

/** One translation an import writes (or only places). */
export interface ImportRow {
  key: string;
  locale: string;
  text: string;
  /** What the ICU check found (none when omitted). */
  problems?: readonly StoredProblem[];
  /** False: the entry only places its key (a conflict the import leaves alone). */
  write?: boolean;
  /** `needs-review`: the file says the text waits for review, even where the import approves. */
  state?: "needs-review" | "reviewed" | undefined;
  /** The key's description from the file; written when not empty (descriptions.ts). */
  description?: string | undefined;
}

/**
 * How an import writes (docs/decisions/0055): `reviewed` cells it changes count as approved
 * (the command line, the seed), else they wait for review (the web UI); a changed text of
 * `sourceLocale` marks the key's other cells outdated.
 */
export interface WriteOptions {
  reviewed?: boolean;
  sourceLocale?: string;
  /** What the import read, for its row in i18n_imports (docs/decisions/0056). */
  source?: ImportLabel;
}

/** Rows travel as one JSON parameter per statement (json_each): far inside D1's 100 bound
 *  parameters, and each chunk stays under D1's 100 KB statement limit even as a literal. */
export const IMPORT_CHUNK_BYTES = 80_000;

export interface Statement {
  sql: string;
  params: (string | number)[];
}

const ROW = (field: string) => `json_extract(j.value, '$.${field}')`;

/**
 * Keys of the file are first placed at `PENDING + ordinal` (far below any real position),
 * then all moved after every other key at once: a full import reproduces the file's order.
 */
const PENDING = -1_000_000_000_000;

const INSERT_KEYS = `INSERT INTO i18n_keys (name, description, search, position, created_at, updated_at)
SELECT DISTINCT ${ROW("k")}, '', ${ROW("ks")}, ${PENDING} + ${ROW("o")}, ?3, ?3 FROM json_each(?1) j WHERE true
ON CONFLICT (name) DO UPDATE SET position = excluded.position`;

const WRITES = `${ROW("w")} = 1`;

/** The import's own row (migrations/0011), named by its actor and time like the rest of its statements. */
const THIS_IMPORT = "(SELECT max(id) FROM i18n_imports WHERE actor = ?2 AND at = ?3)";

const INSERT_IMPORT = "INSERT INTO i18n_imports (actor, at, format, file_name) VALUES (?2, ?3, ?4, ?5)";

const INSERT_HISTORY = `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at, change_id, origin)
SELECT k.id, k.name, ${ROW("l")}, v.text, ${ROW("t")}, 'import', ?2, ?3, ${THIS_IMPORT}, 'import'
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")}
LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ${ROW("l")}
WHERE ${WRITES} AND (v.text IS NULL OR v.text != ${ROW("t")})`;

/**
 * Before the values: a source text the file changes marks the key's other cells outdated,
 * keeping the source they were first written against (a source changed back clears the mark).
 * A cell the same chunk writes anew is cleared again by its upsert.
 */
const MARK_OUTDATED = `UPDATE i18n_values SET outdated_source =
  CASE WHEN coalesce(i18n_values.outdated_source, s.old) = s.new THEN NULL
  ELSE coalesce(i18n_values.outdated_source, s.old) END
FROM (SELECT src.key_id AS key_id, src.locale AS locale, src.text AS old, ${ROW("t")} AS new
  FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")}
  JOIN i18n_values src ON src.key_id = k.id AND src.locale = ${ROW("l")}
  WHERE ${WRITES} AND ${ROW("src")} = 1 AND src.text != ${ROW("t")} AND ${ROW("t")} != '') AS s
WHERE i18n_values.key_id = s.key_id AND i18n_values.locale != s.locale`;

/**
 * Each locale's translations in the order of its own file (migrations/0013): the upsert places
 * them at `PENDING + ordinal in its locale`; then they move after every placed one at once.
 */
const PLACE_VALUES_LAST = `UPDATE i18n_values
SET position = position - ${PENDING} + 1 + (SELECT coalesce(max(position), 0) FROM i18n_values WHERE position >= 0)
WHERE position < 0`;

/** Problems alone (the source changed) refresh the cell without a new version: no editor gets a conflict. */
const TEXT_CHANGED = "i18n_values.text != excluded.text";
/** A reviewed import approves the text it writes (its new version); else the last approval stays. */
const APPROVES = `excluded.reviewed_version IS NOT NULL AND ${TEXT_CHANGED}`;
const UPSERT_VALUES = `INSERT INTO i18n_values
  (key_id, locale, text, search, problems, version, updated_by, updated_at,
   reviewed_version, reviewed_text, reviewed_by, reviewed_at, position, origin)
SELECT k.id, ${ROW("l")}, ${ROW("t")}, ${ROW("s")}, ${ROW("pr")}, 1, ?2, ?3,
  CASE WHEN ${ROW("rv")} = 1 THEN 1 END, CASE WHEN ${ROW("rv")} = 1 THEN ${ROW("t")} END,
  CASE WHEN ${ROW("rv")} = 1 THEN ?2 END, CASE WHEN ${ROW("rv")} = 1 THEN ?3 END, ${PENDING} + ${ROW("vo")}, 'import'
FROM json_each(?1) j JOIN i18n_keys k ON k.name = ${ROW("k")} WHERE ${WRITES}
ON CONFLICT (key_id, locale) DO UPDATE SET version = i18n_values.version + (${TEXT_CHANGED}),
  updated_by = CASE WHEN ${TEXT_CHANGED} THEN excluded.updated_by ELSE i18n_values.updated_by END,
  updated_at = CASE WHEN ${TEXT_CHANGED} THEN excluded.updated_at ELSE i18n_values.updated_at END,
  reviewed_version = CASE WHEN ${APPROVES} THEN i18n_values.version + 1 ELSE i18n_values.reviewed_version END,
  reviewed_text = CASE WHEN ${APPROVES} THEN excluded.text ELSE i18n_values.reviewed_text END,
  reviewed_by = CASE WHEN ${APPROVES} THEN excluded.reviewed_by ELSE i18n_values.reviewed_by END,
  reviewed_at = CASE WHEN ${APPROVES} THEN excluded.reviewed_at ELSE i18n_values.reviewed_at END,
  outdated_source = CASE WHEN ${TEXT_CHANGED} THEN NULL ELSE i18n_values.outdated_source END,
  origin = CASE WHEN ${TEXT_CHANGED} THEN 'import' ELSE i18n_values.origin END,
  origin_key = CASE WHEN ${TEXT_CHANGED} THEN NULL ELSE i18n_values.origin_key END,
  origin_provider = CASE WHEN ${TEXT_CHANGED} THEN NULL ELSE i18n_values.origin_provider END,
  text = excluded.text, search = excluded.search,
  problems = excluded.problems, position = excluded.position`;

/** Moves the revision only when this import (same actor and time) changed a cell. */
const BUMP_REVISION = `UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1
AND EXISTS (SELECT 1 FROM i18n_history WHERE action = 'import' AND actor = ?2 AND at = ?3)`;

/** The import's counts from the history it wrote; an import that changed no cell leaves no row. */
const FINISH_IMPORT = `UPDATE i18n_imports SET
  cells = (SELECT count(*) FROM i18n_history WHERE change_id = i18n_imports.id),
  locales = (SELECT coalesce(json_group_array(locale), '[]') FROM
    (SELECT DISTINCT locale FROM i18n_history WHERE change_id = i18n_imports.id ORDER BY locale))
WHERE id = ${THIS_IMPORT}`;
const DROP_EMPTY_IMPORT = `DELETE FROM i18n_imports WHERE id = ${THIS_IMPORT} AND cells = 0`;

/** The placed keys after every other key, in file order (the subquery is evaluated once). */
const PLACE_KEYS = `UPDATE i18n_keys
SET position = position - ${PENDING} + 1 + (SELECT coalesce(max(position), 0) FROM i18n_keys WHERE position >= 0)
WHERE position < 0`;

const problemsJson = (problems: ImportRow["problems"] = []) =>
  JSON.stringify(
    problems.map(({ code, severity, message, line, column }) => ({ code, severity, message, line, column })),
  );

/**
 * Splits entries into chunks whose JSON stays under `maxBytes`; `o` is each key's place in the
 * import, `vo` each translation's place among its locale's.
 */
export function chunkRows(
  entries: ImportRow[],
  maxBytes = IMPORT_CHUNK_BYTES,
  { reviewed = false, sourceLocale }: WriteOptions = {},
): string[] {
  const chunks: string[] = [];
  const ordinals = new Map<string, number>();
  const localeOrdinals = new Map<string, number>();
  let rows: string[] = [];
  let size = 2;
  for (const e of entries) {
    if (!ordinals.has(e.key)) ordinals.set(e.key, ordinals.size);
    const vo = localeOrdinals.get(e.locale) ?? 0;
    localeOrdinals.set(e.locale, vo + 1);
    const row = JSON.stringify({
      k: e.key,
      ks: fold(e.key),
      o: ordinals.get(e.key),
      vo,
      w: e.write === false ? 0 : 1,
      l: e.locale,
      t: e.text,
      s: fold(e.text),
      pr: problemsJson(e.problems),
      rv: reviewed && e.state !== "needs-review" ? 1 : 0,
      ...(e.description ? { d: e.description } : {}),
      src: e.locale === sourceLocale ? 1 : 0,
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
 * Every statement of an import, in order: its row in i18n_imports, then per chunk, the keys
 * (new ones created, all placed), the history of the cells that change (tagged with the
 * import's id), the values and their places; then the revision, the import's counts (no row
 * when it changed nothing), and the keys' and translations' final positions. Idempotent: cells that already hold
 * the text are neither written nor recorded.
 */
export function importStatements(
  entries: ImportRow[],
  actor: string,
  at: string,
  maxBytes?: number,
  options: WriteOptions = {},
): Statement[] {
  const source = options.source ?? { format: "", fileName: "" };
  const statements: Statement[] = [
    { sql: INSERT_IMPORT, params: ["[]", actor, at, source.format, source.fileName.slice(0, 260)] },
  ];
  statements.push(
    ...chunkRows(entries, maxBytes, options).flatMap((rows) => [
      ...[INSERT_KEYS, INSERT_HISTORY].map((sql) => ({ sql, params: [rows, actor, at] })),
      { sql: MARK_OUTDATED, params: [rows] },
      { sql: UPSERT_VALUES, params: [rows, actor, at] },
      ...[DESCRIBE_HISTORY, DESCRIBE_KEYS].map((sql) => ({ sql, params: [rows, actor, at] })),
    ]),
  );
  statements.push(
    { sql: BUMP_REVISION, params: ["[]", actor, at] },
    { sql: FINISH_IMPORT, params: ["[]", actor, at] },
    { sql: DROP_EMPTY_IMPORT, params: ["[]", actor, at] },
    { sql: PLACE_KEYS, params: [] },
    { sql: PLACE_VALUES_LAST, params: [] },
  );
  return statements;
}

/** What an import read, for its row in i18n_imports (the list of imports to undo). */
export interface ImportLabel {
  format: string;
  fileName: string;
}

/** A statement with its parameters inlined as SQL literals, for `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: Statement): string {
  const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
  return `${sql.replace(/\?(\d+)/g, (_, n: string) => literal(params[Number(n) - 1] as string | number))};`;
}
