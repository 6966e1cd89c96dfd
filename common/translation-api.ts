import type { LocaleCode } from "./locales";

/**
 * The shapes of the translation admin API (`/api/admin/translations`), shared
 * by the worker that answers and the editor that asks.
 */

/** One translation cell. `version` is what a save must name (0: the cell is empty). */
export interface Cell {
  text: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface HistoryEntry {
  id: number;
  keyName: string;
  /** null for key-level events (create, rename, delete, describe). */
  locale: string | null;
  oldText: string | null;
  newText: string | null;
  action: "edit" | "import" | "revert" | "create" | "rename" | "delete" | "describe";
  actor: string | null;
  at: string;
}

export interface KeyRow {
  id: number;
  name: string;
  description: string;
  updatedAt: string;
  values: Partial<Record<LocaleCode, Cell>>;
  /** Locales whose placeholders differ from sk's. */
  placeholderMismatch: LocaleCode[];
}

/** GET `/` — query: q, missing, changedSince, placeholders=mismatch, sort, order, page, pageSize, locales. */
export interface ListResult {
  total: number;
  page: number;
  pageSize: number;
  items: KeyRow[];
  revision: number;
}

/** GET `/keys/{name}` */
export interface KeyDetail {
  key: KeyRow;
  history: HistoryEntry[];
}

/** PUT `/keys/{name}/values/{locale}` with `{ text, version }`: 200 this, or 409 `SaveConflict`. */
export interface SaveOk {
  status: "saved" | "unchanged";
  cell: Cell | null;
}

export interface SaveConflict {
  error: string;
  current: Cell | null;
}

export interface LocaleCompletion {
  locale: LocaleCode;
  translated: number;
  missing: number;
  placeholderProblems: number;
}

/** GET `/stats` — completion per locale and the latest changes. */
export interface Stats {
  totalKeys: number;
  locales: LocaleCompletion[];
  recent: HistoryEntry[];
}

export type ImportStatus = "added" | "changed" | "unchanged" | "conflicting";

/** POST `/import` with `{ format, locale?, content, since?, dryRun, overwriteConflicts? }`. */
export interface ImportPreview {
  dryRun: true;
  counts: Record<ImportStatus, number>;
  invalid: { key: string; locale: string; problem: string }[];
  entries: { key: string; locale: string; text: string; status: ImportStatus; current?: string }[];
}

export interface ImportApplied {
  dryRun: false;
  counts: Record<ImportStatus, number>;
  written: number;
}

/** A 400 answer: the message, and the fields at fault. */
export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}
