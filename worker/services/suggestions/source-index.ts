import type { LocaleCode } from "../../../common/locales";
import { type MaskedSource, maskSource } from "./mask";
import { inLengthWindow, MIN_SCORE, similarityScore, trigrams } from "./similarity";

/**
 * The translation memory's index of source texts, held in the isolate's memory
 * (docs/decisions/0062-suggestions.md). D1 documents FTS5 but not its trigram tokenizer, and a
 * trigram table kept by every write path (the editor, imports, the CLI, undo) would multiply
 * writes; instead the isolate reads the source locale's texts once and keeps them while a
 * stamp of that locale (how many texts, the latest change: one covering index read) holds.
 */
export interface SourceEntry extends MaskedSource {
  keyId: number;
  text: string;
}

export interface SourceIndex {
  stamp: string;
  byKey: Map<number, SourceEntry>;
  /** Masked text → the keys with exactly that source. */
  byMasked: Map<string, number[]>;
  /** Trigram → the keys whose masked source has it (the fuzzy prefilter). */
  byGram: Map<string, number[]>;
}

let cached: { locale: LocaleCode; index: SourceIndex } | null = null;

/** Drops the index (the tests' fresh store, whose stamp may repeat an earlier store's). */
export function forgetSourceIndex(): void {
  cached = null;
}

async function stampOf(db: D1Database, locale: LocaleCode): Promise<string> {
  const row = await db
    .prepare("SELECT count(*) AS n, max(updated_at) AS at FROM i18n_values WHERE locale = ?")
    .bind(locale)
    .first<{ n: number; at: string | null }>();
  return `${row?.n ?? 0}/${row?.at ?? ""}`;
}

/** The index of `locale`'s texts, rebuilt only when the locale's texts changed since. */
export async function sourceIndex(db: D1Database, locale: LocaleCode): Promise<SourceIndex> {
  const stamp = await stampOf(db, locale);
  if (cached?.locale === locale && cached.index.stamp === stamp) return cached.index;
  const { results } = await db
    .prepare("SELECT key_id AS keyId, text FROM i18n_values WHERE locale = ?")
    .bind(locale)
    .all<{ keyId: number; text: string }>();
  const index: SourceIndex = { stamp, byKey: new Map(), byMasked: new Map(), byGram: new Map() };
  for (const { keyId, text } of results) {
    const entry = { keyId, text, ...maskSource(text) };
    index.byKey.set(keyId, entry);
    push(index.byMasked, entry.masked, keyId);
    for (const gram of trigrams(entry.masked)) push(index.byGram, gram, keyId);
  }
  cached = { locale, index };
  return index;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** How many fuzzy candidates get an exact edit distance after the trigram prefilter. */
const CANDIDATES = 60;

/**
 * The keys whose source matches `entry`'s from MIN_SCORE up, best first (identical ones at 100),
 * `entry`'s own key excluded. Prefilter: a match within the score's edit distance keeps at
 * least a quarter of the trigrams, less two (each edit breaks at most three).
 */
export function similarSources(index: SourceIndex, entry: SourceEntry): { keyId: number; score: number }[] {
  const found = new Map<number, number>();
  for (const keyId of index.byMasked.get(entry.masked) ?? []) if (keyId !== entry.keyId) found.set(keyId, 100);
  const grams = trigrams(entry.masked);
  const shared = new Map<number, number>();
  for (const gram of grams) {
    for (const keyId of index.byGram.get(gram) ?? []) shared.set(keyId, (shared.get(keyId) ?? 0) + 1);
  }
  const needed = Math.max(1, Math.floor((grams.size * (100 - MIN_SCORE)) / 100) - 2);
  const candidates = [...shared]
    .filter(([keyId, count]) => count >= needed && keyId !== entry.keyId && !found.has(keyId))
    .filter(([keyId]) => inLengthWindow((index.byKey.get(keyId) as SourceEntry).masked.length, entry.masked.length))
    .sort((a, b) => b[1] - a[1])
    .slice(0, CANDIDATES);
  for (const [keyId] of candidates) {
    const score = similarityScore(entry.masked, (index.byKey.get(keyId) as SourceEntry).masked);
    if (score >= MIN_SCORE) found.set(keyId, score);
  }
  return [...found].map(([keyId, score]) => ({ keyId, score })).sort((a, b) => b.score - a.score);
}
