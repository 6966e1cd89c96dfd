/**
 * The one import, for the web API (import-export.ts) and `npm run i18n:import` (scripts/i18n.mjs)
 * alike: read the files, checking each message against the source locale; check the importer's
 * rights; then preview, or write every translation in one D1 batch and publish (the revision
 * moves and the KV bundles are built, publish.ts). docs/decisions/0041-import-and-export.md.
 */

import { sourceLocaleFor } from "../../../common/admin-locale";
import type { PublishResult } from "../../../common/contracts/translation-responses";
import type { ImportError } from "../../../common/formats/types";
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { sourceLocaleSql } from "../../lib/source-locale";
import { loadGlossaries } from "../glossary";
import { auditStatement } from "../identity";
import { runNotice } from "../notifications";
import { emitWebhook, importApplied } from "../webhooks";
import {
  cellId,
  changesText,
  countStatuses,
  describeError,
  type PlannedEntry,
  planEntries,
  type ReadEntry,
  readImport,
  type StoredTranslation,
  type TranslationFile,
  writeOf,
} from "./formats";
import { type ImportLabel, importStatements } from "./import-sql";
import { keyLimits } from "./limits";
import { publishAfterWrite } from "./publish";

/** Who imports: their name for the history, and what they may change. */
export interface Importer {
  actor: string;
  canEdit: (locale: LocaleCode) => boolean;
  /** An import adds the keys it names; adding keys is for admins (as creating one is). */
  canAddKeys: boolean;
}

/** Where an import reads and writes: the worker's bindings, or the CLI's (local Miniflare or remote). */
export interface ImportBindings {
  DB: D1Database;
  CACHE: KVNamespace;
}

export interface ImportRun {
  files: readonly TranslationFile[];
  importer: Importer;
  sourceLocale: LocaleCode;
  /** Only judge the files against the store: nothing is written. */
  dryRun: boolean;
  /** The cells written count as approved (the command line) or wait for review (the web UI; decision 0055). */
  reviewed: boolean;
  /** What the import read, for its row in i18n_imports (the imports the editor can undo). */
  label: ImportLabel;
  /** The time the file was exported: a cell edited since is `conflicting` (the web UI). */
  since?: string | undefined;
  /** Write conflicting entries too (the command line: the last file read wins). */
  overwriteConflicts: boolean;
  /** A locale the caller named, which the importer must be able to edit as well. */
  locale?: LocaleCode | undefined;
  /** The size of the statements' JSON chunks (import-sql.ts); the default suits inlined SQL. */
  chunkBytes?: number | undefined;
  /**
   * The keys this import only seeds (the admin's messages, scripts/i18n.mjs; docs/decisions/0088):
   * a translation of such a key is written when the store lacks it or this importer wrote it last,
   * never over a text someone changed since (counted in `skipped.edited`).
   */
  seeds?: ((key: string) => boolean) | undefined;
  /** Runs between the import's read of the store and its write (a test's interleaved save). */
  afterPlan?: (() => Promise<void>) | undefined;
}

interface Judged {
  entries: PlannedEntry[];
  counts: ReturnType<typeof countStatuses>;
  /** Units of the files that yield no entry by design, by reason (`obsolete`, `untranslated`). */
  skipped: Record<string, number>;
  /** Entries refused on their own, where and why (XLIFF codes altered, a catalog's key the store cannot hold); the rest is imported. */
  refused: ImportError[];
}
export type ImportOutcome =
  | (Judged & { dryRun: true })
  | (Judged & { dryRun: false; written: number; importId: number | null; publish: PublishResult });

/** The files had errors: nothing was read into the store. `fileErrors` lists them all. */
export class ImportRefused extends AppError {
  readonly fileErrors: ImportError[];
  constructor(fileErrors: ImportError[], fallbackName: string) {
    const [first] = fileErrors as [ImportError];
    const errors = fileErrors.slice(0, 100).map((e) => ({ path: "content", message: describeError(e) }));
    const detail = `The file has ${fileErrors.length} error(s); nothing was imported. ${describeError(first)}`;
    super(400, detail, { errors, file: first.file ?? fallbackName, line: first.line, column: first.column });
    this.fileErrors = fileErrors;
  }
}

export async function importTranslations(bindings: ImportBindings, run: ImportRun): Promise<ImportOutcome> {
  const db = bindings.DB;
  const sources = (keys: string[]) => storedSources(db, run.sourceLocale, keys);
  const [glossaries, limits] = await Promise.all([loadGlossaries(db), keyLimits(db)]);
  const read = await readImport(run.files, run.sourceLocale, sources, glossaries, limits.byName);
  if (read.errors.length > 0) throw new ImportRefused(read.errors, run.files[0]?.name ?? "content");
  await authorise(db, read.entries, run);
  const locales = [...new Set(read.entries.map((e) => e.locale))];
  const stored = await storedTranslations(db, locales);
  const planned = planEntries(read.entries, stored, run.since);
  const entries = run.seeds ? planned.filter((e) => !editedSince(e, stored, run)) : planned;
  const edited = planned.length - entries.length;
  const refused = read.refused;
  const skipped = {
    ...read.skipped,
    ...(edited > 0 ? { edited } : {}),
    ...(refused.length > 0 ? { refused: refused.length } : {}),
  };
  if (run.dryRun) return { dryRun: true, entries, counts: countStatuses(entries), skipped, refused };
  await run.afterPlan?.();
  // A file's descriptions are the key's: only those who may change keys (admins, the CLI) write them.
  const rows = lastWriteWins(
    entries.map(({ description, ...e }) => ({
      ...e,
      write: writeOf(e, run.overwriteConflicts),
      description: run.importer.canAddKeys ? description : undefined,
      // Each translation is written only if it still has the version this read saw (write/).
      version: stored.get(cellId(e.locale, e.key))?.version ?? 0,
    })),
  );
  const options = { reviewed: run.reviewed, sourceLocale: run.sourceLocale, source: run.label };
  const importId = await writeImport(db, rows, run.importer.actor, run.chunkBytes, options, true);
  await markOvertaken(db, importId, entries, run.overwriteConflicts);
  const counts = countStatuses(entries);
  const written = entries.filter((e) => changesText(e, run.overwriteConflicts)).length;
  emitWebhook(
    "import.applied",
    importApplied({
      importId,
      actor: run.importer.actor,
      format: run.label.format,
      locales,
      written,
      counts,
      changedKeys: entries.filter((e) => changesText(e, run.overwriteConflicts)).map((e) => e.key),
    }),
  );
  return {
    dryRun: false,
    entries,
    counts,
    skipped,
    refused,
    written,
    importId,
    publish: await publishAfterWrite(db, bindings.CACHE, touchedBy(rows, run.sourceLocale)),
  };
}

/**
 * What an import touched, for the cross-key warnings (consistency.ts): every key it wrote (an
 * unchanged text gets its problems anew too), and the source texts it replaced. Once per import.
 */
function touchedBy(
  rows: readonly { key: string; locale: string; text: string; current?: string; write: boolean }[],
  sourceLocale: LocaleCode,
) {
  const written = rows.filter((r) => r.write);
  const oldSources = written
    .filter((r) => r.locale === sourceLocaleFor(sourceLocale, r.key) && r.current !== undefined && r.current !== r.text)
    .map((r) => r.current as string);
  return { sourceLocale, keyNames: written.map((r) => r.key), oldSources };
}

/**
 * The import statements as one D1 batch (a transaction); answers the import's id in
 * i18n_imports (null when it changed no cell, or when the D1 answers no rows).
 */
export async function writeImport(
  db: D1Database,
  rows: Parameters<typeof importStatements>[0],
  actor: string,
  chunkBytes?: number,
  // As the seed import of the tests: the cells written count as reviewed.
  options: Parameters<typeof importStatements>[4] = { reviewed: true, sourceLocale: DEFAULT_LOCALE },
  /** Tell the reviewers and translators of the locales it changed (an import someone ran; not a seed). */
  notify = false,
): Promise<number | null> {
  const at = new Date().toISOString();
  const statements = importStatements(rows, actor, at, chunkBytes, options);
  const results = await db.batch([
    ...statements.map((s) => db.prepare(s.sql).bind(...s.params)),
    importAudit(db, actor, at, options.source),
    // The reviewers and translators of the locales it changed are told, in the same batch (issue 37, item 2).
    ...(notify ? [runNotice("import", { actor, at })] : []).map((s) => db.prepare(s.sql).bind(...s.params)),
    db.prepare("SELECT max(id) AS id FROM i18n_imports WHERE actor = ? AND at = ?").bind(actor, at),
  ]);
  return (results.at(-1)?.results?.[0] as { id: number | null } | undefined)?.id ?? null;
}

/**
 * The activity log's row of an import, in the import's batch (docs/decisions/0079-activity-log.md):
 * its facts are the import's row as the batch left it (how many texts changed, in which locales),
 * so an import that changed nothing (no row) records nothing.
 */
function importAudit(db: D1Database, actor: string, at: string, source?: ImportLabel) {
  const detail = source ? `format=${source.format} file=${source.fileName}` : null;
  return auditStatement(db, { event: "translations.import", actorEmail: actor, detail }, Date.parse(at), {
    where: "FROM i18n_imports WHERE actor = ?1 AND at = ?2",
    details:
      "json_object('change', id, 'kind', kind, 'format', format, 'file', file_name, 'locales', json(locales), 'count', cells)",
    params: [actor, at],
  });
}

/** Of several entries for one translation (the CLI's last file read wins), only the last writes. */
function lastWriteWins<T extends { key: string; locale: string; write: boolean }>(rows: T[]): T[] {
  const last = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.write) last.set(cellId(r.locale, r.key), i);
  });
  return rows.map((r, i) => (r.write && last.get(cellId(r.locale, r.key)) !== i ? { ...r, write: false } : r));
}

/**
 * Entries the import meant to change but did not: their translation changed between the
 * import's read and its write (a save in between), so the guard left them alone. They become
 * `conflicting`, never an overwrite; one read of the import's history, only when counts differ.
 */
async function markOvertaken(
  db: D1Database,
  importId: number | null,
  entries: PlannedEntry[],
  overwriteConflicts: boolean,
): Promise<void> {
  const meant = entries.filter((e) => changesText(e, overwriteConflicts));
  if (meant.length === 0) return;
  const { results } = importId
    ? await db
        .prepare("SELECT key_name AS name, locale FROM i18n_history WHERE change_id = ? AND action = 'import'")
        .bind(importId)
        .all<{ name: string; locale: string }>()
    : { results: [] };
  if (results.length >= meant.length) return;
  const written = new Set(results.map((r) => cellId(r.locale, r.name)));
  for (const e of meant) if (!written.has(cellId(e.locale, e.key))) e.status = "conflicting";
}

/** A seeded key's translation that someone other than this importer changed: the seed leaves it alone. */
function editedSince(
  entry: PlannedEntry,
  stored: Map<string, { text: string; updatedBy: string | null }>,
  run: ImportRun,
) {
  const cell = stored.get(cellId(entry.locale, entry.key));
  return (
    cell !== undefined && cell.text !== entry.text && cell.updatedBy !== run.importer.actor && !!run.seeds?.(entry.key)
  );
}

/** The importer may edit every locale of the files (and the one they named), and add keys if they add any. */
async function authorise(db: D1Database, entries: readonly ReadEntry[], run: ImportRun) {
  const { importer, locale } = run;
  const locales = [...new Set([...(locale ? [locale] : []), ...entries.map((e) => e.locale)])];
  const forbidden = locales.filter((l) => !isLocaleCode(l) || !importer.canEdit(l));
  if (forbidden.length > 0) throw new AppError(403, `You may not edit the locale(s) ${forbidden.join(", ")}`);
  if (importer.canAddKeys) return;
  const unknown = await unknownKeys(
    db,
    entries.map((e) => e.key),
  );
  if (unknown.length > 0) {
    throw new AppError(403, `Only admins add keys; not found: ${unknown.slice(0, 5).join(", ")}`, { unknown });
  }
}

/** The source texts of `keys` in D1: each in its key's source locale (English for the admin's messages). */
async function storedSources(db: D1Database, sourceLocale: LocaleCode, keys: string[]) {
  const { results } = await db
    .prepare(
      `SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE v.locale = ${sourceLocaleSql("k.name", "?1")} AND k.name IN (SELECT value FROM json_each(?2))`,
    )
    .bind(sourceLocale, JSON.stringify(keys))
    .all<{ name: string; text: string }>();
  return new Map(results.map((r) => [r.name, r.text]));
}

/** The stored cells of `locales`, by `cellId`. */
async function storedTranslations(
  db: D1Database,
  locales: string[],
): Promise<Map<string, StoredTranslation & { version: number; updatedBy: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT k.name, v.locale, v.text, v.version, v.updated_at AS updatedAt, v.updated_by AS updatedBy FROM i18n_values v
       JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(locales))
    .all<{
      name: string;
      locale: string;
      text: string;
      version: number;
      updatedAt: string;
      updatedBy: string | null;
    }>();
  return new Map(results.map((r) => [cellId(r.locale, r.name), r]));
}

/** The key names of `names` the store does not have (a file may name 100,000 keys). */
async function unknownKeys(db: D1Database, names: string[]): Promise<string[]> {
  const { results } = await db.prepare("SELECT name FROM i18n_keys").all<{ name: string }>();
  const known = new Set(results.map((r) => r.name));
  return [...new Set(names.filter((name) => !known.has(name)))];
}
