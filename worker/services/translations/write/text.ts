/**
 * The one write of a translation's text (docs/decisions/0073-one-writer.md): its history row,
 * the outdated marks a source change leaves, the value (insert, update or clear) with its
 * version, review state, origin and problems. Save, revert, undo, import, bulk actions,
 * pre-translation and propagation all write through these statements and no others.
 * Statements are SQL with parameters (`Statement`), so the command line can inline them for
 * `wrangler d1 execute --file`. ?1 is the rows' JSON, ?2 the actor, ?3 the time, ?4 the change
 * (an import's or a bulk run's id; NULL for a single write), ?5 the history action.
 */
import { type ChangeRef, guardHolds, keyJoin, R, type Statement, statement } from "./sql";

/** Where the import places translations before it moves them after every other (import-sql.ts). */
export const PENDING_POSITION = -1_000_000_000_000;

/** Whether the row changes the stored text (`v`: the stored translation, LEFT JOINed). */
const CHANGES = `(v.text IS NULL AND ${R("t")} != '') OR (v.text IS NOT NULL AND v.text != ${R("t")})`;

/** The translation's state beside its text before the write, for an undo that puts it back exactly. */
const STATE_OF_V = `CASE WHEN v.key_id IS NULL THEN NULL ELSE json_object('version', v.version,
  'reviewedVersion', v.reviewed_version, 'reviewedText', v.reviewed_text, 'reviewedBy', v.reviewed_by,
  'reviewedAt', v.reviewed_at, 'outdatedSource', v.outdated_source,
  'changesRequestedVersion', v.changes_requested_version, 'changesRequestedBy', v.changes_requested_by,
  'changesRequestedAt', v.changes_requested_at, 'changesRequestedComment', v.changes_requested_comment, 'origin', v.origin,
  'originKey', v.origin_key, 'originProvider', v.origin_provider) END`;

const history = (byName: boolean) => `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action,
  actor, at, change_id, origin, origin_key, origin_provider, old_state)
SELECT k.id, k.name, ${R("l")}, v.text, nullif(${R("t")}, ''), ?5, ?2, ?3, ?4,
  CASE WHEN ${R("t")} = '' THEN NULL ELSE ${R("o")} END, ${R("ok")}, ${R("op")}, ${STATE_OF_V}
FROM json_each(?1) j ${keyJoin(byName)}
LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ${R("l")}
WHERE ${guardHolds("k.id")} AND (${CHANGES})`;

/**
 * Before the values: a source text the write changes marks the key's other translations
 * outdated, keeping the source they were first written against (a source changed back clears
 * the mark). A translation the same write writes anew is cleared again by its upsert.
 */
const outdated = (byName: boolean) => `UPDATE i18n_values SET outdated_source =
  CASE WHEN coalesce(i18n_values.outdated_source, s.old) = s.new THEN NULL
  ELSE coalesce(i18n_values.outdated_source, s.old) END
FROM (SELECT src.key_id AS key_id, src.locale AS locale, src.text AS old, ${R("t")} AS new
  FROM json_each(?1) j ${keyJoin(byName)}
  JOIN i18n_values src ON src.key_id = k.id AND src.locale = ${R("l")}
  WHERE ${R("src")} = 1 AND ${guardHolds("k.id")} AND src.text != ${R("t")} AND ${R("t")} != '') AS s
WHERE i18n_values.key_id = s.key_id AND i18n_values.locale != s.locale`;

/** Only where the text changes does a write make a new version (problems alone refresh in place). */
const TEXT_CHANGED = "i18n_values.text != excluded.text";
/** An approving write (`r` 1) stamps the approval with its own time: nothing else does. */
const APPROVES = `${TEXT_CHANGED} AND excluded.reviewed_at IS excluded.updated_at`;

/**
 * The value. `r` 1 approves the new text (a reviewed import, the seed); otherwise the approval
 * stays on its older version and a changed text needs review (an undo then puts its state back:
 * RESTORE_STATE).
 */
const upsert = (byName: boolean) => `INSERT INTO i18n_values
  (key_id, locale, text, search, problems, version, updated_by, updated_at,
   reviewed_version, reviewed_text, reviewed_by, reviewed_at, position, origin, origin_key, origin_provider)
SELECT k.id, ${R("l")}, ${R("t")}, ${R("s")}, ${R("p")}, 1, ?2, ?3,
  CASE WHEN ${R("r")} = 1 THEN 1 END, CASE WHEN ${R("r")} = 1 THEN ${R("t")} END,
  CASE WHEN ${R("r")} = 1 THEN ?2 END, CASE WHEN ${R("r")} = 1 THEN ?3 END,
  CASE WHEN ${R("vo")} IS NULL THEN NULL ELSE ${PENDING_POSITION} + ${R("vo")} END, ${R("o")}, ${R("ok")}, ${R("op")}
FROM json_each(?1) j ${keyJoin(byName)} WHERE ${R("t")} != '' AND ${guardHolds("k.id")}
ON CONFLICT (key_id, locale) DO UPDATE SET version = i18n_values.version + (${TEXT_CHANGED}),
  updated_by = CASE WHEN ${TEXT_CHANGED} THEN excluded.updated_by ELSE i18n_values.updated_by END,
  updated_at = CASE WHEN ${TEXT_CHANGED} THEN excluded.updated_at ELSE i18n_values.updated_at END,
  reviewed_version = CASE WHEN ${APPROVES} THEN i18n_values.version + 1 ELSE i18n_values.reviewed_version END,
  reviewed_text = CASE WHEN ${APPROVES} THEN excluded.text ELSE i18n_values.reviewed_text END,
  reviewed_by = CASE WHEN ${APPROVES} THEN excluded.reviewed_by ELSE i18n_values.reviewed_by END,
  reviewed_at = CASE WHEN ${APPROVES} THEN excluded.reviewed_at ELSE i18n_values.reviewed_at END,
  outdated_source = CASE WHEN ${TEXT_CHANGED} THEN NULL ELSE i18n_values.outdated_source END,
  origin = CASE WHEN ${TEXT_CHANGED} THEN excluded.origin ELSE i18n_values.origin END,
  origin_key = CASE WHEN ${TEXT_CHANGED} THEN excluded.origin_key ELSE i18n_values.origin_key END,
  origin_provider = CASE WHEN ${TEXT_CHANGED} THEN excluded.origin_provider ELSE i18n_values.origin_provider END,
  text = excluded.text, search = excluded.search, problems = excluded.problems,
  position = coalesce(excluded.position, i18n_values.position)`;

const RESTORED = (field: string) => `json_extract(${R("rs")}, '$.${field}')`;

/**
 * After the value, for an undo's rows (`r` 2): the state the translation had before the write
 * being undone (`rs`, from its history row): reviewed again when it was reviewed, by the same
 * reviewer at the same time, with its outdated mark and origin. Only where this write just
 * made the new version.
 */
const restoreState = (byName: boolean) => `UPDATE i18n_values AS t SET
  reviewed_version = CASE WHEN ${RESTORED("reviewedVersion")} = ${RESTORED("version")} THEN t.version
    ELSE ${RESTORED("reviewedVersion")} END,
  reviewed_text = ${RESTORED("reviewedText")}, reviewed_by = ${RESTORED("reviewedBy")},
  reviewed_at = ${RESTORED("reviewedAt")}, outdated_source = ${RESTORED("outdatedSource")},
  changes_requested_version = CASE WHEN ${RESTORED("changesRequestedVersion")} = ${RESTORED("version")} THEN t.version
    ELSE ${RESTORED("changesRequestedVersion")} END,
  changes_requested_by = ${RESTORED("changesRequestedBy")}, changes_requested_at = ${RESTORED("changesRequestedAt")},
  changes_requested_comment = ${RESTORED("changesRequestedComment")},
  origin = coalesce(${RESTORED("origin")}, t.origin), origin_key = ${RESTORED("originKey")},
  origin_provider = ${RESTORED("originProvider")}
FROM (SELECT k.id AS key_id, j.value AS value FROM json_each(?1) j ${keyJoin(byName)}
  WHERE ${R("r")} = 2 AND ${R("rs")} IS NOT NULL AND ${R("t")} != '') AS j
WHERE t.key_id = j.key_id AND t.locale = ${R("l")} AND t.version = ${R("v")} + 1 AND t.updated_at = ?3
  AND t.updated_by = ?2`;

const clear = (byName: boolean) => `DELETE FROM i18n_values WHERE (key_id, locale) IN
  (SELECT k.id, ${R("l")} FROM json_each(?1) j ${keyJoin(byName)} WHERE ${R("t")} = '' AND ${guardHolds("k.id")})`;

/** How a set of text writes is recorded. */
export interface TextWriteContext {
  actor: string;
  at: string;
  /** The history's action: `edit` (a save, a bulk run, a pre-translation), `import`, `revert`. */
  action: "edit" | "import" | "revert";
  /** The import or bulk run the writes belong to (i18n_history.change_id). */
  change?: ChangeRef;
  /** Rows name their key by name (an import, whose new keys have no id yet) rather than by id. */
  byName?: boolean;
}

/** Which statements a chunk needs: a save of one target text needs neither outdated marks, nor a clear, nor a restore. */
export interface ChunkShape {
  /** A row of the source locale (its key's other translations get outdated marks). */
  source: boolean;
  /** A row that clears its translation. */
  clears: boolean;
  /** A row that writes a text. */
  writes: boolean;
  /** A row that puts back an earlier state (an undo). */
  restores: boolean;
}

export const EVERY_STATEMENT: ChunkShape = { source: true, clears: true, writes: true, restores: true };

/** One chunk's statements, in order (history, outdated marks, value, clear, restored state), and which of them write translations. */
export interface TextChunk {
  statements: Statement[];
  /** Indexes in `statements` whose changes are the translations written (the value, the clear). */
  written: number[];
}

export function textStatements(
  rowsJson: string,
  ctx: TextWriteContext,
  shape: ChunkShape = EVERY_STATEMENT,
): TextChunk {
  const byName = ctx.byName ?? false;
  const params = [rowsJson, ctx.actor, ctx.at, null, ctx.action];
  const statements = [statement(history(byName), params, ctx.change ?? null)];
  const written: number[] = [];
  if (shape.source) statements.push(statement(outdated(byName), params));
  if (shape.writes) written.push(statements.push(statement(upsert(byName), params)) - 1);
  if (shape.clears) written.push(statements.push(statement(clear(byName), params)) - 1);
  if (shape.restores) statements.push(statement(restoreState(byName), params));
  return { statements, written };
}

/** Each locale's imported translations moved, in the file's order, after every translation placed before. */
export const PLACE_IMPORTED: Statement = {
  sql: `UPDATE i18n_values
SET position = position - ${PENDING_POSITION} + 1 + (SELECT coalesce(max(position), 0) FROM i18n_values WHERE position >= 0)
WHERE position < 0`,
  params: [],
};
