import type { Origin } from "../../../common/contracts/origin";
import type { LocaleCode } from "../../../common/locales";
import { auditStatement } from "../identity";
import { runNotice } from "../notifications";
import { BUMP_REVISION, prepareAll, THIS_RUN, wholeChunks, writeTexts } from "../translations";

/**
 * The writes of a bulk change that is not an import: a pre-translation or a propagation
 * (docs/decisions/0062-suggestions.md). Like an import (docs/decisions/0056) it has a row in
 * i18n_imports (its `kind` says which) and tags its history rows with that row's id, so "Undo
 * import" previews and undoes it in one action. Each translation is written only if it still
 * has the version the plan saw (0: empty): one changed since is left alone, and not counted.
 * Rows travel as JSON parameters (json_each), in chunks, in batches of BATCH_STATEMENTS.
 */
export interface BulkRow {
  keyId: number;
  text: string;
  baseVersion: number;
  problems: string;
  origin: Origin;
  originKey: string | null;
  originProvider: string | null;
}

export interface BulkChange {
  kind: "pretranslate" | "propagate";
  locale: LocaleCode;
  actor: string;
  actorId: number;
}

const CHUNK_ROWS = 200;
/** Statements per D1 batch: one transaction each, well inside a request's limits. */
const BATCH_STATEMENTS = 40;

const THIS_CHANGE = THIS_RUN;

const KEYS_TOUCHED = `UPDATE i18n_keys SET updated_at = ?3
WHERE id IN (SELECT key_id FROM i18n_history WHERE change_id = ${THIS_CHANGE})`;

const FINISH = `UPDATE i18n_imports SET
  cells = (SELECT count(*) FROM i18n_history WHERE change_id = i18n_imports.id),
  locales = CASE WHEN EXISTS (SELECT 1 FROM i18n_history WHERE change_id = i18n_imports.id) THEN json_array(?4) ELSE '[]' END
WHERE id = ${THIS_CHANGE}`;

/**
 * Writes `rows` as one change; answers its id (null when nothing was written) and how many
 * rows were written. A batch that fails after earlier ones leaves those (they are whole and
 * undoable under the same id): the error says how far it got.
 */
export async function writeBulk(
  db: D1Database,
  change: BulkChange,
  rows: readonly BulkRow[],
): Promise<{ id: number | null; written: number }> {
  const at = new Date().toISOString();
  const open = db
    .prepare("INSERT INTO i18n_imports (actor, at, format, file_name, kind) VALUES (?1, ?2, ?3, '', ?3)")
    .bind(change.actor, at, change.kind);
  const writes: D1PreparedStatement[][] = [];
  const who = { actor: change.actor, at };
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const chunk = rows.slice(i, i + CHUNK_ROWS).map((r) => ({
      key: r.keyId,
      locale: change.locale,
      baseVersion: r.baseVersion,
      text: r.text,
      problems: r.problems,
      origin: { origin: r.origin, key: r.originKey, provider: r.originProvider },
    }));
    // New text, new version, needing review (the approval stays on its older version), origin recorded.
    const [written] = writeTexts(chunk, { ...who, action: "edit", change: "this-run" }, Number.MAX_SAFE_INTEGER);
    writes.push(prepareAll(db, written?.statements ?? []));
  }
  let done = 0;
  // Whole chunks a batch, so each batch writes whole translations.
  const batches = wholeChunks(open, writes, BATCH_STATEMENTS);
  try {
    for (const batch of batches) {
      await db.batch(batch.statements);
      done += batch.chunks;
    }
  } catch (error) {
    throw Object.assign(new Error(`bulk write stopped after ${Math.min(rows.length, done * CHUNK_ROWS)} rows`), {
      cause: error,
    });
  }
  return finishBulk(db, change, at);
}

/** The change's counts and the revision bump in one batch, then its one audit entry. */
async function finishBulk(db: D1Database, change: BulkChange, at: string) {
  const [, , , row] = await db.batch([
    db.prepare(FINISH).bind("[]", change.actor, at, change.locale),
    db.prepare(KEYS_TOUCHED).bind("[]", change.actor, at),
    db
      .prepare(`${BUMP_REVISION} AND EXISTS (SELECT 1 FROM i18n_history WHERE change_id = ${THIS_CHANGE})`)
      .bind("[]", change.actor, at),
    db.prepare(`SELECT id, cells FROM i18n_imports WHERE id = ${THIS_CHANGE}`).bind("[]", change.actor, at),
    // A pre-translation tells the reviewers and translators of its locale, once, with its count (issue 37, item 2).
    ...(change.kind === "pretranslate"
      ? [runNotice("pretranslate", { actor: change.actor, at })].map((s) => db.prepare(s.sql).bind(...s.params))
      : []),
  ]);
  const found = row?.results[0] as { id: number; cells: number } | undefined;
  if (!found || found.cells === 0) {
    if (found) await db.prepare("DELETE FROM i18n_imports WHERE id = ?").bind(found.id).run();
    return { id: null, written: 0 };
  }
  const detail = `locale=${change.locale} id=${found.id} translations=${found.cells}`;
  await auditStatement(db, {
    event: `translations.${change.kind}`,
    email: change.actor,
    userId: change.actorId,
    actorId: change.actorId,
    actorEmail: change.actor,
    detail,
    details: { change: found.id, count: found.cells, locales: [change.locale] },
  }).run();
  return { id: found.id, written: found.cells };
}
