import type { ImportApplied, ImportPreview } from "../../../common/contracts/translation-responses";
import type { ImportRequest } from "../../../common/contracts/translations";
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { keyNameError, valueError } from "../../../common/text";
import { AppError } from "../errors";
import { publishRevision } from "./bundles";
import { EXPORT_SQL, type ExportRow, type Format, formatExport, parseImport } from "./formats";
import { type ImportEntry, importStatements } from "./import-sql";
import type { TranslationStore } from "./store";

export type EntryStatus = "added" | "changed" | "unchanged" | "conflicting";

export interface ImportPlan {
  counts: Record<EntryStatus, number>;
  entries: (ImportEntry & { status: EntryStatus; current?: string })[];
  invalid: { key: string; locale: string; problem: string }[];
}

/**
 * Compares the entries with the database. A cell whose text differs is
 * `changed`, or `conflicting` when it was edited after `since` (the time the
 * file was exported): someone changed it after the file was made.
 */
export async function planImport(db: D1Database, entries: ImportEntry[], since?: string): Promise<ImportPlan> {
  const locales = [...new Set(entries.map((e) => e.locale))];
  const problems: ImportPlan["invalid"] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const problem =
      keyNameError(e.key) ?? valueError(e.text) ?? (isLocaleCode(e.locale) ? null : "locale is not one of the ten");
    if (problem) problems.push({ key: String(e.key), locale: String(e.locale), problem });
    const id = `${e.locale}\u0000${e.key}`;
    if (seen.has(id)) problems.push({ key: e.key, locale: e.locale, problem: "appears twice" });
    seen.add(id);
  }
  const { results } = await db
    .prepare(
      `SELECT k.name, v.locale, v.text, v.updated_at AS updatedAt FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE v.locale IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(locales))
    .all<{ name: string; locale: string; text: string; updatedAt: string }>();
  const current = new Map(results.map((r) => [`${r.locale}\u0000${r.name}`, r]));
  const counts: ImportPlan["counts"] = { added: 0, changed: 0, unchanged: 0, conflicting: 0 };
  const planned = entries.map((e) => {
    const cell = current.get(`${e.locale}\u0000${e.key}`);
    const status: EntryStatus = !cell
      ? "added"
      : cell.text === e.text
        ? "unchanged"
        : since && cell.updatedAt > since
          ? "conflicting"
          : "changed";
    counts[status]++;
    return cell ? { ...e, status, current: cell.text } : { ...e, status };
  });
  return { counts, entries: planned, invalid: problems };
}

/**
 * Writes the added and changed entries (and the conflicting ones when asked)
 * in one atomic D1 batch: a failing chunk leaves the database unchanged. Then
 * publishes the new revision, when anything was written.
 */
export async function applyImport(
  store: TranslationStore,
  plan: ImportPlan,
  actor: string,
  overwriteConflicts: boolean,
): Promise<{ written: number }> {
  if (plan.invalid.length > 0) {
    throw new AppError(400, `The file has ${plan.invalid.length} invalid entries`, {
      invalid: plan.invalid.slice(0, 100),
    });
  }
  const writes = plan.entries.filter(
    (e) => e.status === "added" || e.status === "changed" || (overwriteConflicts && e.status === "conflicting"),
  );
  if (writes.length === 0) return { written: 0 };
  await runImport(store.DB, writes, actor);
  await publishRevision(store.DB, store.CACHE);
  return { written: writes.length };
}

/** The import statements as one D1 batch (a transaction). */
export async function runImport(
  db: D1Database,
  entries: ImportEntry[],
  actor: string,
  maxBytes?: number,
): Promise<void> {
  const statements = importStatements(entries, actor, new Date().toISOString(), maxBytes);
  await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
}

/** Exports one locale or all (see `formatExport`). */
export async function exportTranslations(db: D1Database, format: Format, locale?: LocaleCode): Promise<string> {
  const { results } = await db
    .prepare(EXPORT_SQL)
    .bind(JSON.stringify(locale ? [locale] : LOCALE_CODES))
    .all<ExportRow>();
  return formatExport(results, format, locale);
}

/** Who imports: their name for the history, and what they may change. */
export interface Importer {
  actor: string;
  canEdit: (locale: LocaleCode) => boolean;
  /** An import adds the keys it names; adding keys is for admins (as creating one is). */
  canAddKeys: boolean;
}

/** The key names of `names` the store does not have (in their order; a file may name 100,000 keys). */
async function unknownKeys(db: D1Database, names: string[]): Promise<string[]> {
  const { results } = await db.prepare("SELECT name FROM i18n_keys").all<{ name: string }>();
  const known = new Set(results.map((r) => r.name));
  return [...new Set(names.filter((name) => !known.has(name)))];
}

/** POST `/import`: parses the file, checks the importer's rights, then previews or applies it. */
export async function importFile(
  store: TranslationStore,
  request: ImportRequest,
  importer: Importer,
): Promise<ImportPreview | ImportApplied> {
  const target = request.locale ?? undefined;
  const entries = parseImport(request.format, request.content, target);
  const locales = new Set<string>([...(target ? [target] : []), ...entries.map((e) => e.locale)]);
  const forbidden = [...locales].filter((l) => !isLocaleCode(l) || !importer.canEdit(l));
  if (forbidden.length > 0) throw new AppError(403, `You may not edit the locale(s) ${forbidden.join(", ")}`);
  if (!importer.canAddKeys) {
    const unknown = await unknownKeys(
      store.DB,
      entries.map((e) => e.key),
    );
    if (unknown.length > 0)
      throw new AppError(403, `Only admins add keys; not found: ${unknown.slice(0, 5).join(", ")}`, { unknown });
  }
  const plan = await planImport(store.DB, entries, request.since);
  if (request.dryRun) {
    return { dryRun: true, counts: plan.counts, invalid: plan.invalid, entries: plan.entries.slice(0, 1000) };
  }
  const { written } = await applyImport(store, plan, importer.actor, request.overwriteConflicts);
  return { dryRun: false, counts: plan.counts, written };
}
