import { sourceLocaleFor } from "../../../common/admin-locale";
import type {
  ImportRecord,
  UndoApplied,
  UndoPreview,
  UndoTranslation,
} from "../../../common/contracts/translation-responses";
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { loadGlossaries } from "../glossary";
import { auditStatement } from "../identity";
import { emitWebhook, importUndone } from "../webhooks";
import { keyLimits, limitOf } from "./limits";
import { recheckWrites, translationProblems } from "./problems";
import { publishAfterWrite } from "./publish";
import { BUMP_REVISION } from "./revision";
import { sqlParams } from "./sql-params";
import type { TranslationBindings } from "./translation-sql";
import { type CreatedKey, removeKeysStatements, untouchedCreatedKeys } from "./undo-keys";
import { plannedReviews } from "./undo-review";
import {
  type ProblemsWrite,
  prepare,
  prepareAll,
  problemsStatements,
  restoreReviewsStatement,
  type TextWrite,
  type TranslationState,
  writeTexts,
} from "./write";

/**
 * Undoing a whole import (issue 16, docs/decisions/0056-safe-undo.md). An import has a row in
 * i18n_imports and tags the history rows it wrote with its id (migrations/0011). Undoing it
 * puts back, in one D1 batch, the text each cell had before the import, for the cells that
 * still hold the import's text; cells changed since (and cells of keys deleted since) are
 * left alone and listed. Keys the import created go too, when nothing else touched them since
 * (undo-keys.ts); other cells it filled are emptied.
 */

type ImportRow = Omit<ImportRecord, "locales"> & { locales: string };

const IMPORT_COLUMNS =
  "id, actor, at, format, file_name AS fileName, locales, cells, undone_at AS undoneAt, undone_by AS undoneBy, kind";

function toRecord({ locales, ...row }: ImportRow): ImportRecord {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(locales);
  } catch {}
  return { ...row, locales: Array.isArray(parsed) ? parsed.filter(isLocaleCode) : [] };
}

/** The newest imports first; with `locales` (a translator's), those that changed one of these locales. */
export async function listImports(
  db: D1Database,
  limit = 20,
  locales: readonly LocaleCode[] | null = null,
): Promise<ImportRecord[]> {
  if (locales?.length === 0) return [];
  const { params, bind } = sqlParams([limit]);
  const where = locales
    ? `WHERE EXISTS (SELECT 1 FROM json_each(i18n_imports.locales) j WHERE j.value IN (${locales.map(bind).join(", ")}))`
    : "";
  const { results } = await db
    .prepare(`SELECT ${IMPORT_COLUMNS} FROM i18n_imports ${where} ORDER BY id DESC LIMIT ?1`)
    .bind(...params)
    .all<ImportRow>();
  return results.map(toRecord);
}

async function importRecord(db: D1Database, id: number): Promise<ImportRecord> {
  const row = await db.prepare(`SELECT ${IMPORT_COLUMNS} FROM i18n_imports WHERE id = ?`).bind(id).first<ImportRow>();
  if (!row) throw new AppError(404, `No import with id ${id}`);
  return toRecord(row);
}

/**
 * The history rows a change wrote: an import's are `import`s; a pre-translation's or a
 * propagation's (docs/decisions/0062) are `edit`s tagged with their row; the undo's are `revert`s.
 */
const CHANGE_ACTIONS = "('import', 'edit')";

/** A cell the import changed, as it is now (a bulk action's review changes too: undo-review.ts). */
interface PlannedTranslation extends UndoTranslation {
  keyId: number;
  /** The cell's version now (0: empty): the undo's guard. */
  version: number;
  /** What the translation was beside its text before the change (history rows before migrations/0025 have none). */
  state?: TranslationState | null;
}

function parseState(json: string | null): TranslationState | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as TranslationState;
  } catch {
    return null;
  }
}

/** Every cell the import changed, in the order it wrote them, with what the undo does with each. */
async function plannedTranslations(db: D1Database, id: number): Promise<PlannedTranslation[]> {
  const { results } = await db
    .prepare(
      `SELECT h.id, h.key_id AS keyId, h.key_name AS historyName, k.name AS keyName, h.locale,
         h.old_text AS oldText, h.old_state AS oldState, h.new_text AS newText, v.text AS current, v.version
       FROM i18n_history h
       LEFT JOIN i18n_keys k ON k.id = h.key_id
       LEFT JOIN i18n_values v ON v.key_id = h.key_id AND v.locale = h.locale
       WHERE h.change_id = ? AND h.action IN ${CHANGE_ACTIONS} AND h.locale IS NOT NULL
       ORDER BY h.id`,
    )
    .bind(id)
    .all<{
      keyId: number;
      historyName: string;
      keyName: string | null;
      locale: string;
      oldText: string | null;
      oldState: string | null;
      newText: string | null;
      current: string | null;
      version: number | null;
    }>();
  // A cell written twice by one import: the text before its first write, after its last.
  const rows = new Map<string, (typeof results)[number] & { firstOld: string | null; firstState: string | null }>();
  for (const row of results) {
    const id = `${row.keyId}\u0000${row.locale}`;
    const earlier = rows.get(id);
    const first = earlier ?? { firstOld: row.oldText, firstState: row.oldState };
    rows.set(id, { ...row, firstOld: first.firstOld, firstState: first.firstState });
  }
  const cells = new Map<string, PlannedTranslation>();
  for (const [id, row] of rows) {
    if (!isLocaleCode(row.locale)) continue;
    const current = row.current ?? "";
    const imported = row.newText ?? "";
    const status = row.keyName === null ? "key-deleted" : current === imported ? "restore" : "changed-since";
    const after = status === "restore" ? (row.firstOld ?? "") : current;
    cells.set(id, {
      keyId: row.keyId,
      key: row.keyName ?? row.historyName,
      locale: row.locale,
      current,
      imported,
      after,
      clears: status === "restore" && after === "" && current !== "",
      status,
      version: row.version ?? 0,
      state: parseState(row.firstState),
    });
  }
  return [...cells.values(), ...(await plannedReviews(db, id))];
}

/** Names the state of the import's cells (their versions) and of the keys it removes: a preview's `basis`. */
async function basisOf(id: number, cells: readonly PlannedTranslation[], keys: readonly CreatedKey[]): Promise<string> {
  const state = cells.map((c) => `${c.keyId}:${c.locale}:${c.version}:${c.status}`).sort();
  state.push(`keys:${keys.map((k) => k.id).join(",")}`);
  const bytes = new TextEncoder().encode(JSON.stringify([id, state]));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const publicTranslation = ({ keyId: _, version: __, state: ___, ...cell }: PlannedTranslation): UndoTranslation => cell;

/** GET `/imports/{id}/undo`: every cell of the import and what undoing it does. */
export async function undoPreview(db: D1Database, id: number): Promise<UndoPreview> {
  const [record, cells] = await Promise.all([importRecord(db, id), plannedTranslations(db, id)]);
  const keys = record.undoneAt ? [] : await untouchedCreatedKeys(db, id, record.at);
  const restores = cells.filter((c) => c.status === "restore").length;
  return {
    import: record,
    basis: await basisOf(id, cells, keys),
    restores,
    skipped: cells.length - restores,
    cells: cells.map(publicTranslation),
    removesKeys: keys.map((k) => k.name),
  };
}

const alreadyUndone = (record: ImportRecord) =>
  new AppError(409, `This import was already undone by ${record.undoneBy ?? "someone"} at ${record.undoneAt}`, {
    import: record,
  });

const stalePreview = () =>
  new AppError(409, "The texts of this import changed since the preview: look at the preview again", {
    stale: true,
  });

/** The activity log's row of an undo, in its batch, written only if the undo's mark is (docs/decisions/0079). */
function undoAudit(
  db: D1Database,
  record: ImportRecord,
  undo: { actor: string; at: string; marked: string; restored: number; keys: number },
) {
  const details = {
    change: record.id,
    kind: record.kind,
    owner: record.actor,
    file: record.fileName,
    locales: record.locales,
    count: undo.restored,
    keys: undo.keys,
  };
  const entry = { event: "translations.undo", actorEmail: undo.actor, detail: `change=${record.id}`, details } as const;
  return auditStatement(db, entry, Date.parse(undo.at), { where: `WHERE ${undo.marked}` });
}

/**
 * POST `/imports/{id}/undo`: restores every `restore` cell of the preview named by `basis`, in
 * one D1 batch, and publishes once. The batch's first statement marks the import undone only
 * if it is not yet and every cell still has the version the preview saw; every write after it
 * is guarded by that mark, so a stale or second undo changes nothing at all (409).
 */
export async function undoImport(
  store: TranslationBindings,
  id: number,
  basis: string,
  actor: string,
  canEdit: (locale: LocaleCode) => boolean,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<UndoApplied> {
  const db = store.DB;
  const [record, cells] = await Promise.all([importRecord(db, id), plannedTranslations(db, id)]);
  const forbidden = record.locales.filter((l) => !canEdit(l));
  if (forbidden.length > 0)
    throw new AppError(403, `This import changed locale(s) you may not edit: ${forbidden.join(", ")}`);
  if (record.undoneAt) throw alreadyUndone(record);
  const createdKeys = await untouchedCreatedKeys(db, id, record.at);
  if ((await basisOf(id, cells, createdKeys)) !== basis) throw stalePreview();

  const at = new Date().toISOString();
  const restores = cells.filter((c) => c.status === "restore" && !c.review);
  const reviews = cells.filter((c) => c.status === "restore" && c.review).length;
  // The mark is the undo's own: its time, written by the first statement (both are ours, not input).
  const marked = `(SELECT undone_at FROM i18n_imports WHERE id = ${Number(id)}) = '${at.replace(/[^0-9TZ:.-]/g, "")}'`;
  const expected = JSON.stringify(cells.map((c) => ({ k: c.keyId, l: c.locale, v: c.version })));
  const mark = db
    .prepare(
      `UPDATE i18n_imports SET undone_at = ?1, undone_by = ?2 WHERE id = ?3 AND undone_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM json_each(?4) j
         LEFT JOIN i18n_values v ON v.key_id = json_extract(j.value, '$.k') AND v.locale = json_extract(j.value, '$.l')
         WHERE coalesce(v.version, 0) != json_extract(j.value, '$.v'))`,
    )
    .bind(at, actor, id, expected);

  // The texts of the keys as the undo leaves them, for the ICU check of each restored cell.
  const keyIds = [...new Set(restores.map((c) => c.keyId))];
  const { results: stored } = await db
    .prepare("SELECT key_id AS keyId, locale, text FROM i18n_values WHERE key_id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(keyIds))
    .all<{ keyId: number; locale: string; text: string }>();
  const texts = new Map<number, Map<LocaleCode, string>>();
  for (const row of stored) {
    if (!isLocaleCode(row.locale)) continue;
    const key = texts.get(row.keyId) ?? new Map<LocaleCode, string>();
    key.set(row.locale, row.text);
    texts.set(row.keyId, key);
  }
  const restoredTexts = new Map<number, Map<LocaleCode, string>>();
  for (const c of restores) {
    const key = restoredTexts.get(c.keyId) ?? new Map<LocaleCode, string>(texts.get(c.keyId));
    if (c.after === "") key.delete(c.locale as LocaleCode);
    else key.set(c.locale as LocaleCode, c.after);
    restoredTexts.set(c.keyId, key);
  }

  const [glossary, limits] = await Promise.all([loadGlossaries(db), keyLimits(db)]);
  const undo = { changeId: id, at };
  const writes: TextWrite[] = [];
  const rechecks: ProblemsWrite[] = [];
  for (const c of restores) {
    const locale = c.locale as LocaleCode;
    const after = restoredTexts.get(c.keyId) ?? new Map<LocaleCode, string>();
    const maxLength = limitOf(limits, c.keyId);
    // English is the source of the admin's messages (docs/decisions/0088).
    const source = sourceLocaleFor(sourceLocale, c.key);
    const problems = translationProblems(c.after, locale, source, after.get(source), maxLength, glossary);
    writes.push({
      key: c.keyId,
      locale,
      text: c.after,
      baseVersion: c.version,
      problems: JSON.stringify(problems),
      // Exactly what was there: the review state, reviewer, outdated mark and origin the change replaced.
      review: { kind: "restore", state: c.state ?? null },
      isSource: locale === source,
      undo,
    });
    if (locale === source) {
      // The key's other cells are checked against the source text the undo puts back.
      const others = [...(texts.get(c.keyId) ?? [])]
        .filter(([l]) => l !== locale)
        .map(([l, text]) => ({ locale: l, text }));
      const guard = { keyId: c.keyId, locale, version: c.version };
      rechecks.push(
        ...recheckWrites({ id: c.keyId, locale, text: c.after, maxLength }, others, glossary).map((w) => ({
          ...w,
          guard,
          undo,
        })),
      );
    }
  }
  // The undo's history rows are reverts tagged with the import they undo.
  const written = writeTexts(writes, { actor, at, action: "revert", change: id }).flatMap((c) => c.statements);
  const statements: D1PreparedStatement[] = [mark, ...prepareAll(db, [...problemsStatements(rechecks), ...written])];
  if (reviews > 0) statements.push(prepare(db, restoreReviewsStatement(id, at)));
  statements.push(...removeKeysStatements(db, id, createdKeys, actor, at));
  // The keys' DELETE is the last of those statements: its rows are the keys removed.
  const keysDeleted = createdKeys.length > 0 ? statements.length - 1 : -1;
  if (restores.length > 0 || reviews > 0 || createdKeys.length > 0) {
    statements.push(
      db.prepare(`${BUMP_REVISION} AND ${marked}`),
      db
        .prepare(`UPDATE i18n_keys SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2)) AND ${marked}`)
        .bind(at, JSON.stringify(keyIds)),
    );
  }
  statements.push(
    undoAudit(db, record, { actor, at, marked, restored: restores.length + reviews, keys: createdKeys.length }),
  );
  const results = await db.batch(statements);
  const [marking] = results;
  if ((marking?.meta.changes ?? 0) === 0) {
    const now = await importRecord(db, id);
    throw now.undoneAt ? alreadyUndone(now) : stalePreview();
  }
  emitWebhook(
    "import.undone",
    importUndone(id, actor, restores.length + reviews, results[keysDeleted]?.results.length ?? 0),
  );
  return {
    import: await importRecord(db, id),
    restored: restores.length + reviews,
    skipped: cells.length - restores.length - reviews,
    removedKeys: results[keysDeleted]?.results.length ?? 0,
    publish: await publishAfterWrite(db, store.CACHE, { sourceLocale, changeId: id }),
  };
}
