import type * as contract from "../../common/contracts/translation-responses";
import type { LocaleCode } from "../../common/locales";

/**
 * The answers of the translation admin API as the editor and the dashboard read
 * them: the contract's types with this wave's ICU fields (cell problems, the
 * publish outcome, the source locale, the import dry run with locations). The
 * server's schemas in common/contracts carry the same fields; spelling them out
 * here keeps the client building against the agreed shape while both sides change
 * (docs/decisions/NNNN-editor-speaks-icu.md).
 */

export type Severity = "error" | "warning";

/** One finding of common/icu/check.ts on a stored text; line and column are 1-based. */
export interface CellProblem {
  code: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
}

export type Cell = contract.Cell & { problems?: CellProblem[] };

export type KeyRow = Omit<contract.KeyRow, "values" | "placeholderMismatch"> & {
  values: Partial<Record<LocaleCode, Cell>>;
};

export type ListResult = Omit<contract.ListResult, "items"> & { items: KeyRow[]; sourceLocale?: LocaleCode };

export type KeyDetail = Omit<contract.KeyDetail, "key"> & { key: KeyRow };

/** A message of the current revision that visitors are not served (a compile failure or an error). */
export interface PublishFailure {
  key: string;
  locale: string;
  message: string;
  line?: number;
  column?: number;
}

export interface PublishOutcome {
  revision: number;
  failed: PublishFailure[];
  /** A whole locale that could not be built: visitors keep its last good bundle. */
  bundleErrors: { locale: string; message: string }[];
}

export type SaveOk = contract.SaveOk & { cell: Cell | null; publish?: PublishOutcome };

export type LocaleCompletion = Omit<contract.LocaleCompletion, "placeholderProblems"> & {
  errors: number;
  warnings: number;
};

export type PublishStatus = PublishOutcome & { publishedAt: string | null; stale: boolean };

export type Stats = Omit<contract.Stats, "locales"> & {
  locales: LocaleCompletion[];
  publish?: PublishStatus;
  sourceLocale?: LocaleCode;
};

export const IMPORT_FORMATS = ["json", "nested-json", "csv", "i18next"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ["added", "changed", "unchanged", "conflicting", "invalid"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportEntry {
  locale: string;
  key: string;
  text: string;
  status: ImportStatus;
  file: string;
  line: number;
  column: number;
  problems: CellProblem[];
  current?: string;
}

export interface ImportPreview {
  dryRun: true;
  counts: Record<ImportStatus, number>;
  entries: ImportEntry[];
  truncated: boolean;
}

export interface ImportApplied {
  dryRun: false;
  counts: Record<ImportStatus, number>;
  written: number;
  publish?: PublishOutcome;
}

/** The list filter `problem=`: a problem code, or any error / any warning. */
export type ProblemFilter = "errors" | "warnings" | (string & {});
