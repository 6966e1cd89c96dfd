import type { Cell, HistoryEntry } from "../../../common/contracts/translation-responses";
import { compileBundle } from "../../../common/icu/compile";
import type { LocaleCode } from "../../../common/locales";
import { fold, placeholderSignature } from "../../../common/text";
import { AppError } from "../errors";
import { publishRevision } from "./bundles";

export type { Cell, HistoryEntry };

/** The bindings a change needs: D1 to write, KV to publish the new revision to. */
export interface TranslationStore {
  DB: D1Database;
  CACHE: KVNamespace;
}

const now = () => new Date().toISOString();

export const BUMP = "UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1";

export async function currentRevision(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT revision FROM i18n_revision WHERE id = 1").first<{ revision: number }>();
  return row?.revision ?? 0;
}

/**
 * A locale's messages from D1, compiled (keys in creation order). A text that does not
 * compile is left out and reported, so it never stops the others from publishing.
 */
export async function loadBundle(db: D1Database, locale: LocaleCode): Promise<ReturnType<typeof compileBundle>> {
  const { results } = await db
    .prepare(
      "SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale = ? ORDER BY k.id",
    )
    .bind(locale)
    .all<{ name: string; text: string }>();
  return compileBundle(results.map((r) => [r.name, r.text] as const));
}

export async function keyId(db: D1Database, name: string): Promise<number> {
  const row = await db.prepare("SELECT id FROM i18n_keys WHERE name = ?").bind(name).first<{ id: number }>();
  if (!row) throw new AppError(404, `Unknown key: ${name}`);
  return row.id;
}

export async function readCell(db: D1Database, id: number, locale: string): Promise<Cell | null> {
  return db
    .prepare(
      `SELECT text, version, updated_at AS updatedAt, updated_by AS updatedBy
       FROM i18n_values WHERE key_id = ? AND locale = ?`,
    )
    .bind(id, locale)
    .first<Cell>();
}

export type SaveResult =
  | { status: "saved" | "unchanged"; cell: Cell | null }
  | { status: "conflict"; current: Cell | null };

type CellInput = { key: string; locale: LocaleCode; text: string; baseVersion: number; action?: "edit" | "revert" };

/**
 * Saves one cell if it still holds `baseVersion` (0: the cell was empty), and
 * publishes the new revision when it changed: the next public request sees it.
 */
export async function saveCell(store: TranslationStore, input: CellInput, actor: string): Promise<SaveResult> {
  const result = await writeCell(store.DB, input, actor);
  if (result.status === "saved") await publishRevision(store.DB, store.CACHE);
  return result;
}

/**
 * Empty text clears the cell. Every statement of the batch is guarded by the
 * same version check against the state before the batch, and the value is
 * written last, so a stale save changes nothing at all.
 */
async function writeCell(db: D1Database, input: CellInput, actor: string): Promise<SaveResult> {
  const id = await keyId(db, input.key);
  const before = await readCell(db, id, input.locale);
  if ((before?.version ?? 0) !== input.baseVersion) return { status: "conflict", current: before };
  if ((before?.text ?? "") === input.text) return { status: "unchanged", cell: before };

  const at = now();
  const guard = `coalesce((SELECT version FROM i18n_values WHERE key_id = ?1 AND locale = ?2), 0) = ?3`;
  const write =
    input.text === ""
      ? db
          .prepare("DELETE FROM i18n_values WHERE key_id = ?1 AND locale = ?2 AND version = ?3")
          .bind(id, input.locale, input.baseVersion)
      : db
          .prepare(
            `INSERT INTO i18n_values (key_id, locale, text, search, placeholders, version, updated_by, updated_at)
             SELECT ?1, ?2, ?4, ?5, ?6, 1, ?7, ?8 WHERE ${guard}
             ON CONFLICT (key_id, locale) DO UPDATE SET text = excluded.text, search = excluded.search,
               placeholders = excluded.placeholders, version = i18n_values.version + 1,
               updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
          )
          .bind(
            id,
            input.locale,
            input.baseVersion,
            input.text,
            fold(input.text),
            placeholderSignature(input.text),
            actor,
            at,
          );
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         SELECT ?1, (SELECT name FROM i18n_keys WHERE id = ?1), ?2,
           (SELECT text FROM i18n_values WHERE key_id = ?1 AND locale = ?2), ?4, ?5, ?6, ?7 WHERE ${guard}`,
      )
      .bind(
        id,
        input.locale,
        input.baseVersion,
        input.text === "" ? null : input.text,
        input.action ?? "edit",
        actor,
        at,
      ),
    db.prepare(`${BUMP} AND ${guard}`).bind(id, input.locale, input.baseVersion),
    db
      .prepare(`UPDATE i18n_keys SET updated_at = ?4 WHERE id = ?1 AND ${guard}`)
      .bind(id, input.locale, input.baseVersion, at),
    write,
  ]);
  if ((results[3]?.meta.changes ?? 0) === 0)
    return { status: "conflict", current: await readCell(db, id, input.locale) };
  return { status: "saved", cell: await readCell(db, id, input.locale) };
}

export async function history(db: D1Database, id: number, limit = 200): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT id, key_name AS keyName, locale, old_text AS oldText, new_text AS newText, action, actor, at
       FROM i18n_history WHERE key_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .bind(id, limit)
    .all<HistoryEntry>();
  return results;
}

/** The latest changes across all keys, newest first (the dashboard's feed). */
export async function recentChanges(db: D1Database, limit = 20): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT id, key_name AS keyName, locale, old_text AS oldText, new_text AS newText, action, actor, at
       FROM i18n_history ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all<HistoryEntry>();
  return results;
}

/** Restores a cell to the value it had before the history entry `historyId`, and publishes it. */
export async function revertCell(
  store: TranslationStore,
  historyId: number,
  baseVersion: number | undefined,
  actor: string,
  canEdit: (locale: LocaleCode) => boolean,
): Promise<SaveResult & { key: string; locale: LocaleCode }> {
  const db = store.DB;
  const entry = await db
    .prepare("SELECT key_id AS keyId, locale, old_text AS oldText FROM i18n_history WHERE id = ?")
    .bind(historyId)
    .first<{ keyId: number; locale: LocaleCode | null; oldText: string | null }>();
  if (!entry?.locale) throw new AppError(404, `No cell change with history id ${historyId}`);
  if (!canEdit(entry.locale)) throw new AppError(403, `You may not edit ${entry.locale}`);
  const key = await db.prepare("SELECT name FROM i18n_keys WHERE id = ?").bind(entry.keyId).first<{ name: string }>();
  if (!key) throw new AppError(404, "The key of this history entry was deleted");
  const version = baseVersion ?? (await readCell(db, entry.keyId, entry.locale))?.version ?? 0;
  const result = await saveCell(
    store,
    { key: key.name, locale: entry.locale, text: entry.oldText ?? "", baseVersion: version, action: "revert" },
    actor,
  );
  return { ...result, key: key.name, locale: entry.locale };
}
