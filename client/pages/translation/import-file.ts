import { type Format as FileFormat, formatOfFileName } from "../../../common/contracts/formats";
import { isLocaleCode, type LocaleCode } from "../../../common/locales";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { ImportFormat } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { failureReason } from "./saver";

export type Format = ImportFormat;

/** The worker reads import files whole up to this size (worker/routes/admin-translations.ts). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

interface Guess {
  format: Format;
  /** The file's language, or "" when the file names its languages (CSV, JSON keyed by locale). */
  locale: LocaleCode | "";
}

/**
 * The format and language a file most likely has, from its name and content.
 * Never i18next: its JSON looks like ours, and reading it as i18next converts
 * the texts, so only the translator's choice makes a file i18next. XLIFF, PO and
 * ARB name their language inside: the worker reads it (and refuses a contradiction),
 * so the language is left to the file; an Android file does not, so it takes the fallback. TMX goes to the memory, not here (null).
 */
export function guessFile(name: string, content: string, fallback: LocaleCode): Guess | null {
  const byExtension = formatOfFileName(name);
  if (byExtension === "tmx") return null;
  if (byExtension === "csv") return { format: "csv", locale: "" };
  // A browser gives `strings.xml` without its `values-…` folder, and Android files name no language.
  if (byExtension === "android") return { format: "android", locale: fallback };
  if (byExtension) return { format: byExtension, locale: "" };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { format: "json", locale: fallback };
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(data)) return { format: "json", locale: fallback };
  const entries = Object.entries(data);
  if (entries.length > 0 && entries.every(([k, v]) => isLocaleCode(k) && isObject(v)))
    return {
      format: entries.some(([, v]) => Object.values(v as object).some(isObject)) ? "nested-json" : "json",
      locale: "",
    };
  // `de.json`, `locales/de.json`, or this app's own export `translations-de-nested-json-….json`.
  const fromName = (/(?:^|[^a-z])([a-z]{2})\.json$/i.exec(name) ??
    /^translations-([a-z]{2})-/i.exec(name))?.[1]?.toLowerCase();
  return {
    format: entries.some(([, v]) => isObject(v)) ? "nested-json" : "json",
    locale: isLocaleCode(fromName) ? fromName : fallback,
  };
}

/** A format as the import dialog names it: "JSON, nested". */
const FORMAT_NAMES = {
  json: "importing.formats.json",
  "nested-json": "importing.formats.nestedJson",
  csv: "importing.formats.csv",
  i18next: "importing.formats.i18next",
  xliff: "importing.formats.xliff",
  po: "importing.formats.po",
  arb: "importing.formats.arb",
  android: "android.format",
  xcstrings: "importing.formats.xcstrings",
} as const satisfies Record<FileFormat, string>;

export const formatLabel = (t: AdminI18n["t"], format: FileFormat) => t(FORMAT_NAMES[format]);

/** A rejected import's reason, with where in the file it failed (the 400 problem's `file`, `line`, `column`). */
export function importFailure(t: AdminI18n["t"], error: unknown): string {
  const reason = failureReason(error);
  const problem = error instanceof HttpError ? (error.problem as Record<string, unknown> | null) : null;
  if (!problem || typeof problem.line !== "number") return reason;
  const file = typeof problem.file === "string" ? problem.file : t("importing.failure.file");
  const column = typeof problem.column === "number" ? problem.column : 1;
  // Positions as the file counts them (no digit grouping), like an editor's "line:column".
  return t("importing.failure.at", { reason, file, line: String(problem.line), column: String(column) });
}
