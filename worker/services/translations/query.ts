import type {
  ListResult as ApiListResult,
  Cell,
  KeyDetail,
  KeyRow,
  LocaleCompletion,
} from "../../../common/contracts/translation-responses";
import type { ListQuery } from "../../../common/contracts/translations";
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { unneededPluralFormSql } from "../../../common/plurals";
import { fold } from "../../../common/text";
import { history, keyId } from "./store";

export type { ListQuery };

/** A page of keys; the API adds the revision. */
export type ListResult = Omit<ApiListResult, "revision">;

/**
 * `sourceLocale`: the locale translators translate from, whose placeholders every
 * other locale's are compared with (the default locale unless configured).
 */

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keys where some locale's placeholders differ from the source locale's (bound as `source`). */
const mismatch = (source: string) => `EXISTS (SELECT 1 FROM i18n_values v
  JOIN i18n_values s ON s.key_id = v.key_id AND s.locale = ${source}
  WHERE v.key_id = k.id AND v.locale != ${source} AND v.placeholders != s.placeholders)`;

export async function listKeys(
  db: D1Database,
  query: ListQuery,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<ListResult> {
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
  if (query.placeholderMismatch) {
    params.push(sourceLocale);
    where.push(mismatch(`?${params.length}`));
  }
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

  const items = await withValues(db, keys, query.locales ?? [...LOCALE_CODES], sourceLocale);
  return { total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, items };
}

/** Attaches the cells of the given locales (and the placeholder check) to a page of keys. */
export async function withValues(
  db: D1Database,
  keys: { id: number; name: string; description: string; updatedAt: string }[],
  locales: LocaleCode[],
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<KeyRow[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT v.key_id AS keyId, v.locale, v.text, v.version, v.updated_at AS updatedAt, v.updated_by AS updatedBy,
         (s.placeholders IS NOT NULL AND v.locale != ?2 AND v.placeholders != s.placeholders) AS mismatch
       FROM i18n_values v LEFT JOIN i18n_values s ON s.key_id = v.key_id AND s.locale = ?2
       WHERE v.key_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys.map((k) => k.id)), sourceLocale)
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
export async function completion(
  db: D1Database,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<{ totalKeys: number; locales: LocaleCompletion[] }> {
  const perLocale = LOCALE_CODES.map((locale) =>
    db
      .prepare(
        `SELECT count(*) AS needed,
           sum(CASE WHEN v.key_id IS NOT NULL THEN 1 ELSE 0 END) AS translated,
           sum(CASE WHEN v.locale != ?2 AND s.placeholders IS NOT NULL AND v.placeholders != s.placeholders THEN 1 ELSE 0 END) AS problems
         FROM i18n_keys k
         LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ?1
         LEFT JOIN i18n_values s ON s.key_id = k.id AND s.locale = ?2
         WHERE NOT ${unneededPluralFormSql(locale)}`,
      )
      .bind(locale, sourceLocale),
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

/** One key with every locale's cell, and its history (newest first). */
export async function keyDetail(
  db: D1Database,
  name: string,
  sourceLocale: LocaleCode = DEFAULT_LOCALE,
): Promise<KeyDetail> {
  const id = await keyId(db, name);
  const row = await db
    .prepare("SELECT id, name, description, updated_at AS updatedAt FROM i18n_keys WHERE id = ?")
    .bind(id)
    .first<{ id: number; name: string; description: string; updatedAt: string }>();
  const [key] = await withValues(db, row ? [row] : [], [...LOCALE_CODES], sourceLocale);
  return { key: key as KeyRow, history: await history(db, id) };
}
