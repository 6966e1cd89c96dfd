import type {
  ImportApplied,
  ImportEntryPreview,
  ImportPreview,
  PublishResult,
} from "../../../common/contracts/translation-responses";
import { MAX_PREVIEW_ENTRIES } from "../../../common/contracts/translation-responses";
import type { ImportRequest } from "../../../common/contracts/translations";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import {
  cellId,
  changesText,
  countStatuses,
  describeError,
  EXPORT_SQL,
  type ExportFile,
  type ExportRow,
  formatExport,
  localeOfSource,
  type PlannedEntry,
  planEntries,
  readImport,
  type StoredCell,
  writeOf,
} from "./formats";
import { type ImportEntry, type ImportOptions, importStatements } from "./import-sql";
import { publishAfterWrite } from "./publish";
import type { TranslationStore } from "./store";

/** Who imports: their name for the history, and what they may change. */
export interface Importer {
  actor: string;
  canEdit: (locale: LocaleCode) => boolean;
  /** An import adds the keys it names; adding keys is for admins (as creating one is). */
  canAddKeys: boolean;
}

/** What a file is called in errors and entries when the request names none. */
const UNNAMED = "content";

/** The source locale texts of `keys` in D1. */
async function storedSources(db: D1Database, sourceLocale: LocaleCode, keys: string[]) {
  const { results } = await db
    .prepare(
      `SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE v.locale = ?1 AND k.name IN (SELECT value FROM json_each(?2))`,
    )
    .bind(sourceLocale, JSON.stringify(keys))
    .all<{ name: string; text: string }>();
  return new Map(results.map((r) => [r.name, r.text]));
}

/** The stored cells of `locales`, by `cellId`. */
async function storedCells(db: D1Database, locales: string[]): Promise<Map<string, StoredCell>> {
  const { results } = await db
    .prepare(
      `SELECT k.name, v.locale, v.text, v.updated_at AS updatedAt FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE v.locale IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(locales))
    .all<{ name: string; locale: string; text: string; updatedAt: string }>();
  return new Map(results.map((r) => [cellId(r.locale, r.name), r]));
}

/** The key names of `names` the store does not have (a file may name 100,000 keys). */
async function unknownKeys(db: D1Database, names: string[]): Promise<string[]> {
  const { results } = await db.prepare("SELECT name FROM i18n_keys").all<{ name: string }>();
  const known = new Set(results.map((r) => r.name));
  return [...new Set(names.filter((name) => !known.has(name)))];
}

/** Reads the request's file, refusing it whole (400 naming file, line and column) when it has any error. */
async function readRequest(db: D1Database, request: ImportRequest, sourceLocale: LocaleCode) {
  const source = { name: request.fileName ?? UNNAMED, format: request.format, content: request.content };
  const named = localeOfSource({ ...source, locale: request.locale ?? undefined }, sourceLocale);
  if ("error" in named) {
    const message = request.fileName ? named.error : "is required: name the locale, or a file named after it";
    throw new AppError(400, `locale ${message}`, {
      errors: [{ path: request.fileName ? "fileName" : "locale", message }],
    });
  }
  const read = await readImport([{ ...source, locale: named.locale }], sourceLocale, (keys) =>
    storedSources(db, sourceLocale, keys),
  );
  const [first] = read.errors;
  if (first) {
    const errors = read.errors.slice(0, 100).map((e) => ({ path: "content", message: describeError(e) }));
    const detail = `The file has ${read.errors.length} error(s); nothing was imported. ${describeError(first)}`;
    throw new AppError(400, detail, {
      errors,
      file: first.file ?? source.name,
      line: first.line,
      column: first.column,
    });
  }
  return { entries: read.entries, locale: request.locale ?? undefined };
}

/** The importer may edit every locale of the file (and the one they named), and add keys if it adds any. */
async function authorise(db: D1Database, read: Awaited<ReturnType<typeof readRequest>>, importer: Importer) {
  const { entries, locale } = read;
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

function preview(entry: PlannedEntry): ImportEntryPreview {
  const { locale, key, text, status, file, line, column, current } = entry;
  const problems = entry.problems.map(({ code, severity, message, line, column }) => ({
    code,
    severity,
    message,
    line,
    column,
  }));
  const out: ImportEntryPreview = { locale, key, text, status, file, line, column, problems };
  if (current !== undefined) out.current = current;
  return out;
}

/**
 * POST `/import`: reads the file (checking each message against the source locale),
 * checks the importer's rights, then previews or applies it. Applying writes every
 * entry in one D1 batch (a message with an error is stored, flagged, and never
 * served), places the keys in file order, and publishes.
 */
export async function importFile(
  store: TranslationStore,
  request: ImportRequest,
  importer: Importer,
  sourceLocale: LocaleCode,
): Promise<ImportPreview | ImportApplied> {
  const file = await readRequest(store.DB, request, sourceLocale);
  await authorise(store.DB, file, importer);
  const read = file.entries;
  const locales = [...new Set(read.map((e) => e.locale))];
  const entries = planEntries(read, await storedCells(store.DB, locales), request.since);
  const counts = countStatuses(entries);
  if (request.dryRun) {
    const invalid = entries
      .filter((e) => e.status === "invalid")
      .map((e) => ({
        key: e.key,
        locale: e.locale,
        problem: e.problems.find((p) => p.severity === "error")?.message ?? "",
      }));
    const shown = entries.slice(0, MAX_PREVIEW_ENTRIES).map(preview);
    return { dryRun: true, counts, entries: shown, truncated: entries.length > shown.length, invalid };
  }
  const overwrite = request.overwriteConflicts;
  const rows = entries.map((e) => ({ ...e, write: writeOf(e, overwrite) }));
  // Through the web UI, every cell the import changes waits for review (docs/decisions/0055).
  const source = { format: request.format, fileName: request.fileName ?? "" };
  const importId = await runImport(store.DB, rows, importer.actor, undefined, {
    reviewed: false,
    sourceLocale,
    source,
  });
  const written = entries.filter((e) => changesText(e, overwrite)).length;
  return { dryRun: false, counts, written, importId, publish: await publish(store) };
}

/** Publishes the current revision, answering what visitors will not see (or that publishing is delayed). */
export async function publish(store: TranslationStore): Promise<PublishResult> {
  return publishAfterWrite(store.DB, store.CACHE);
}

/**
 * The import statements as one D1 batch (a transaction); answers the import's id in
 * i18n_imports (null when it changed no cell: nothing to undo).
 */
export async function runImport(
  db: D1Database,
  entries: ImportEntry[],
  actor: string,
  maxBytes?: number,
  // As the command line and the seed import: the cells written count as reviewed.
  options: ImportOptions = { reviewed: true, sourceLocale: DEFAULT_LOCALE },
): Promise<number | null> {
  const at = new Date().toISOString();
  const statements = importStatements(entries, actor, at, maxBytes, options);
  const results = await db.batch([
    ...statements.map((s) => db.prepare(s.sql).bind(...s.params)),
    db.prepare("SELECT max(id) AS id FROM i18n_imports WHERE actor = ? AND at = ?").bind(actor, at),
  ]);
  return (results.at(-1)?.results[0] as { id: number | null } | undefined)?.id ?? null;
}

/** Exports one locale or all, in the order of the last import (see `formatExport`). */
export async function exportTranslations(
  db: D1Database,
  format: ExportFormat,
  locale?: LocaleCode,
): Promise<ExportFile> {
  const { results } = await db
    .prepare(EXPORT_SQL)
    .bind(JSON.stringify(locale ? [locale] : LOCALE_CODES))
    .all<ExportRow>();
  return formatExport(results, format, locale);
}

type ExportFormat = Parameters<typeof formatExport>[1];
