/**
 * The SQL of an import (import-translations.ts): bound parameters in one D1 batch, or literals
 * (`inlineStatement`) for `wrangler d1 execute --file` when the CLI writes to the remote D1.
 */
import { sourceLocaleFor } from "../../../common/admin-locale.ts";
import type { LocaleCode } from "../../../common/locales.ts";
import { fold } from "../../../common/text.ts";
// The writer's parts that need no D1 binding: the command line inlines these statements (scripts/lib/remote-bindings.ts).
import { IMPORT_DESCRIBE_HISTORY, IMPORT_DESCRIBE_KEYS } from "./write/keys.ts";
import { chunkJson, type TextWrite, textRow } from "./write/rows.ts";
import { type Statement, THIS_RUN } from "./write/sql.ts";
import { PENDING_POSITION, PLACE_IMPORTED, textStatements } from "./write/text.ts";

/** A stored problem of a cell: the shape of `i18n_values.problems` (common/checks/run.ts). */
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
  /** The translation's version when the import read it (0: none): written only if it is still so. None: unguarded (the seed). */
  version?: number | undefined;
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

export type { Statement };

const ROW = (field: string) => `json_extract(j.value, '$.${field}')`;

/**
 * Keys of the file are first placed at `PENDING + ordinal` (far below any real position),
 * then all moved after every other key at once: a full import reproduces the file's order.
 */
const PENDING = PENDING_POSITION;

const INSERT_KEYS = `INSERT INTO i18n_keys (name, description, search, position, created_at, updated_at)
SELECT DISTINCT ${ROW("n")}, '', ${ROW("ks")}, ${PENDING} + ${ROW("ko")}, ?3, ?3 FROM json_each(?1) j WHERE true
ON CONFLICT (name) DO UPDATE SET position = excluded.position`;

/** The import's own row (migrations/0011), named by its actor and time like the rest of its statements. */
const THIS_IMPORT = THIS_RUN;

const INSERT_IMPORT = "INSERT INTO i18n_imports (actor, at, format, file_name) VALUES (?2, ?3, ?4, ?5)";

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

const problemsJson = (problems: ImportRow["problems"] = []): string =>
  JSON.stringify(
    problems.map(({ code, severity, message, line, column }) => ({ code, severity, message, line, column })),
  );

/**
 * The writer's rows of an import (write/rows.ts), each with its key's search text (`ks`), its
 * key's place in the import (`ko`) and its description (`d`); `vo` is each translation's place
 * among its locale's. In chunks whose JSON stays under `maxBytes`.
 */
export function chunkRows(
  entries: ImportRow[],
  maxBytes = IMPORT_CHUNK_BYTES,
  { reviewed = false, sourceLocale }: WriteOptions = {},
): string[] {
  const ordinals = new Map<string, number>();
  const localeOrdinals = new Map<string, number>();
  const rows = entries.map((e) => {
    if (!ordinals.has(e.key)) ordinals.set(e.key, ordinals.size);
    const vo = localeOrdinals.get(e.locale) ?? 0;
    localeOrdinals.set(e.locale, vo + 1);
    const write: TextWrite = {
      key: e.key,
      locale: e.locale,
      baseVersion: e.version ?? null,
      text: e.text,
      problems: problemsJson(e.problems),
      origin: { origin: "import" },
      review: { kind: reviewed && e.state !== "needs-review" ? "approve" : "keep" },
      ordinal: vo,
      // English is the source of the admin's messages (docs/decisions/0088).
      isSource: sourceLocale !== undefined && e.locale === sourceLocaleFor(sourceLocale as LocaleCode, e.key),
      write: e.write !== false,
    };
    return {
      ...textRow(write),
      ks: fold(e.key),
      ko: ordinals.get(e.key),
      ...(e.description ? { d: e.description } : {}),
    };
  });
  return chunkJson(rows, maxBytes);
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
  const ctx = { actor, at, action: "import", change: "this-run", byName: true } as const;
  statements.push(
    ...chunkRows(entries, maxBytes, options).flatMap((rows) => [
      { sql: INSERT_KEYS, params: [rows, actor, at] },
      ...textStatements(rows, ctx).statements,
      ...[IMPORT_DESCRIBE_HISTORY, IMPORT_DESCRIBE_KEYS].map((sql) => ({ sql, params: [rows, actor, at] })),
    ]),
  );
  statements.push(
    { sql: BUMP_REVISION, params: ["[]", actor, at] },
    { sql: FINISH_IMPORT, params: ["[]", actor, at] },
    { sql: DROP_EMPTY_IMPORT, params: ["[]", actor, at] },
    { sql: PLACE_KEYS, params: [] },
    PLACE_IMPORTED,
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
  const literal = (v: string | number | null | undefined) =>
    v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`;
  return `${sql.replace(/\?(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))};`;
}
