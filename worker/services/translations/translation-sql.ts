import { sourceLocaleFor } from "../../../common/admin-locale";
import type {
  HistoryEntry,
  KeyHistory,
  PublishResult,
  RevertPreview,
  Translation,
} from "../../../common/contracts/translation-responses";
import { DEFAULT_LOCALE, type LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { GLOSSARY_GENERATION, loadGlossaries } from "../glossary";
import { auditStatement } from "../identity";
import type { Touched } from "./consistency";
import { activeDismissals, withDismissals } from "./dismissal-sql";
import { parseProblems, recheckWrites, translationProblems } from "./problems";
import { publishAfterWrite, publishResult, publishStatus } from "./publish";
import { sqlParams } from "./sql-params";
import { afterTextWrites, ifWritten, prepareAll, problemsStatements, type WriteOrigin, writeTexts } from "./write";

export type { HistoryEntry, PublishResult, Translation };

/** The bindings a change needs: D1 to write, KV to publish the new revision to. */
export interface TranslationBindings {
  DB: D1Database;
  CACHE: KVNamespace;
  /** wrangler.toml's var (lib/source-locale.ts); absent in callers that pass the locale themselves. */
  SOURCE_LOCALE?: string;
}

const now = () => new Date().toISOString();

export async function keyId(db: D1Database, name: string): Promise<number> {
  const row = await db.prepare("SELECT id FROM i18n_keys WHERE name = ?").bind(name).first<{ id: number }>();
  if (!row) throw new AppError(404, `Unknown key: ${name}`);
  return row.id;
}

/** The columns of a cell as the API answers it; `problems` is JSON until `toTranslation`. */
export function translationColumns(alias = ""): string {
  const fields = [
    ["text", "text"],
    ["version", "version"],
    ["updated_at", "updatedAt"],
    ["updated_by", "updatedBy"],
    ["problems", "problems"],
    ["reviewed_version", "reviewedVersion"],
    ["reviewed_text", "reviewedText"],
    ["reviewed_by", "reviewedBy"],
    ["reviewed_at", "reviewedAt"],
    ["outdated_source", "outdatedSource"],
    ["origin", "origin"],
    ["origin_key", "originKey"],
    ["origin_provider", "originProvider"],
  ];
  const columns = fields.map(([column, field]) =>
    column === field ? alias + column : `${alias}${column} AS ${field}`,
  );
  const t = alias || "i18n_values.";
  // The review state (docs/decisions/0074) and, while changes are requested, the reason (a comment) with who and when.
  const state = `CASE WHEN ${t}reviewed_version = ${t}version THEN 'reviewed'
    WHEN ${t}changes_requested_version = ${t}version THEN 'changes-requested' ELSE 'needs-review' END AS state`;
  const requested = `CASE WHEN ${t}changes_requested_version = ${t}version AND ${t}reviewed_version IS NOT ${t}version
    THEN json_object('reason', coalesce((SELECT c.body FROM i18n_comments c WHERE c.id = ${t}changes_requested_comment), ''),
      'by', ${t}changes_requested_by, 'at', ${t}changes_requested_at) END AS changesRequested`;
  return [...columns, state, requested, activeDismissals(t)].join(", ");
}
export const TRANSLATION_COLUMNS = translationColumns();

export type TranslationRow = Omit<Translation, "problems" | "changesRequested"> & {
  problems: string;
  dismissals?: string | null;
  changesRequested?: string | null;
};

export function toTranslation({ problems, dismissals, changesRequested, ...row }: TranslationRow): Translation {
  const requested = changesRequested ? (JSON.parse(changesRequested) as Translation["changesRequested"]) : null;
  return { ...row, problems: withDismissals(parseProblems(problems), dismissals), changesRequested: requested };
}

export async function readTranslation(db: D1Database, id: number, locale: string): Promise<Translation | null> {
  const row = await db
    .prepare(`SELECT ${TRANSLATION_COLUMNS} FROM i18n_values WHERE key_id = ? AND locale = ?`)
    .bind(id, locale)
    .first<TranslationRow>();
  return row && toTranslation(row);
}

export type SaveResult =
  | { status: "saved" | "unchanged"; cell: Translation | null; publish: PublishResult }
  | { status: "conflict"; current: Translation | null };

type TranslationInput = {
  key: string;
  locale: LocaleCode;
  text: string;
  baseVersion: number;
  action?: "edit" | "revert";
  /** How the text was written (docs/decisions/0062); typed when absent. */
  origin?: WriteOrigin;
};

/**
 * Saves one cell if it still holds `baseVersion` (0: the cell was empty), with the
 * problems of its ICU check against `sourceLocale`, and publishes the new revision when
 * it changed: the next public request sees it. `publish` says what is not served, and
 * `publish.delayed` that the save is written but could not be published yet (KV down):
 * a save that was written never answers an error, so nobody retries it.
 */
export async function saveTranslation(
  store: TranslationBindings,
  input: TranslationInput,
  actor: string,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<SaveResult> {
  const result = await writeTranslation(store.DB, input, actor, sourceLocale);
  if (result.status === "conflict") return result;
  const { touched, ...answer } = result;
  const publish =
    result.status === "saved"
      ? await publishAfterWrite(store.DB, store.CACHE, { sourceLocale, ...touched })
      : publishResult(await publishStatus(store.DB, store.CACHE));
  return { ...answer, publish };
}

/** The key's id and every cell it has, by locale: one query, whatever the save needs of them. */
async function keyTranslations(
  db: D1Database,
  name: string,
): Promise<{ id: number; maxLength: number | null; glossaryGeneration: number; cells: Map<string, Translation> }> {
  const { results } = await db
    .prepare(
      `SELECT k.id, k.max_length AS maxLength, ${GLOSSARY_GENERATION} AS glossaryGeneration, v.locale, ${translationColumns("v.")}
       FROM i18n_keys k LEFT JOIN i18n_values v ON v.key_id = k.id WHERE k.name = ?`,
    )
    .bind(name)
    .all<
      TranslationRow & { id: number; maxLength: number | null; glossaryGeneration: number; locale: string | null }
    >();
  const first = results[0];
  if (!first) throw new AppError(404, `Unknown key: ${name}`);
  const cells = new Map<string, Translation>();
  for (const { id: _, maxLength: __, glossaryGeneration: ___, locale, ...row } of results)
    if (locale !== null) cells.set(locale, toTranslation(row));
  return { id: first.id, maxLength: first.maxLength, glossaryGeneration: first.glossaryGeneration, cells };
}

/**
 * Empty text clears the cell. Every statement of the batch is guarded by the
 * same version check against the state before the batch, and the value is
 * written last, so a stale save changes nothing at all. A save of the source
 * locale rewrites the problems of the key's other cells in the same batch.
 * Two D1 round trips (docs/decisions/0052-latency-budget.md): the key's cells,
 * then the batch, which reads the cell back after its write.
 */
async function writeTranslation(
  db: D1Database,
  input: TranslationInput,
  actor: string,
  siteSource: LocaleCode,
): Promise<
  | { status: "saved" | "unchanged"; cell: Translation | null; touched: Omit<Touched, "sourceLocale"> }
  | { status: "conflict"; current: Translation | null }
> {
  // The admin's messages are checked against English whatever the site's source (common/admin-locale.ts).
  const source = sourceLocaleFor(siteSource, input.key);
  const { id, maxLength, glossaryGeneration, cells } = await keyTranslations(db, input.key);
  // Read with the cells: the cached glossary answers unless it changed (then one read of the terms).
  const glossary = await loadGlossaries(db, glossaryGeneration);
  const before = cells.get(input.locale) ?? null;
  if ((before?.version ?? 0) !== input.baseVersion) return { status: "conflict", current: before };
  // The recheck of the cross-key warnings (./consistency.ts): this key's group in this locale, or
  // for a source text, the key's old group and its new one in every locale.
  const touched =
    input.locale === source
      ? { keyIds: [id], oldSources: before ? [before.text] : [] }
      : { keyIds: [id], locales: [input.locale] };
  if ((before?.text ?? "") === input.text) return { status: "unchanged", cell: before, touched };

  const at = now();
  const others = [...cells]
    .filter(([locale]) => locale !== input.locale)
    .map(([locale, cell]) => ({ locale: locale as LocaleCode, text: cell.text }));
  const isSource = input.locale === source;
  const guard = { keyId: id, locale: input.locale, version: input.baseVersion };
  // A source save rechecks the key's other translations, only if the save itself goes through.
  const rechecks = isSource
    ? recheckWrites({ id, ...input, maxLength }, others, glossary).map((w) => ({ ...w, guard }))
    : [];
  const sourceText = cells.get(source)?.text;
  const problems = translationProblems(input.text, input.locale, source, sourceText, maxLength, glossary);
  const write = {
    key: id,
    locale: input.locale,
    baseVersion: input.baseVersion,
    text: input.text,
    problems: JSON.stringify(problems),
    origin: input.origin,
    // A changed source text marks the key's other translations outdated (docs/decisions/0055).
    isSource,
  };
  const ctx = { actor, at, action: input.action ?? "edit" } as const;
  const [chunk] = writeTexts([write], ctx);
  const statements = chunk?.statements ?? [];
  const checks = problemsStatements(rechecks);
  const results = await db.batch([
    ...prepareAll(db, [...checks, ...statements, ...afterTextWrites(ctx)]),
    savedAudit(db, input, ctx),
    // The translation as the batch left it: the saved one, or the one that made the guard fail.
    db.prepare(`SELECT ${TRANSLATION_COLUMNS} FROM i18n_values WHERE key_id = ? AND locale = ?`).bind(id, input.locale),
  ]);
  const offset = checks.length;
  const changed = (chunk?.written ?? []).reduce((n, i) => n + (results[offset + i]?.meta.changes ?? 0), 0);
  const row = (results.at(-1)?.results[0] as TranslationRow | undefined) ?? null;
  const cell = row && toTranslation(row);
  if (changed === 0) return { status: "conflict", current: cell };
  return { status: "saved", cell, touched };
}

/** The activity log's row of a save or a revert, in the save's batch (docs/decisions/0079-activity-log.md). */
function savedAudit(db: D1Database, input: TranslationInput, ctx: { actor: string; at: string; action: string }) {
  const details = { key: input.key, locales: [input.locale], count: 1, action: ctx.action };
  const entry = {
    event: "translations.save",
    actorEmail: ctx.actor,
    detail: `${input.key} ${input.locale}`,
    details,
  } as const;
  return auditStatement(db, entry, Date.parse(ctx.at), ifWritten(ctx));
}

const HISTORY_COLUMNS = `id, key_name AS keyName, locale, old_text AS oldText, new_text AS newText, action, actor, at,
  origin, origin_key AS originKey, origin_provider AS originProvider`;

export async function history(db: D1Database, id: number, limit = 200): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(`SELECT ${HISTORY_COLUMNS} FROM i18n_history WHERE key_id = ? ORDER BY id DESC LIMIT ?`)
    .bind(id, limit)
    .all<HistoryEntry>();
  return results;
}

/**
 * The history of the key the entry `historyId` belongs to, deleted or not: key ids are never
 * reused (migrations/0008), so an id names one key for good.
 */
export async function historyOfEntry(db: D1Database, historyId: number): Promise<KeyHistory> {
  const entry = await db
    .prepare("SELECT key_id AS keyId FROM i18n_history WHERE id = ?")
    .bind(historyId)
    .first<{ keyId: number }>();
  if (!entry) throw new AppError(404, `No history entry with id ${historyId}`);
  const [key, rows] = await Promise.all([
    db.prepare("SELECT name FROM i18n_keys WHERE id = ?").bind(entry.keyId).first<{ name: string }>(),
    history(db, entry.keyId),
  ]);
  return { keyName: key?.name ?? rows[0]?.keyName ?? "", deleted: !key, history: rows };
}

/** The latest changes across all keys, newest first (the dashboard's feed); with `locales`, those locales' cells only. */
export async function recentChanges(
  db: D1Database,
  limit = 20,
  locales: readonly LocaleCode[] | null = null,
): Promise<HistoryEntry[]> {
  if (locales?.length === 0) return [];
  const { params, bind } = sqlParams([limit]);
  // A locale list keeps the changes of those cells only: key-level entries (no locale) are nobody's locale.
  const where = locales ? `WHERE locale IN (${locales.map(bind).join(", ")})` : "";
  const { results } = await db
    .prepare(`SELECT ${HISTORY_COLUMNS} FROM i18n_history ${where} ORDER BY id DESC LIMIT ?1`)
    .bind(...params)
    .all<HistoryEntry>();
  return results;
}

/** A cell change of the history, with its key when the key still exists. */
async function translationEntry(db: D1Database, historyId: number) {
  const entry = await db
    .prepare(
      `SELECT h.key_id AS keyId, h.locale, h.old_text AS oldText, k.name AS keyName
       FROM i18n_history h LEFT JOIN i18n_keys k ON k.id = h.key_id WHERE h.id = ?`,
    )
    .bind(historyId)
    .first<{ keyId: number; locale: LocaleCode | null; oldText: string | null; keyName: string | null }>();
  if (!entry?.locale) throw new AppError(404, `No cell change with history id ${historyId}`);
  if (entry.keyName === null) throw new AppError(404, "The key of this history entry was deleted");
  return { ...entry, locale: entry.locale, keyName: entry.keyName };
}

/**
 * What reverting the history entry `historyId` would do (GET `/history/{id}/revert`): the
 * cell now (its text and the version a revert must name) and its text after; `clears` when
 * the revert empties a live text (visitors then see the fallback locale's).
 */
export async function revertPreview(db: D1Database, historyId: number): Promise<RevertPreview> {
  const entry = await translationEntry(db, historyId);
  const current = await readTranslation(db, entry.keyId, entry.locale);
  const after = entry.oldText ?? "";
  return {
    historyId,
    key: entry.keyName,
    locale: entry.locale,
    current,
    after,
    clears: after === "" && (current?.text ?? "") !== "",
    unchanged: after === (current?.text ?? ""),
  };
}

/**
 * Restores a cell to the value it had before the history entry `historyId`, and publishes it.
 * `version` is the cell's version the person saw (409 when it moved); emptying a live text
 * needs `clear` (422 without it): a revert never blanks what visitors see without saying so.
 */
export async function revertTranslation(
  store: TranslationBindings,
  historyId: number,
  confirm: { version: number; clear?: boolean },
  actor: string,
  canEdit: (locale: LocaleCode) => boolean,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<SaveResult & { key: string; locale: LocaleCode }> {
  const db = store.DB;
  const entry = await translationEntry(db, historyId);
  if (!canEdit(entry.locale)) throw new AppError(403, `You may not edit ${entry.locale}`);
  const text = entry.oldText ?? "";
  if (text === "" && !confirm.clear) {
    const current = await readTranslation(db, entry.keyId, entry.locale);
    if (current && current.version !== confirm.version)
      return { status: "conflict", current, key: entry.keyName, locale: entry.locale };
    if (current && current.text !== "")
      throw new AppError(
        422,
        `Reverting empties the live ${entry.locale} text of ${entry.keyName} ("${current.text.slice(0, 80)}"): visitors would see the fallback. Send clear: true to empty it.`,
        { clears: true, current },
      );
  }
  const result = await saveTranslation(
    store,
    { key: entry.keyName, locale: entry.locale, text, baseVersion: confirm.version, action: "revert" },
    actor,
    sourceLocale,
  );
  return { ...result, key: entry.keyName, locale: entry.locale };
}
