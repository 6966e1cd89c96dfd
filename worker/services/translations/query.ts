import type {
  ListResult as ApiListResult,
  KeyDetail,
  KeyRow,
  LocaleCounts,
  ReviewState,
} from "../../../common/contracts/translation-responses";
import type { ListQuery } from "../../../common/contracts/translations";
import { pagesUsingKey, USED_NAMESPACES } from "../../../common/key-usage";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { fold } from "../../../common/text";
import { adminKeySql } from "../../lib/source-locale";
import { commentCount, OPEN, OPEN_QUESTIONS } from "./comments";
import { NOT_DISMISSED } from "./dismissal-sql";
import { keyDismissals } from "./dismissals";
import { namespaceMatch } from "./namespace-sql";
import { sqlParams } from "./sql-params";
import { history, keyId, TRANSLATION_COLUMNS, type TranslationRow, toTranslation } from "./translation-sql";

export type { ListQuery };

/** A page of keys; the API adds the revision and the source locale. */
export type ListResult = Omit<ApiListResult, "revision" | "sourceLocale">;

/**
 * Cells carry the problems of their last check (a JSON array, `problems`), made against
 * the source locale when the cell was saved: reading them needs no source locale.
 */

/** SQL: the problem `p` (a row of json_each over `problems`) has the severity / code bound at `param`. */
function problemMatch(filter: string, param: string): string {
  if (filter === "errors" || filter === "warnings") return `json_extract(p.value, '$.severity') = ${param}`;
  return `json_extract(p.value, '$.code') = ${param}`;
}

/** The bound value of the `problem` filter: a severity for `errors`/`warnings`, else the code. */
const problemParam = (filter: string) => (filter === "errors" ? "error" : filter === "warnings" ? "warning" : filter);

/**
 * SQL: some public page shows the key `k` (common/key-usage.ts): its namespace is one of a short
 * fixed list, so this is a few ranges of the key-name index, and its negation one cheap scan.
 */
const usedOnPages = (bind: (value: string) => string) => namespaceMatch(USED_NAMESPACES, bind);

/** SQL: the cell `v` is in the review state. */
export const STATE_SQL: Record<ReviewState, string> = {
  "needs-review": "v.reviewed_version IS NOT v.version AND v.changes_requested_version IS NOT v.version",
  reviewed: "v.reviewed_version = v.version",
  "changes-requested": "v.changes_requested_version = v.version AND v.reviewed_version IS NOT v.version",
  outdated: "v.outdated_source IS NOT NULL",
};

/** The filter fields of the list (common/contracts/translations.ts `listFilters`), shared with pre-translation. */
export type ListFilter = Omit<ListQuery, "sort" | "order" | "page" | "pageSize">;

/**
 * Builds the WHERE clause of the list (over keys `k`); every user value is a bound parameter.
 * `first` numbers the parameters after the caller's own (?1…?first-1 are theirs).
 */
export function listFilter(
  query: ListFilter,
  first: (string | number)[] = [],
  /** Every key unless `scope` names some (a bulk action's named keys); else the site's by default. */
  allKeys = false,
): { filter: string; params: (string | number)[] } {
  const where: string[] = [];
  const { params, bind } = sqlParams(first);
  if (query.q?.trim()) {
    // `instr` over the folded columns: a substring match with no pattern syntax to escape and
    // no pattern length limit (D1 refuses a LIKE pattern over 50 bytes: 25 Cyrillic letters).
    const p = bind(fold(query.q.trim()));
    where.push(
      `(instr(k.search, ${p}) > 0 OR EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id AND instr(v.search, ${p}) > 0))`,
    );
  }
  if (query.missing) {
    where.push(`NOT EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id AND v.locale = ${bind(query.missing)})`);
  }
  if (query.changedSince) where.push(`k.updated_at >= ${bind(query.changedSince)}`);
  if (query.problem) {
    const match = problemMatch(query.problem, bind(problemParam(query.problem)));
    // Among the shown locales only, when the list shows some.
    const shown = query.locales
      ? `AND v.locale IN (SELECT value FROM json_each(${bind(JSON.stringify(query.locales))}))`
      : "";
    // A dismissed warning is not a problem any more (docs/decisions/0065).
    where.push(
      `EXISTS (SELECT 1 FROM i18n_values v, json_each(v.problems) p WHERE v.key_id = k.id ${shown} AND ${match} AND ${NOT_DISMISSED})`,
    );
  }
  if (query.state) {
    // A cell in that review state, in `stateLocale`, else among the shown locales (docs/decisions/0055).
    const locales = query.stateLocale ? [query.stateLocale] : query.locales;
    const shown = locales ? `AND v.locale IN (SELECT value FROM json_each(${bind(JSON.stringify(locales))}))` : "";
    where.push(`EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id ${shown} AND ${STATE_SQL[query.state]})`);
  }
  if (query.origin) {
    // A cell written that way (docs/decisions/0062), in `stateLocale`, else among the shown locales.
    const locales = query.stateLocale ? [query.stateLocale] : query.locales;
    const shown = locales ? `AND v.locale IN (SELECT value FROM json_each(${bind(JSON.stringify(locales))}))` : "";
    where.push(
      `EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id ${shown} AND v.origin = ${bind(query.origin)})`,
    );
  }
  if (query.question === "open") where.push(`EXISTS (SELECT 1 FROM i18n_comments c WHERE c.key_id = k.id AND ${OPEN})`);
  // The fixed list of a task's keys (docs/decisions/0078), through task_keys' primary key.
  if (query.task !== undefined)
    where.push(`k.id IN (SELECT tk.key_id FROM task_keys tk WHERE tk.task_id = ${bind(query.task)})`);
  // The site's keys unless the admin's are asked for; a task's list is whole (docs/decisions/0088).
  const scope = query.scope ?? (query.task === undefined && !allKeys ? "site" : undefined);
  if (scope === "admin") where.push(adminKeySql("k.name"));
  if (scope === "site") where.push(`NOT ${adminKeySql("k.name")}`);
  if (query.usage === "used") where.push(usedOnPages(bind));
  if (query.usage === "unused") where.push(`NOT ${usedOnPages(bind)}`);
  return { filter: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

export async function listKeys(db: D1Database, query: ListQuery): Promise<ListResult> {
  const { filter, params } = listFilter(query);
  const orderBy = query.sort === "updated" ? `k.updated_at ${query.order}, k.name` : `k.name ${query.order}`;
  const total = await db
    .prepare(`SELECT count(*) AS n FROM i18n_keys k ${filter}`)
    .bind(...params)
    .first<{ n: number }>();
  const { results: keys } = await db
    .prepare(
      `SELECT k.id, k.name, k.description, k.max_length AS maxLength, k.updated_at AS updatedAt, ${OPEN_QUESTIONS}
       FROM i18n_keys k ${filter} ORDER BY ${orderBy} LIMIT ?${params.length + 1} OFFSET ?${params.length + 2}`,
    )
    .bind(...params, query.pageSize, (query.page - 1) * query.pageSize)
    .all<KeyFields>();

  const items = await withValues(db, keys, query.locales ?? [...LOCALE_CODES]);
  return { total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, items };
}

/** A key's own columns, as the list and the key detail read them. */
type KeyFields = {
  id: number;
  name: string;
  description: string;
  maxLength: number | null;
  updatedAt: string;
  /** Open questions on the key (docs/decisions/0065); absent where a caller does not read them. */
  openQuestions?: number;
};

/** Attaches the cells of the given locales, with their problems, to a page of keys. */
export async function withValues(db: D1Database, keys: KeyFields[], locales: LocaleCode[]): Promise<KeyRow[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT key_id AS keyId, locale, ${TRANSLATION_COLUMNS} FROM i18n_values
       WHERE key_id IN (SELECT value FROM json_each(?1)) AND locale IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(keys.map((k) => k.id)), JSON.stringify(locales))
    .all<TranslationRow & { keyId: number; locale: LocaleCode }>();
  const rows = new Map<number, KeyRow>(
    keys.map((k) => [k.id, { ...k, pages: pagesUsingKey(k.name), values: Object.create(null) }]),
  );
  for (const { keyId, locale, ...cell } of results) {
    const row = rows.get(keyId);
    if (row) row.values[locale] = toTranslation(cell);
  }
  return [...rows.values()];
}

/** SQL: 1 when the cell `v` has a problem of the severity bound at `param`. */
const hasSeverity = (param: string) =>
  `EXISTS (SELECT 1 FROM json_each(v.problems) p WHERE json_extract(p.value, '$.severity') = ${param} AND ${NOT_DISMISSED})`;

/** SQL: the key `k` is the site's (the dashboard's figures are the site's; docs/decisions/0088). */
const SITE_KEY = `NOT ${adminKeySql("k.name")}`;

/** SQL: the cell `v` is a site key's: the admin's key ids are read once, by a range of the name index. */
export const SITE_VALUE = `v.key_id NOT IN (SELECT id FROM i18n_keys WHERE ${adminKeySql("name")})`;

/**
 * Completion per locale of the site's keys (the admin's messages are not the site's work): every key is needed in every locale (a key named like a
 * plural category, `units.few`, is a message like any other); how many the locale
 * has, and how many of its cells have an error / a warning.
 */
export async function completion(db: D1Database): Promise<{ totalKeys: number; locales: LocaleCounts[] }> {
  const [total, perLocale, settings] = await db.batch([
    db.prepare(`SELECT count(*) AS n FROM i18n_keys k WHERE ${SITE_KEY}`),
    db.prepare(
      `SELECT v.locale, count(*) AS translated, sum(${hasSeverity("'error'")}) AS errors,
              sum(${hasSeverity("'warning'")}) AS warnings, sum(${STATE_SQL["needs-review"]}) AS needsReview,
              sum(${STATE_SQL["changes-requested"]}) AS changesRequested, sum(${STATE_SQL.outdated}) AS outdated
         FROM i18n_values v WHERE ${SITE_VALUE} GROUP BY v.locale`,
    ),
    db.prepare("SELECT locale FROM i18n_locale_settings WHERE reviewed_only = 1"),
  ]);
  const totalKeys = (total?.results[0] as { n: number } | undefined)?.n ?? 0;
  type Counts = {
    locale: string;
    translated: number;
    errors: number;
    warnings: number;
    needsReview: number;
    changesRequested: number;
    outdated: number;
  };
  const byLocale = new Map(((perLocale?.results ?? []) as Counts[]).map((r) => [r.locale, r]));
  const reviewedOnly = new Set(((settings?.results ?? []) as { locale: string }[]).map((r) => r.locale));
  return {
    totalKeys,
    locales: LOCALE_CODES.map((locale) => {
      const found = byLocale.get(locale);
      const translated = found?.translated ?? 0;
      return {
        locale,
        translated,
        missing: totalKeys - translated,
        errors: found?.errors ?? 0,
        warnings: found?.warnings ?? 0,
        needsReview: found?.needsReview ?? 0,
        changesRequested: found?.changesRequested ?? 0,
        outdated: found?.outdated ?? 0,
        reviewedOnly: reviewedOnly.has(locale),
      };
    }),
  };
}

/** How many of the site's keys no public page shows (the dashboard's figure; the list's `usage=unused`). */
export async function unusedKeyCount(db: D1Database): Promise<number> {
  const { params, bind } = sqlParams();
  const row = await db
    .prepare(`SELECT count(*) AS n FROM i18n_keys k WHERE NOT ${usedOnPages(bind)} AND ${SITE_KEY}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** One key with every locale's cell, and its history (newest first). */
export async function keyDetail(db: D1Database, name: string): Promise<KeyDetail> {
  const id = await keyId(db, name);
  const row = await db
    .prepare(
      `SELECT k.id, k.name, k.description, k.max_length AS maxLength, k.updated_at AS updatedAt, ${OPEN_QUESTIONS}
       FROM i18n_keys k WHERE k.id = ?`,
    )
    .bind(id)
    .first<KeyFields>();
  const [key] = await withValues(db, row ? [row] : [], [...LOCALE_CODES]);
  const [entries, dismissals, comments] = await Promise.all([
    history(db, id),
    keyDismissals(db, id),
    commentCount(db, id),
  ]);
  return { key: key as KeyRow, history: entries, dismissals, comments };
}
