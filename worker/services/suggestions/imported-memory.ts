/**
 * Suggestions from the imported translation memory (TMX, migrations/0022): units whose source
 * matches this key's as the project's own memory matches (./similarity.ts on masked sources,
 * names remapped), marked with the file they came from (docs/decisions/0070-exchange-formats.md).
 */
import type { Suggestion } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { maskSource, remapNames } from "./mask";
import { inLengthWindow, MIN_SCORE, similarityScore } from "./similarity";
import type { SourceEntry } from "./source-index";

/** How many units of the language pair one request scores at most (the length window comes first). */
const MAX_CANDIDATES = 2_000;

/**
 * The pair's units whose raw source length is in the score's window (masking only shortens
 * names, so a wide window on the raw text first, the exact one on the masked text after).
 */
const CANDIDATES = `SELECT source_text AS source, target_text AS target, origin FROM translation_memory
WHERE source_locale = ?1 AND target_locale = ?2 AND length(source_text) BETWEEN ?3 AND ?4
LIMIT ${MAX_CANDIDATES}`;

export async function importedSuggestions(
  db: D1Database,
  entry: SourceEntry,
  sourceLocale: LocaleCode,
  locale: LocaleCode,
): Promise<Suggestion[]> {
  const length = entry.text.length;
  const { results } = await db
    .prepare(CANDIDATES)
    .bind(sourceLocale, locale, Math.floor(length / 2), length * 2 + 20)
    .all<{ source: string; target: string; origin: string }>();
  const items: Suggestion[] = [];
  for (const row of results) {
    const masked = maskSource(row.source);
    if (!inLengthWindow(masked.masked.length, entry.masked.length)) continue;
    const score = similarityScore(entry.masked, masked.masked);
    if (score < MIN_SCORE) continue;
    items.push({
      text: remapNames(row.target, masked, entry),
      score,
      origin: "memory",
      sourceText: row.source,
      importedFrom: row.origin || "TMX",
    });
  }
  return items;
}
