/**
 * The `inconsistent-translation` warning (common/checks/inconsistent-translation.ts) compares
 * keys, so no save of one message can make it: after every write that publishes, this finds the
 * translations whose key shares its exact source text with another key that is translated
 * differently in the same locale, and adds or removes the warning in their stored problems.
 * Every other problem of a cell stays as its save made it. Each update names the text it
 * judged, so a translation changed meanwhile is left to the next publication.
 */
import { inconsistencyProblems, type SameSourceTranslation } from "../../../common/checks/inconsistent-translation";
import type { LocaleCode } from "../../../common/locales";
import { parseProblems } from "./problems";
import { prepareAll, problemsStatements } from "./write";

const CODE = "inconsistent-translation";

/** Updates per D1 batch. */
const BATCH = 50;

/**
 * Translations of keys whose source text another key has, in every other locale, non-empty and
 * without an error (a message that is not served is fixed first). Only groups whose
 * translations differ come back.
 */
const GROUPS_SQL = `WITH src AS (
  SELECT key_id, text FROM i18n_values WHERE locale = ?1 AND text <> ''
), grp AS (
  SELECT key_id, text AS source FROM src WHERE text IN (SELECT text FROM src GROUP BY text HAVING count(*) > 1)
), cells AS (
  SELECT g.source, v.key_id, v.locale, v.text, v.problems FROM grp g JOIN i18n_values v ON v.key_id = g.key_id
  WHERE v.locale <> ?1 AND v.text <> '' AND NOT coalesce(v.has_error, 0)
)
SELECT c.source, c.key_id AS keyId, k.name, c.locale, c.text, c.problems FROM cells c JOIN i18n_keys k ON k.id = c.key_id
WHERE EXISTS (SELECT 1 FROM cells o WHERE o.source = c.source AND o.locale = c.locale AND o.text <> c.text)`;

/** Translations that carry the warning now (a string search first: most problem lists are `[]`). */
const FLAGGED_SQL = `SELECT key_id AS keyId, locale, text, problems FROM i18n_values
WHERE instr(problems, '${CODE}') > 0`;

interface Row {
  keyId: number;
  locale: LocaleCode;
  text: string;
  problems: string;
}

const cellId = (r: { keyId: number; locale: string }) => `${r.keyId}\u0000${r.locale}`;

/** The stored problems of `row` with the warning replaced by `wanted` (none when empty). */
function withWarning(row: Row, wanted: ReturnType<typeof inconsistencyProblems>): string {
  const kept = parseProblems(row.problems).filter((p) => p.code !== CODE);
  return JSON.stringify([...kept, ...wanted]);
}

/** The stored problem lists that must change, by translation. */
export async function consistencyChanges(db: D1Database, sourceLocale: LocaleCode): Promise<Map<string, Row>> {
  const [groups, flagged] = await db.batch<Row & { source: string; name: string }>([
    db.prepare(GROUPS_SQL).bind(sourceLocale),
    db.prepare(FLAGGED_SQL),
  ]);
  const byGroup = new Map<string, SameSourceTranslation[]>();
  const groupOf = (r: { source: string; locale: string }) => `${r.locale}\u0000${r.source}`;
  for (const r of groups?.results ?? []) {
    const list = byGroup.get(groupOf(r)) ?? [];
    list.push({ key: r.name, text: r.text });
    byGroup.set(groupOf(r), list);
  }
  const changes = new Map<string, Row>();
  for (const r of groups?.results ?? []) {
    const others = (byGroup.get(groupOf(r)) ?? []).filter((o) => o.key !== r.name);
    const problems = withWarning(r, inconsistencyProblems(r.text, others));
    if (problems !== r.problems) changes.set(cellId(r), { ...r, problems });
  }
  const wanted = new Set((groups?.results ?? []).map(cellId));
  for (const r of flagged?.results ?? []) {
    if (wanted.has(cellId(r))) continue;
    const problems = withWarning(r, []);
    if (problems !== r.problems) changes.set(cellId(r), { ...r, problems });
  }
  return changes;
}

/** Brings every stored `inconsistent-translation` warning up to date; answers how many translations changed. */
export async function refreshConsistency(db: D1Database, sourceLocale: LocaleCode): Promise<number> {
  const changes = [...(await consistencyChanges(db, sourceLocale)).values()];
  const writes = changes.map((r) => ({ keyId: r.keyId, locale: r.locale, text: r.text, problems: r.problems }));
  for (let i = 0; i < writes.length; i += BATCH) {
    await db.batch(prepareAll(db, problemsStatements(writes.slice(i, i + BATCH))));
  }
  return changes.length;
}
