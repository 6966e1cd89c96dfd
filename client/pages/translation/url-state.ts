import { ADMIN_SOURCE_LOCALE } from "../../../common/admin-locale";
import { hasLocaleList, type SessionAccount } from "../../../common/auth";
import { REVIEW_STATES, type ReviewState } from "../../../common/contracts/translation-responses";
import { KEY_SCOPES, type KeyScope, USAGE_FILTERS, type UsageFilter } from "../../../common/contracts/translations";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import type { ListParams, ProblemFilter } from "../../lib/admin-api";

/**
 * The editor's search, filters and columns, as they live in the URL (shareable;
 * back and forward work). The names are a contract: the dashboard links here.
 *   /admin/translation?q=…&missing=hu&changed=24h|7d&problem=errors|warnings|<code>&usage=used|unused
 *     &state=needs-review|reviewed|outdated&stateLocale=de&question=open&task=12&scope=admin&sort=name|updated&cols=de,hu
 */

export const CHANGED_WINDOWS = { "24h": 24 * 3_600_000, "7d": 7 * 24 * 3_600_000 } as const;
export type ChangedWindow = keyof typeof CHANGED_WINDOWS;
export type SortOrder = "name" | "updated";

export interface EditorFilters {
  q: string;
  /** Keys with no value in this locale. */
  missing: LocaleCode | null;
  changed: ChangedWindow | null;
  /** Keys with a cell that has this problem (a code, or any error / warning) among the shown locales. */
  problem: ProblemFilter | null;
  /** Keys some public page shows (`used`), or none does (`unused`). */
  usage: UsageFilter | null;
  /** Keys with a cell in this review state, in `stateLocale` or among the shown locales. */
  state: ReviewState | null;
  stateLocale: LocaleCode | null;
  /** Keys with a question nobody resolved yet (docs/decisions/0065); absent: any. */
  question?: "open" | undefined;
  /** The keys of a task (docs/decisions/0078): its fixed list; absent: no task. */
  task?: number | undefined;
  /** The admin's own messages (`admin`, docs/decisions/0088); absent: the site's keys. */
  scope?: KeyScope | undefined;
  sort: SortOrder;
  /** The locale columns beside the source locale's, in the order chosen. */
  cols: LocaleCode[];
}

/**
 * Keys per request of the editor's list (the API allows 500): small enough that the first screen
 * arrives quickly. At 10 locales a key's row is about 4.5 kB of JSON; 50 keys came back in a third
 * of the time 200 took (43 vs 123 ms, 236 vs 905 kB) and still fill two tall screens.
 */
export const PAGE_SIZE = 50;

/** Two languages to compare with the source when an account has none of its own. */
const FIRST_COLUMNS: readonly LocaleCode[] = ["en", "de", "sk"];

/** A reviewer or translator starts with the languages assigned; anyone else with two to compare. */
export function defaultColumns(user: SessionAccount, source: LocaleCode): LocaleCode[] {
  const own = hasLocaleList(user.role) && user.locales ? user.locales.filter((l) => l !== source) : [];
  return own.length > 0 ? own : FIRST_COLUMNS.filter((l) => l !== source).slice(0, 2);
}

/**
 * The locales a column can show: every one but the source locale (`useSourceLocale`), which is
 * always shown first. The functions below take it last; tests of URLs alone may leave it out.
 */
export const targetLocales = (source: LocaleCode): LocaleCode[] => LOCALE_CODES.filter((l) => l !== source);

function localeList(value: string, source: LocaleCode): LocaleCode[] {
  const codes = value.split(",").map((c) => c.trim());
  return [...new Set(codes.filter((c): c is LocaleCode => isLocaleCode(c) && c !== source))];
}

/** The list API accepts any code of this shape; others are ignored, as a typo in a link should be. */
const PROBLEM_CODE = /^[a-z-]{1,40}$/;

function problemFilter(value: string | null): ProblemFilter | null {
  return value !== null && PROBLEM_CODE.test(value) ? value : null;
}

/** A task's id (a positive whole number), else none. */
function taskId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

/** `admin` shows the admin's messages; `site`, the default, is left out of the URL. */
function keyScope(value: string | null): KeyScope | undefined {
  const scope = KEY_SCOPES.find((s) => s === value);
  return scope === "admin" ? scope : undefined;
}

function usageFilter(value: string | null): UsageFilter | null {
  return USAGE_FILTERS.find((usage) => usage === value) ?? null;
}

/** Reads the filters from a query string; unknown or malformed values are ignored, never fatal. */
export function parseFilters(
  params: URLSearchParams,
  defaultCols: LocaleCode[],
  source: LocaleCode = DEFAULT_LOCALE,
): EditorFilters {
  const missing = params.get("missing");
  const changed = params.get("changed");
  const cols = params.get("cols");
  const state = REVIEW_STATES.find((s) => s === params.get("state")) ?? null;
  const stateLocale = params.get("stateLocale");
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    missing: isLocaleCode(missing) ? missing : null,
    changed: changed === "24h" || changed === "7d" ? changed : null,
    problem: problemFilter(params.get("problem")),
    usage: usageFilter(params.get("usage")),
    state,
    stateLocale: state && isLocaleCode(stateLocale) ? stateLocale : null,
    question: params.get("question") === "open" ? "open" : undefined,
    task: taskId(params.get("task")),
    scope: keyScope(params.get("scope")),
    sort: params.get("sort") === "updated" ? "updated" : "name",
    cols: cols === null ? defaultCols : localeList(cols, source),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The query string for the filters, defaults left out; commas in `cols` stay
 * readable. Columns equal to the account's default are omitted too.
 */
export function filtersToSearch(filters: EditorFilters, defaultCols: LocaleCode[]): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`);
  if (filters.q) add("q", filters.q);
  if (filters.missing) add("missing", filters.missing);
  if (filters.changed) add("changed", filters.changed);
  if (filters.problem) add("problem", filters.problem);
  if (filters.usage) add("usage", filters.usage);
  if (filters.state) add("state", filters.state);
  if (filters.state && filters.stateLocale) add("stateLocale", filters.stateLocale);
  if (filters.question) add("question", filters.question);
  if (filters.task) add("task", String(filters.task));
  if (filters.scope) add("scope", filters.scope);
  if (filters.sort !== "name") add("sort", filters.sort);
  if (!sameList(filters.cols, defaultCols)) parts.push(`cols=${filters.cols.join(",")}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/**
 * What the grid shows: the chosen columns, plus the locale filtered for missing values; with the
 * admin's messages, English (their source, docs/decisions/0088) after them when it is not shown
 * already (last: a phone keeps showing the first chosen column, the account's own language).
 */
export function visibleColumns(filters: EditorFilters, source: LocaleCode = DEFAULT_LOCALE): LocaleCode[] {
  const english = filters.scope === "admin" && source !== ADMIN_SOURCE_LOCALE && !filters.cols.includes("en");
  const cols = english ? [...filters.cols, ADMIN_SOURCE_LOCALE] : filters.cols;
  return filters.missing && filters.missing !== source && !cols.includes(filters.missing)
    ? [...cols, filters.missing]
    : cols;
}

/** The start of a "changed recently" window, to the minute (so the query key stays stable). */
export function changedSince(window: ChangedWindow, now: number): string {
  const minute = 60_000;
  return new Date(Math.floor((now - CHANGED_WINDOWS[window]) / minute) * minute).toISOString();
}

/** The list API's parameters for the filters (paging is added per page). */
export function listParams(
  filters: EditorFilters,
  columns: LocaleCode[],
  now: number,
  source: LocaleCode = DEFAULT_LOCALE,
): ListParams {
  const params: ListParams = { sort: filters.sort, locales: [source, ...columns] };
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.missing) params.missing = filters.missing;
  if (filters.changed) params.changedSince = changedSince(filters.changed, now);
  if (filters.problem) params.problem = filters.problem;
  if (filters.usage) params.usage = filters.usage;
  if (filters.state) params.state = filters.state;
  if (filters.state && filters.stateLocale) params.stateLocale = filters.stateLocale;
  if (filters.question) params.question = filters.question;
  if (filters.task) params.task = filters.task;
  if (filters.scope) params.scope = filters.scope;
  return params;
}
