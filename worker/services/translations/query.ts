import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { unneededPluralFormSql } from "../../../common/plurals";
import { fold } from "../../../common/text";
import type { ListResult as ApiListResult, Cell, KeyRow, LocaleCompletion } from "../../../common/translation-api";

/** A page of keys; the API adds the revision. */
export type ListResult = Omit<ApiListResult, "revision">;

export interface ListQuery {
  /** Case- and diacritics-insensitive search over key names and values in any locale. */
  q?: string;
  /** Keys with no value in this locale. */
  missing?: LocaleCode;
  /** Keys changed (name, description or any value) at or after this ISO time. */
  changedSince?: string;
  /** Keys where a locale's placeholders differ from the sk text's. */
  placeholderMismatch?: boolean;
  sort: "name" | "updated";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
  /** The locales whose values to return (all when omitted). */
  locales?: LocaleCode[];
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const MISMATCH = `EXISTS (SELECT 1 FROM i18n_values v JOIN i18n_values s ON s.key_id = v.key_id AND s.locale = 'sk'
  WHERE v.key_id = k.id AND v.locale != 'sk' AND v.placeholders != s.placeholders)`;

export async function listKeys(db: D1Database, query: ListQuery): Promise<ListResult> {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.q?.trim()) {
    params.push(`%${likeEscape(fold(query.q.trim()))}%`);
    const p = `?${params.length}`;
    where.push(
      `(k.search LIKE ${p} ESCAPE '\\' OR EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id AND v.search LIKE ${p} ESCAPE '\\'))`,
    );
  }
  if (query.missing) {
    params.push(query.missing);
    where.push(`NOT EXISTS (SELECT 1 FROM i18n_values v WHERE v.key_id = k.id AND v.locale = ?${params.length})`);
    where.push(`NOT ${unneededPluralFormSql(query.missing)}`);
  }
  if (query.changedSince) {
    params.push(query.changedSince);
    where.push(`k.updated_at >= ?${params.length}`);
  }
  if (query.placeholderMismatch) where.push(MISMATCH);
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const orderBy = query.sort === "updated" ? `k.updated_at ${query.order}, k.name` : `k.name ${query.order}`;

  const total = await db
    .prepare(`SELECT count(*) AS n FROM i18n_keys k ${filter}`)
    .bind(...params)
    .first<{ n: number }>();
  const { results: keys } = await db
    .prepare(
      `SELECT k.id, k.name, k.description, k.updated_at AS updatedAt FROM i18n_keys k ${filter}
       ORDER BY ${orderBy} LIMIT ?${params.length + 1} OFFSET ?${params.length + 2}`,
    )
    .bind(...params, query.pageSize, (query.page - 1) * query.pageSize)
    .all<{ id: number; name: string; description: string; updatedAt: string }>();

  const items = await withValues(db, keys, query.locales ?? [...LOCALE_CODES]);
  return { total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, items };
}

/** Attaches the cells of the given locales (and the placeholder check) to a page of keys. */
export async function withValues(
  db: D1Database,
  keys: { id: number; name: string; description: string; updatedAt: string }[],
  locales: LocaleCode[],
): Promise<KeyRow[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT v.key_id AS keyId, v.locale, v.text, v.version, v.updated_at AS updatedAt, v.updated_by AS updatedBy,
         (s.placeholders IS NOT NULL AND v.locale != 'sk' AND v.placeholders != s.placeholders) AS mismatch
       FROM i18n_values v LEFT JOIN i18n_values s ON s.key_id = v.key_id AND s.locale = 'sk'
       WHERE v.key_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys.map((k) => k.id)))
    .all<Cell & { keyId: number; locale: LocaleCode; mismatch: number }>();
  const rows = new Map<number, KeyRow>(keys.map((k) => [k.id, { ...k, values: {}, placeholderMismatch: [] }]));
  const wanted = new Set(locales);
  for (const { keyId, locale, mismatch, ...cell } of results) {
    const row = rows.get(keyId) as KeyRow;
    if (mismatch) row.placeholderMismatch.push(locale);
    if (wanted.has(locale)) row.values[locale] = cell;
  }
  return [...rows.values()];
}

/**
 * Completion per locale: keys the locale needs (all but plural forms its
 * language does not use), how many it has, and placeholder problems.
 */
export async function completion(db: D1Database): Promise<{ totalKeys: number; locales: LocaleCompletion[] }> {
  const perLocale = LOCALE_CODES.map((locale) =>
    db
      .prepare(
        `SELECT count(*) AS needed,
           sum(CASE WHEN v.key_id IS NOT NULL THEN 1 ELSE 0 END) AS translated,
           sum(CASE WHEN v.locale != 'sk' AND s.placeholders IS NOT NULL AND v.placeholders != s.placeholders THEN 1 ELSE 0 END) AS problems
         FROM i18n_keys k
         LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ?1
         LEFT JOIN i18n_values s ON s.key_id = k.id AND s.locale = 'sk'
         WHERE NOT ${unneededPluralFormSql(locale)}`,
      )
      .bind(locale),
  );
  const [total, ...counts] = await db.batch([db.prepare("SELECT count(*) AS n FROM i18n_keys"), ...perLocale]);
  const totalKeys = (total?.results[0] as { n: number } | undefined)?.n ?? 0;
  return {
    totalKeys,
    locales: LOCALE_CODES.map((locale, i) => {
      const row = counts[i]?.results[0] as { needed: number; translated: number | null; problems: number | null };
      const translated = row.translated ?? 0;
      return { locale, translated, missing: row.needed - translated, placeholderProblems: row.problems ?? 0 };
    }),
  };
}
