/**
 * The translation API's import and export: the web's side of import-translations.ts (the
 * request's file and rights in, the preview or the applied import out) and the export.
 */
import type { ImportApplied, ImportEntryPreview, ImportPreview } from "../../../common/contracts/translation-responses";
import { MAX_PREVIEW_ENTRIES } from "../../../common/contracts/translation-responses";
import type { ImportRequest } from "../../../common/contracts/translations";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import {
  EXPORT_SQL,
  type ExportFile,
  type ExportRow,
  formatExport,
  localeOfSource,
  type PlannedEntry,
} from "./formats";
import { type ImportBindings, type Importer, importTranslations } from "./import-translations";

export type { Importer };

/** What a file is called in errors and entries when the request names none. */
const UNNAMED = "content";

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

/** The request's file, refused (400 naming the field) when neither it nor the request names its locale. */
function requestFile(request: ImportRequest, sourceLocale: LocaleCode) {
  const file = { name: request.fileName ?? UNNAMED, format: request.format, content: request.content };
  const named = localeOfSource({ ...file, locale: request.locale ?? undefined }, sourceLocale);
  if ("error" in named) {
    const message = request.fileName ? named.error : "is required: name the locale, or a file named after it";
    throw new AppError(400, `locale ${message}`, {
      errors: [{ path: request.fileName ? "fileName" : "locale", message }],
    });
  }
  return { ...file, locale: named.locale };
}

/**
 * POST `/import`: previews or applies one file through the import use-case. Through the web UI
 * every cell the import changes waits for review (docs/decisions/0055), and a cell edited since
 * the file was exported (`since`) is a conflict, written only when asked to.
 */
export async function importRequest(
  bindings: ImportBindings,
  request: ImportRequest,
  importer: Importer,
  sourceLocale: LocaleCode,
): Promise<ImportPreview | ImportApplied> {
  const outcome = await importTranslations(bindings, {
    files: [requestFile(request, sourceLocale)],
    importer,
    sourceLocale,
    dryRun: request.dryRun,
    reviewed: false,
    label: { format: request.format, fileName: request.fileName ?? "" },
    since: request.since,
    overwriteConflicts: request.overwriteConflicts,
    locale: request.locale ?? undefined,
  });
  const { entries, counts } = outcome;
  if (!outcome.dryRun) {
    const { written, importId, publish } = outcome;
    return { dryRun: false, counts, written, importId, publish };
  }
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

/** Exports one locale or all: each locale's file in its own order (see `formatExport`). */
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
