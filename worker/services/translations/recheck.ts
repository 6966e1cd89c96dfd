import { sourceLocaleFor } from "../../../common/admin-locale";
import type { RecheckResult } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { type Glossaries, loadGlossaries } from "../glossary";
import { parseProblems, translationProblems } from "./problems";
import { type ProblemsWrite, prepareAll, problemsStatements } from "./write";

/**
 * Stored problems are made when a text is written; a new check or a changed character
 * limit applies to what is written afterwards. These rewrite the `problems` column of
 * cells already stored, by the registry as it is now. Each update names the version it
 * checked, so a cell saved meanwhile keeps the problems its own save made.
 */

/** Keys per recheck request: 100 keys × 10 locales stay well inside a request's CPU budget. */
export const RECHECK_PAGE_KEYS = 100;

export interface StoredTranslation {
  keyId: number;
  keyName: string;
  maxLength: number | null;
  locale: LocaleCode;
  text: string;
  version: number;
  problems: string;
}

/** Statements rewriting the problems of `cells` (all cells of their keys), only where they change. */
export function rewrite(
  db: D1Database,
  cells: readonly StoredTranslation[],
  sourceLocale: LocaleCode,
  glossary: Glossaries,
): D1PreparedStatement[] {
  // Each key's source: the site's, or English for the admin's messages (docs/decisions/0088).
  const sourceOf = (c: StoredTranslation) => sourceLocaleFor(sourceLocale, c.keyName);
  const sources = new Map(cells.filter((c) => c.locale === sourceOf(c)).map((c) => [c.keyId, c.text]));
  const out: ProblemsWrite[] = [];
  for (const cell of cells) {
    // The cross-key warning is not this key's to judge: it stays as the last publication left it (./consistency.ts).
    const crossKey = parseProblems(cell.problems).filter((p) => p.code === "inconsistent-translation");
    const problems = JSON.stringify([
      ...translationProblems(cell.text, cell.locale, sourceOf(cell), sources.get(cell.keyId), cell.maxLength, glossary),
      ...crossKey,
    ]);
    if (problems !== cell.problems)
      out.push({ keyId: cell.keyId, locale: cell.locale, version: cell.version, problems });
  }
  return prepareAll(db, problemsStatements(out));
}

export const CELLS_SQL = `SELECT v.key_id AS keyId, k.name AS keyName, k.max_length AS maxLength, v.locale, v.text, v.version, v.problems
  FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id`;

/** For a key whose limit changes to `maxLength`: its cells' problems under the new limit. */
export async function keyRecheckStatements(
  db: D1Database,
  id: number,
  sourceLocale: LocaleCode,
  maxLength: number | null,
): Promise<D1PreparedStatement[]> {
  const [{ results }, glossary] = await Promise.all([
    db.prepare(`${CELLS_SQL} WHERE v.key_id = ?`).bind(id).all<StoredTranslation>(),
    loadGlossaries(db),
  ]);
  return rewrite(
    db,
    results.map((c) => ({ ...c, maxLength })),
    sourceLocale,
    glossary,
  );
}

/** One page of the recheck of every key: the keys after id `after`, written as one batch. */
export async function recheckPage(db: D1Database, sourceLocale: LocaleCode, after: number): Promise<RecheckResult> {
  const { results: keys } = await db
    .prepare("SELECT id FROM i18n_keys WHERE id > ? ORDER BY id LIMIT ?")
    .bind(after, RECHECK_PAGE_KEYS)
    .all<{ id: number }>();
  const last = keys.at(-1)?.id;
  if (last === undefined) return { keys: 0, changed: 0, next: null };
  const { results } = await db
    .prepare(`${CELLS_SQL} WHERE v.key_id > ? AND v.key_id <= ?`)
    .bind(after, last)
    .all<StoredTranslation>();
  const statements = rewrite(db, results, sourceLocale, await loadGlossaries(db));
  const written = statements.length > 0 ? await db.batch(statements) : [];
  const changed = written.reduce((n, r) => n + (r.results?.length ?? 0), 0);
  return { keys: keys.length, changed, next: keys.length < RECHECK_PAGE_KEYS ? null : last };
}
