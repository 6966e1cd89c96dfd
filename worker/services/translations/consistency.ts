/**
 * The `inconsistent-translation` warning (common/checks/inconsistent-translation.ts) compares
 * keys, so no save of one message can make it: after every write that publishes, this looks at
 * what the write could change, the groups of keys sharing the old or the new source text of a
 * key it touched, finds the translations that differ in a locale, and adds or removes the
 * warning in their stored problems. Every other problem of a cell stays as its save made it.
 * Each update names the text it judged, so a translation changed meanwhile is left to the next
 * write. Nothing here reads the whole store: a group is found through the index on
 * (locale, text) (migrations/0024), a key's cells by their primary key, and each group is read
 * once per write, so a save costs the same at 100 keys and at 100,000 (issue 36).
 */

import { ADMIN_SOURCE_LOCALE } from "../../../common/admin-locale";
import { inconsistencyProblems, type SameSourceTranslation } from "../../../common/checks/inconsistent-translation";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { adminKeySql, sourceLocaleSql } from "../../lib/source-locale";
import { parseProblems } from "./problems";
import { slices } from "./slices";
import { prepareAll, problemsStatements } from "./write";

const CODE = "inconsistent-translation";

/** What a write touched: the recheck looks at these keys and at every key sharing a source text with them. */
export interface Touched {
  sourceLocale: LocaleCode;
  /** The keys whose cells the write changed (ids or names of keys that still exist). */
  keyIds?: readonly number[];
  keyNames?: readonly string[];
  /** The source texts the touched keys (or keys the write deleted) had before it. */
  oldSources?: readonly string[];
  /** A change whose history rows (i18n_history.change_id) name its keys and their old source texts: a bulk action, a pre-translation, an undo. */
  changeId?: number | null;
  /** Only these locales' texts changed (a translation's save); absent: any locale, the source's too. */
  locales?: readonly LocaleCode[];
}

/**
 * Which keys a pass judges (?4): the admin's (1) or the site's (0), whose source locales differ
 * (common/admin-locale.ts `sourceLocaleFor`, docs/decisions/0088); NULL: every key (the site's
 * source is English too). Keys of one pass never share a group with the other's.
 */
const IN_PASS = (name: string) => `(?4 IS NULL OR ${adminKeySql(name)} = ?4)`;

/**
 * The keys of a change and the source texts (each in its key's source locale, the site's being ?2)
 * it wrote over or wrote, from its history rows (indexed by change_id): an undo's rows share its
 * import's id, and a key it removes has none left. `admin`: the key is one of the admin's messages.
 */
export const CHANGE_KEYS_SQL = `SELECT DISTINCT key_id AS keyId, ${adminKeySql("key_name")} AS admin,
  CASE WHEN locale = ${sourceLocaleSql("key_name", "?2")} THEN old_text END AS oldSource,
  CASE WHEN locale = ${sourceLocaleSql("key_name", "?2")} THEN new_text END AS newSource
FROM i18n_history WHERE change_id = ?1`;

/**
 * The touched keys (ids in ?2, names in ?3, JSON) with their source text (NULL: none), in their own
 * source locale (the site's is ?1; English for the admin's); by primary key and name.
 */
export const TOUCHED_SQL = `SELECT ids.id AS keyId, ${adminKeySql("tk.name")} AS admin, v.text AS source FROM (
  SELECT value AS id FROM json_each(?2)
  UNION SELECT k.id FROM json_each(?3) j CROSS JOIN i18n_keys k ON k.name = j.value
) ids CROSS JOIN i18n_keys tk ON tk.id = ids.id
LEFT JOIN i18n_values v ON v.key_id = ids.id AND v.locale = ${sourceLocaleSql("tk.name", "?1")}`;

/**
 * The cells in the locales ?3 of every key of the pass ?4 whose source text (locale ?1) is one of
 * ?2, with that source: each group found and counted through the index on (locale, text), each
 * cell and key by its primary key. A key alone with its source can only lose the warning: only its
 * flagged cells.
 */
export const GROUP_CELLS_SQL = `WITH g AS (
  SELECT t.value AS text, count(*) AS members FROM json_each(?2) t CROSS JOIN i18n_values s
    CROSS JOIN i18n_keys gk
  WHERE s.locale = ?1 AND s.text = t.value AND gk.id = s.key_id AND ${IN_PASS("gk.name")} GROUP BY t.value
)
SELECT s.text AS source, v.key_id AS keyId, k.name, v.locale, v.text, v.problems, coalesce(v.has_error, 0) AS hasError
FROM g CROSS JOIN i18n_values s CROSS JOIN json_each(?3) l CROSS JOIN i18n_values v CROSS JOIN i18n_keys k
WHERE s.locale = ?1 AND s.text = g.text AND v.key_id = s.key_id AND v.locale = l.value AND k.id = s.key_id
  AND (g.members > 1 OR instr(v.problems, '${CODE}') > 0) AND ${IN_PASS("k.name")}`;

/** The cells of keys ?1 (JSON ids, keys with no source text) that carry the warning. */
export const FLAGGED_SQL = `SELECT v.key_id AS keyId, k.name, v.locale, v.text, v.problems, 0 AS hasError, NULL AS source
FROM json_each(?1) j CROSS JOIN i18n_values v CROSS JOIN i18n_keys k
WHERE v.key_id = j.value AND k.id = v.key_id AND instr(v.problems, '${CODE}') > 0`;

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

/**
 * The stored problem lists of `rows` that must change, by translation: rows of whole groups
 * (GROUP_CELLS_SQL, by source text and locale) are judged against each other, rows without a
 * source (FLAGGED_SQL) lose the warning. The warning is worked out once per distinct text of a
 * group, so a group of 1,000 identical translations costs 1,000 steps, not a million.
 */
export function consistencyChanges(rows: readonly GroupCell[], sourceLocale: LocaleCode): Map<string, Row> {
  const groups = new Map<string, SameSourceTranslation[]>();
  const groupOf = (r: GroupCell) => `${r.locale}\u0000${r.source}`;
  const judged = (r: GroupCell) => r.source !== null && r.locale !== sourceLocale && r.text !== "" && !r.hasError;
  for (const r of rows) {
    if (!judged(r)) continue;
    const group = groups.get(groupOf(r)) ?? [];
    group.push({ key: r.name, text: r.text });
    groups.set(groupOf(r), group);
  }
  const memo = new Map<string, ReturnType<typeof inconsistencyProblems>>();
  const wantedFor = (r: GroupCell) => {
    if (!judged(r)) return [];
    // Another translation with the same text never counts, so the answer is the same for each of them.
    const id = `${groupOf(r)}\u0000${r.text}`;
    const known = memo.get(id) ?? inconsistencyProblems(r.text, groups.get(groupOf(r)) ?? []);
    memo.set(id, known);
    return known;
  };
  const changes = new Map<string, Row>();
  for (const r of rows) {
    const wanted = wantedFor(r);
    // Most cells neither carry the warning nor get it: left as they are.
    if (wanted.length === 0 && !r.problems.includes(CODE)) continue;
    const problems = withWarning(r, wanted);
    if (problems !== r.problems) changes.set(cellId(r), { ...r, problems });
  }
  return changes;
}

/** Items per statement (keys, texts, rows), and their JSON's size: far inside D1's limits. */
const CHUNK_ITEMS = 500;
const CHUNK_BYTES = 200_000;
/** Statements per batch of updates. */
const UPDATES_PER_BATCH = 10;

/** One pass of the recheck: a source locale, the keys it is the source of (null: every key), what to judge. */
interface Pass {
  sourceLocale: LocaleCode;
  admin: 0 | 1 | null;
  /** Source texts whose groups the write could change. */
  texts: Set<string>;
  /** Touched keys without a source text: they can only lose the warning. */
  sourceless: Set<number>;
  /** Whether the write touched a key of this pass. */
  touched: boolean;
}

/**
 * The passes of a write's recheck: the site's keys against the site's source and the admin's
 * against English (docs/decisions/0088); one pass when the site's source is English too.
 */
function passesOf(sourceLocale: LocaleCode): Pass[] {
  const pass = (locale: LocaleCode, admin: Pass["admin"]): Pass => ({
    sourceLocale: locale,
    admin,
    texts: new Set(),
    sourceless: new Set(),
    touched: false,
  });
  if (sourceLocale === ADMIN_SOURCE_LOCALE) return [pass(sourceLocale, null)];
  return [pass(sourceLocale, 0), pass(ADMIN_SOURCE_LOCALE, 1)];
}

/**
 * The keys a write touched and every source text whose group it could change, by pass: one read
 * of the change's history and one of the keys, whichever passes they fall in. The old source texts
 * a write names go to the passes of the keys it touched (to both when none is left: a deletion).
 */
async function touchedGroups(db: D1Database, touched: Touched): Promise<Pass[]> {
  const passes = passesOf(touched.sourceLocale);
  const passOf = (admin: number) => (passes.length === 1 ? passes[0] : passes[admin ? 1 : 0]) as Pass;
  const ids = new Set(touched.keyIds ?? []);
  if (touched.changeId != null) {
    const { results } = await db
      .prepare(CHANGE_KEYS_SQL)
      .bind(touched.changeId, touched.sourceLocale)
      .all<{ keyId: number; admin: number; oldSource: string | null; newSource: string | null }>();
    for (const r of results) {
      ids.add(r.keyId);
      const pass = passOf(r.admin);
      pass.touched = true;
      for (const text of [r.oldSource, r.newSource]) if (text !== null) pass.texts.add(text);
    }
  }
  const names = [...new Set(touched.keyNames ?? [])];
  const chunks = Math.max(Math.ceil(ids.size / CHUNK_ITEMS), Math.ceil(names.length / CHUNK_ITEMS));
  const [idList, statement] = [[...ids], db.prepare(TOUCHED_SQL)];
  const part = (list: unknown[], i: number) => JSON.stringify(list.slice(i * CHUNK_ITEMS, (i + 1) * CHUNK_ITEMS));
  const found =
    chunks === 0
      ? []
      : await db.batch<{ keyId: number; admin: number; source: string | null }>(
          Array.from({ length: chunks }, (_, i) =>
            statement.bind(touched.sourceLocale, part(idList, i), part(names, i)),
          ),
        );
  for (const r of found.flatMap((f) => f.results ?? [])) {
    const pass = passOf(r.admin);
    pass.touched = true;
    if (r.source === null || r.source === "") pass.sourceless.add(r.keyId);
    else pass.texts.add(r.source);
  }
  const anyTouched = passes.some((p) => p.touched);
  for (const pass of passes) {
    if (anyTouched && !pass.touched) continue;
    for (const text of touched.oldSources ?? []) pass.texts.add(text);
    pass.texts.delete("");
  }
  return passes;
}

/**
 * Brings the warning up to date for what a write touched, whatever its size: an import of
 * 10,000 keys runs it once, each group read once. Answers how many translations changed.
 */
export async function recheckConsistency(db: D1Database, touched: Touched): Promise<number> {
  const locales = JSON.stringify(touched.locales ?? LOCALE_CODES);
  const changes = new Map<string, Row>();
  for (const pass of await touchedGroups(db, touched)) {
    const judge = (rows: readonly GroupCell[]) => {
      for (const [id, row] of consistencyChanges(rows, pass.sourceLocale)) changes.set(id, row);
    };
    // A chunk holds whole groups: a group is one source text.
    for (const chunk of slices([...pass.texts], CHUNK_ITEMS, CHUNK_BYTES)) {
      const { results } = await db
        .prepare(GROUP_CELLS_SQL)
        .bind(pass.sourceLocale, JSON.stringify(chunk), locales, pass.admin)
        .all<GroupCell>();
      judge(results);
    }
    for (const chunk of slices([...pass.sourceless], CHUNK_ITEMS, CHUNK_BYTES)) {
      judge((await db.prepare(FLAGGED_SQL).bind(JSON.stringify(chunk)).all<GroupCell>()).results);
    }
  }
  // Through the one writer: each row only while its translation still holds the text that was judged.
  const writes = [...changes.values()].map((r) => ({
    keyId: r.keyId,
    locale: r.locale,
    text: r.text,
    problems: r.problems,
  }));
  const updates = prepareAll(db, problemsStatements(writes, CHUNK_BYTES));
  for (let i = 0; i < updates.length; i += UPDATES_PER_BATCH) await db.batch(updates.slice(i, i + UPDATES_PER_BATCH));
  return changes.size;
}
