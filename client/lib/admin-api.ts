import type { BulkInput, BulkResult } from "../../common/contracts/bulk";
import type { XliffVersion } from "../../common/contracts/formats";
import type { SaveOrigin } from "../../common/contracts/origin";
import { isProblem } from "../../common/contracts/problem";
import type {
  PretranslateRequest,
  PretranslateResult,
  SuggestionSource,
  SuggestionsResult,
} from "../../common/contracts/suggestions";
import type {
  ImportList,
  KeyNameResult,
  KeysDeleted,
  LocaleSettingsOk,
  RevertOk,
  RevertPreview,
  ReviewOk,
  ReviewState,
  Translation,
  UndoApplied,
  UndoPreview,
} from "../../common/contracts/translation-responses";
import type { KeyScope, UsageFilter } from "../../common/contracts/translations";
import type { LocaleCode } from "../../common/locales";
import type {
  ImportApplied,
  ImportFormat,
  ImportPreview,
  KeyDetail,
  ListResult,
  ProblemFilter,
  SaveOk,
  Stats,
} from "./admin-types";
import { commentsApi } from "./comments-api";
import { type HttpClient, HttpError } from "./http";

export type * from "./admin-types";

/**
 * The translation admin API, typed, over the HTTP client (base `apiPath`).
 * Reads throw `HttpError` on failure (TanStack Query retries them), whose
 * message is the problem's `detail`; a save returns its 409 as a value, since a
 * conflict is an answer, not a failure.
 */

/** A 409 problem's extension: the cell as someone else left it. */
export interface SaveConflict {
  detail: string;
  current: Translation | null;
}

function conflictOf(body: unknown): SaveConflict | null {
  if (!isProblem(body) || !("current" in body)) return null;
  return { detail: body.detail, current: (body.current ?? null) as Translation | null };
}

const BASE = "admin/translations";
const key = (name: string) => `${BASE}/keys/${encodeURIComponent(name)}`;

export interface ListParams {
  q?: string;
  missing?: LocaleCode;
  changedSince?: string;
  /** A problem code, or `errors` / `warnings` for any of that severity. */
  problem?: ProblemFilter;
  /** Keys some public page shows, or none does. */
  usage?: UsageFilter;
  /** Keys with a cell in this review state, in `stateLocale` or among the shown locales. */
  state?: ReviewState;
  stateLocale?: LocaleCode;
  /** `open`: keys with an open question (docs/decisions/0065). */
  question?: "open";
  /** The keys of a task (docs/decisions/0078). */
  task?: number;
  /** The admin's own messages (docs/decisions/0088); absent: the site's keys. */
  scope?: KeyScope;
  sort?: "name" | "updated";
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
  locales?: LocaleCode[];
}

/** The list API's query string for `params` (the worker's editor loader asks its store with the same). */
export function listSearch(params: ListParams): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...params, locales: params.locales?.join(",") })) {
    if (value !== undefined && value !== null) search[name] = String(value);
  }
  return search;
}

/** TanStack Query keys, so every screen invalidates the same entries. */
export const adminKeys = {
  all: ["admin", "translations"] as const,
  list: (params: ListParams) => ["admin", "translations", "list", params] as const,
  key: (name: string) => ["admin", "translations", "key", name] as const,
  stats: ["admin", "translations", "stats"] as const,
  imports: ["admin", "translations", "imports"] as const,
  suggestions: (name: string, locale: LocaleCode) => ["admin", "translations", "suggestions", name, locale] as const,
  comments: (name: string) => ["admin", "translations", "comments", name] as const,
};

export interface ImportInput {
  format: ImportFormat;
  content: string;
  fileName?: string;
  locale?: LocaleCode;
  since?: string;
}

export type SaveResult = ({ ok: true } & SaveOk) | ({ ok: false; status: 409 } & SaveConflict);

export function adminApi(http: HttpClient) {
  return {
    list: (params: ListParams, signal?: AbortSignal) =>
      http.get<ListResult>(BASE, {
        query: listSearch(params),
        signal,
        throwOnError: true,
      }),
    stats: (signal?: AbortSignal) => http.get<Stats>(`${BASE}/stats`, { signal, throwOnError: true }),
    key: (name: string, signal?: AbortSignal) => http.get<KeyDetail>(key(name), { signal, throwOnError: true }),

    /** `origin`: the text is a suggestion's, as inserted (docs/decisions/0062); typed when absent. */
    async save(
      name: string,
      locale: LocaleCode,
      text: string,
      version: number,
      origin?: SaveOrigin,
    ): Promise<SaveResult> {
      const body = origin ? { text, version, origin } : { text, version };
      const res = await http.put<SaveOk>(`${key(name)}/values/${locale}`, { body });
      if (res.ok) return { ok: true, ...res.data };
      const conflict = res.status === 409 ? conflictOf(res.error) : null;
      if (conflict) return { ok: false, status: 409, ...conflict };
      throw new HttpError(res.status, res.error, `${key(name)}/values/${locale}`);
    },
    /** Approves the cell's text at `version` (reviewers in their locales, admins). */
    approve: (name: string, locale: LocaleCode, version: number) =>
      http.post<ReviewOk>(`${key(name)}/values/${locale}/approve`, { body: { version }, throwOnError: true }),
    /** Clears the cell's outdated mark: its text still fits the changed source. */
    confirm: (name: string, locale: LocaleCode, version: number) =>
      http.post<ReviewOk>(`${key(name)}/values/${locale}/confirm`, { body: { version }, throwOnError: true }),
    /** Sends the text back to its translator with `reason` (docs/decisions/0074). */
    requestChanges: (name: string, locale: LocaleCode, version: number, reason: string) =>
      http.post<ReviewOk>(`${key(name)}/values/${locale}/request-changes`, {
        body: { version, reason },
        throwOnError: true,
      }),
    /** Whether a locale publishes only reviewed texts (admins). */
    setReviewedOnly: (locale: LocaleCode, reviewedOnly: boolean) =>
      http.put<LocaleSettingsOk>(`${BASE}/locales/${locale}`, { body: { reviewedOnly }, throwOnError: true }),
    /** What reverting a history entry would change (the cell now and after; whether it empties a live text). */
    revertPreview: (historyId: number, signal?: AbortSignal) =>
      http.get<RevertPreview>(`${BASE}/history/${historyId}/revert`, { signal, throwOnError: true }),
    /** Reverts with the version the preview showed; `clear` confirms emptying a live text. */
    revert: (historyId: number, version: number, clear = false) =>
      http.post<RevertOk>(`${BASE}/history/${historyId}/revert`, { body: { version, clear }, throwOnError: true }),

    /** Suggestions for a translation: memory first, best score first (docs/decisions/0062). */
    suggestions: (name: string, locale: LocaleCode, from: readonly SuggestionSource[], signal?: AbortSignal) =>
      http.get<SuggestionsResult>(`${key(name)}/suggestions/${locale}`, {
        query: { from: from.join(",") },
        signal,
        throwOnError: true,
      }),
    /** Fills the empty translations of a locale among the filtered keys; `dryRun` (the default) only counts. */
    pretranslate: (request: PretranslateRequest) =>
      http.post<PretranslateResult>(`${BASE}/pretranslate`, { body: request, throwOnError: true }),

    /** A bulk action over the filtered or named keys (docs/decisions/0066); `dryRun` (the default) only counts. */
    bulk: (request: BulkInput) => http.post<BulkResult>(`${BASE}/bulk`, { body: request, throwOnError: true }),

    imports: (signal?: AbortSignal) => http.get<ImportList>(`${BASE}/imports`, { signal, throwOnError: true }),
    undoPreview: (id: number, signal?: AbortSignal) =>
      http.get<UndoPreview>(`${BASE}/imports/${id}/undo`, { signal, throwOnError: true }),
    /** Undoes the import as the preview named by `basis` showed it (409 when it moved, or was undone). */
    undoImport: (id: number, basis: string) =>
      http.post<UndoApplied>(`${BASE}/imports/${id}/undo`, { body: { basis }, throwOnError: true }),

    createKey: (name: string, description = "") =>
      http.post<KeyNameResult>(`${BASE}/keys`, { body: { name, description }, throwOnError: true }),
    updateKey: (name: string, change: { name?: string; description?: string; maxLength?: number | null }) =>
      http.patch<KeyNameResult>(key(name), { body: change, throwOnError: true }),
    /** Every admin mutation is JSON (CSRF rule), so a DELETE carries `{}`. */
    deleteKey: (name: string) => http.delete(key(name), { body: {}, throwOnError: true }),
    /** What deleting `keys` removes (a dry run), or deletes them with the dry run's count (409 when it moved). */
    deleteKeys: (keys: string[], translations?: number) =>
      http.post<KeysDeleted>(`${BASE}/keys/delete`, {
        body: translations === undefined ? { keys } : { keys, dryRun: false, translations },
        throwOnError: true,
      }),

    previewImport: (input: ImportInput) =>
      http.post<ImportPreview>(`${BASE}/import`, { body: { ...input, dryRun: true }, throwOnError: true }),
    applyImport: (input: ImportInput & { overwriteConflicts?: boolean }) =>
      http.post<ImportApplied>(`${BASE}/import`, { body: { ...input, dryRun: false }, throwOnError: true }),
    ...commentsApi(http),
    /** A download link (a plain GET the browser saves). */
    exportUrl: (format: ImportFormat, locale?: LocaleCode, version?: XliffVersion) =>
      `${http.baseURL.replace(/\/$/, "")}/${BASE}/export?format=${format}${locale ? `&locale=${locale}` : ""}${version ? `&version=${version}` : ""}`,
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
