/**
 * The translation API's import and export: the web's side of import-translations.ts (the
 * request's file and rights in, the preview or the applied import out) and the export.
 */

import { type Format, ONE_LOCALE_FORMATS, type XliffVersion } from "../../../common/contracts/formats";
import type { ImportApplied, ImportEntryPreview, ImportPreview } from "../../../common/contracts/translation-responses";
import { MAX_PREVIEW_ENTRIES } from "../../../common/contracts/translation-responses";
import type { ImportRequest } from "../../../common/contracts/translations";
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from "../../../common/locales";
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

/** The most refused entries an answer lists (`skipped.refused` counts them all). */
const MAX_REFUSED = 1000;

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
  if (entry.state === "needs-review") out.state = entry.state;
  return out;
}

/** The request's file, refused (400 naming the field) when neither it nor the request names its locale. */
function requestFile(request: ImportRequest, sourceLocale: LocaleCode) {
  const file = { name: request.fileName ?? UNNAMED, format: request.format, content: request.content };
  const named = localeOfSource({ ...file, locale: request.locale ?? undefined }, sourceLocale);
  if ("error" in named) {
    // A file that names its language is found wrong by what it says (the field is its name or the locale).
    const inFile = request.fileName || request.locale;
    const message = inFile ? named.error : "is required: name the locale, or a file named after it";
    const path = request.locale ? "locale" : request.fileName ? "fileName" : "locale";
    throw new AppError(400, `locale ${message}`, { errors: [{ path, message }] });
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
  const { entries, counts, skipped } = outcome;
  const refused = outcome.refused.slice(0, MAX_REFUSED).map(({ file, line, column, message }) => ({
    file: file ?? UNNAMED,
    line,
    column,
    message,
  }));
  if (!outcome.dryRun) {
    const { written, importId, publish } = outcome;
    return { dryRun: false, counts, skipped, ...(refused.length > 0 && { refused }), written, importId, publish };
  }
  const invalid = entries
    .filter((e) => e.status === "invalid")
    .map((e) => ({
      key: e.key,
      locale: e.locale,
      problem: e.problems.find((p) => p.severity === "error")?.message ?? "",
    }));
  const shown = entries.slice(0, MAX_PREVIEW_ENTRIES).map(preview);
  const truncated = entries.length > shown.length;
  return { dryRun: true, counts, skipped, ...(refused.length > 0 && { refused }), entries: shown, truncated, invalid };
}

/**
 * Exports one locale or all: each locale's file in its own order (see `formatExport`). XLIFF,
 * PO and ARB hold one locale: without one, 400 naming the field. A String Catalog holds every
 * locale (or the one named) in one file. XLIFF also reads the source
 * locale's texts (its `<source>`), and so does PO (its msgid); `version` is XLIFF's (2.0 unless named).
 */
export async function exportTranslations(
  db: D1Database,
  format: Format,
  locale?: LocaleCode,
  options: { sourceLocale?: LocaleCode; version?: XliffVersion | undefined } = {},
): Promise<ExportFile> {
  if (!locale && ONE_LOCALE_FORMATS.includes(format)) {
    const message = `is required: a ${format} file holds one locale`;
    throw new AppError(400, `locale ${message}`, { errors: [{ path: "locale", message }] });
  }
  const sourceLocale = options.sourceLocale ?? DEFAULT_LOCALE;
  const locales = locale ? (format === "xliff" || format === "po" ? [locale, sourceLocale] : [locale]) : LOCALE_CODES;
  const { results } = await db.prepare(EXPORT_SQL).bind(JSON.stringify(locales)).all<ExportRow>();
  return formatExport(results, format, locale, { sourceLocale, version: options.version });
}
