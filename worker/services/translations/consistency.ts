/**
 * The `inconsistent-translation` warning (common/checks/inconsistent-translation.ts) compares
 * keys, so no save of one message can make it: after every write that publishes, this looks at
 * the keys the write touched and every key sharing a source text with them (the old and the new
 * source texts of the touched keys), finds the translations that differ in a locale, and adds or
 * removes the warning in their stored problems. Every other problem of a cell stays as its save
 * made it. Each update names the text it judged, so a translation changed meanwhile is left to
 * the next write. Nothing here reads the whole store: the keys sharing a source text are found
 * through the index on (locale, text) (migrations/0024), a key's cells by their primary key, so
 * a save costs the same at 100 keys and at 100,000 (issue 36).
 */
import { inconsistencyProblems, type SameSourceTranslation } from "../../../common/checks/inconsistent-translation";
import type { LocaleCode } from "../../../common/locales";
import { parseProblems } from "./problems";

const CODE = "inconsistent-translation";

/** Updates per D1 batch. */
const BATCH = 50;

/** What a write touched: the recheck looks at these keys and at every key sharing a source text with them. */
export interface Touched {
  sourceLocale: LocaleCode;
  /** The keys whose cells the write changed (ids or names of keys that still exist). */
  keyIds?: readonly number[];
  keyNames?: readonly string[];
  /** The source texts the touched keys (or keys the write deleted) had before it. */
  oldSources?: readonly string[];
  /** A change whose history rows (i18n_history.change_id) name its keys and their old source texts: an import, a bulk action, a pre-translation. */
  changeId?: number | null;
}

/**
 * The cells of every key whose source text is one of ?2 (old source texts, JSON) or is the
 * current source text of a touched key (ids in ?3, names in ?4, JSON), with that source; then
 * the flagged cells of the touched keys (a NULL source: judged alone when no group had them).
 * CROSS JOIN keeps the order that walks the indexes.
 */
export const GROUP_CELLS_SQL = `WITH ids(id) AS (
  SELECT value FROM json_each(?3)
  UNION SELECT k.id FROM json_each(?4) j CROSS JOIN i18n_keys k ON k.name = j.value
), texts(text) AS (
  SELECT value FROM json_each(?2)
  UNION SELECT v.text FROM ids CROSS JOIN i18n_values v ON v.key_id = ids.id AND v.locale = ?1
)
SELECT s.text AS source, v.key_id AS keyId, k.name, v.locale, v.text, v.problems, coalesce(v.has_error, 0) AS hasError
FROM texts t CROSS JOIN i18n_values s CROSS JOIN i18n_values v CROSS JOIN i18n_keys k
WHERE t.text <> '' AND s.locale = ?1 AND s.text = t.text AND v.key_id = s.key_id AND k.id = s.key_id
UNION ALL
SELECT NULL, v.key_id, k.name, v.locale, v.text, v.problems, 0
FROM ids CROSS JOIN i18n_values v ON v.key_id = ids.id CROSS JOIN i18n_keys k ON k.id = v.key_id
WHERE instr(v.problems, '${CODE}') > 0`;

/**
 * The keys of a change and the source texts it wrote over or wrote, from its history rows
 * (indexed by change_id): an undo's rows share its import's id, and a key it removes has none left.
 */
export const CHANGE_KEYS_SQL = `SELECT DISTINCT key_id AS keyId, CASE WHEN locale = ?2 THEN old_text END AS oldSource,
  CASE WHEN locale = ?2 THEN new_text END AS newSource
FROM i18n_history WHERE change_id = ?1`;

interface Row {
  keyId: number;
  locale: LocaleCode;
  text: string;
  problems: string;
}

interface GroupCell extends Row {
  source: string | null;
  name: string;
  hasError: number;
}

const cellId = (r: { keyId: number; locale: string }) => `${r.keyId}\u0000${r.locale}`;

/** The stored problems of `row` with the warning replaced by `wanted` (none when empty). */
function withWarning(row: Row, wanted: ReturnType<typeof inconsistencyProblems>): string {
  const kept = parseProblems(row.problems).filter((p) => p.code !== CODE);
  return JSON.stringify([...kept, ...wanted]);
}

/** The stored problem lists of `rows` (whole groups, GROUP_CELLS_SQL) that must change, by translation. */
export function consistencyChanges(rows: readonly GroupCell[], sourceLocale: LocaleCode): Map<string, Row> {
  const keysOf = new Map<string, Set<number>>();
  const byGroup = new Map<string, SameSourceTranslation[]>();
  const groupOf = (r: GroupCell) => `${r.locale}\u0000${r.source}`;
  const judged = (r: GroupCell) => r.locale !== sourceLocale && r.text !== "" && !r.hasError;
  const members = rows.filter((r): r is GroupCell & { source: string } => r.source !== null);
  for (const r of members) {
    keysOf.set(r.source, (keysOf.get(r.source) ?? new Set()).add(r.keyId));
    if (!judged(r)) continue;
    const group = byGroup.get(groupOf(r)) ?? [];
    group.push({ key: r.name, text: r.text });
    byGroup.set(groupOf(r), group);
  }
  const changes = new Map<string, Row>();
  const seen = new Set<string>();
  const judge = (r: GroupCell, others: readonly SameSourceTranslation[]) => {
    seen.add(cellId(r));
    const wanted = inconsistencyProblems(r.text, others);
    // Most cells neither carry the warning nor get it: left as they are.
    if (wanted.length === 0 && !r.problems.includes(CODE)) return;
    const problems = withWarning(r, wanted);
    if (problems !== r.problems) changes.set(cellId(r), { ...r, problems });
  };
  for (const r of members) {
    const shared = (keysOf.get(r.source)?.size ?? 0) > 1 && judged(r);
    judge(r, shared ? (byGroup.get(groupOf(r)) ?? []).filter((o) => o.key !== r.name) : []);
  }
  for (const r of rows) if (r.source === null && !seen.has(cellId(r))) judge(r, []);
  return changes;
}

/** The statement writing one translation's problems, if it still holds the text that was judged. */
export function consistencyUpdate(db: D1Database, row: Row): D1PreparedStatement {
  return db
    .prepare("UPDATE i18n_values SET problems = ?4 WHERE key_id = ?1 AND locale = ?2 AND text = ?3")
    .bind(row.keyId, row.locale, row.text, row.problems);
}

/** `list` in slices of at most `count` items and about `bytes` of JSON. */
function slices<T>(list: readonly T[], count: number, bytes: number): T[][] {
  const out: T[][] = [];
  let slice: T[] = [];
  let size = 0;
  for (const item of list) {
    const length = JSON.stringify(item).length + 1;
    if (slice.length > 0 && (slice.length >= count || size + length > bytes)) {
      out.push(slice);
      slice = [];
      size = 0;
    }
    slice.push(item);
    size += length;
  }
  return slice.length > 0 ? [...out, slice] : out;
}

/** Keys and old source texts per statement: JSON parameters far inside D1's limits. */
const CHUNK_ITEMS = 500;
const CHUNK_BYTES = 200_000;

/**
 * Brings the warning up to date for what a write touched, whatever its size: an import of
 * 10,000 keys runs it once, over its keys in chunks. Answers how many translations changed.
 */
export async function recheckConsistency(db: D1Database, touched: Touched): Promise<number> {
  const keyIds = new Set(touched.keyIds ?? []);
  const oldSources = new Set((touched.oldSources ?? []).filter((t) => t !== ""));
  if (touched.changeId != null) {
    const { results } = await db
      .prepare(CHANGE_KEYS_SQL)
      .bind(touched.changeId, touched.sourceLocale)
      .all<{ keyId: number; oldSource: string | null; newSource: string | null }>();
    for (const r of results) {
      keyIds.add(r.keyId);
      for (const text of [r.oldSource, r.newSource]) if (text) oldSources.add(text);
    }
  }
  const ids = slices([...keyIds], CHUNK_ITEMS, CHUNK_BYTES);
  const names = slices([...new Set(touched.keyNames)], CHUNK_ITEMS, CHUNK_BYTES);
  const texts = slices([...oldSources], CHUNK_ITEMS, CHUNK_BYTES);
  const changes = new Map<string, Row>();
  for (let i = 0; i < Math.max(ids.length, names.length, texts.length); i++) {
    const json = (list: unknown[][]) => JSON.stringify(list[i] ?? []);
    const { results } = await db
      .prepare(GROUP_CELLS_SQL)
      .bind(touched.sourceLocale, json(texts), json(ids), json(names))
      .all<GroupCell>();
    for (const [id, row] of consistencyChanges(results, touched.sourceLocale)) changes.set(id, row);
  }
  const rows = [...changes.values()];
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.batch(rows.slice(i, i + BATCH).map((r) => consistencyUpdate(db, r)));
  }
  return rows.length;
}
