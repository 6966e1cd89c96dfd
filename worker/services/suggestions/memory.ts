import type { Suggestion } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { remapNames } from "./mask";
import { type SourceEntry, type SourceIndex, similarSources } from "./source-index";

/** The most memory suggestions one answer lists. */
const MAX_MEMORY_ITEMS = 10;

/** A translation in the target locale of a key whose source matched. */
export interface MemoryRow {
  keyId: number;
  name: string;
  text: string;
  reviewed: number;
  outdated: number;
}

/**
 * Translations of `locale` for `keyIds` that may be offered: not empty, without an error
 * (a text never served is never suggested).
 */
export async function translationsOf(db: D1Database, locale: LocaleCode, keyIds: number[]): Promise<MemoryRow[]> {
  if (keyIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT v.key_id AS keyId, k.name, v.text, (v.reviewed_version IS v.version) AS reviewed,
         (v.outdated_source IS NOT NULL) AS outdated
       FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE v.locale = ?1 AND v.key_id IN (SELECT value FROM json_each(?2)) AND NOT coalesce(v.has_error, 0)`,
    )
    .bind(locale, JSON.stringify(keyIds))
    .all<MemoryRow>();
  return results;
}

/** Translations better first: reviewed before needing review, current before outdated, then by key. */
export function rankRows(rows: MemoryRow[]): MemoryRow[] {
  return rows.sort((a, b) => b.reviewed - a.reviewed || a.outdated - b.outdated || a.name.localeCompare(b.name));
}

/** Better first: the score, then reviewed before needing review, then current before outdated. */
export function rank(a: Suggestion, b: Suggestion): number {
  return (
    b.score - a.score ||
    Number(b.reviewed ?? false) - Number(a.reviewed ?? false) ||
    Number(a.outdated ?? false) - Number(b.outdated ?? false) ||
    (a.key ?? "").localeCompare(b.key ?? "")
  );
}

/**
 * The memory's suggestions for the key `entry` (its source) in `locale`: the translations of
 * keys with an identical or similar source, remapped to this key's argument and tag names,
 * one per distinct text (its best-ranked), best first.
 */
export async function memorySuggestions(
  db: D1Database,
  index: SourceIndex,
  entry: SourceEntry,
  locale: LocaleCode,
  /** The imported memory's items (./imported-memory.ts), ranked with the project's own. */
  imported: readonly Suggestion[] = [],
): Promise<Suggestion[]> {
  const matches = similarSources(index, entry);
  const scores = new Map(matches.map((m) => [m.keyId, m.score]));
  const rows = await translationsOf(
    db,
    locale,
    matches.map((m) => m.keyId),
  );
  const items = rows.map((row): Suggestion => {
    const matched = index.byKey.get(row.keyId) as SourceEntry;
    return {
      text: remapNames(row.text, matched, entry),
      score: scores.get(row.keyId) ?? 0,
      origin: "memory",
      sourceText: matched.text,
      key: row.name,
      reviewed: row.reviewed === 1,
      outdated: row.outdated === 1,
    };
  });
  const seen = new Set<string>();
  // The project's own translation first where both give the same text (it names a key).
  return [...items, ...imported]
    .sort(rank)
    .filter((item) => !seen.has(item.text) && seen.add(item.text))
    .slice(0, MAX_MEMORY_ITEMS);
}
