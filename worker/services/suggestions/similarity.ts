/**
 * Fuzzy matching of masked source texts (docs/decisions/0062-suggestions.md): a score from the
 * edit distance, a length window that no match under the threshold can escape, and trigrams
 * for the prefilter.
 */

/** Suggestions from the memory are shown from this score up (PRODUCT.md). */
export const MIN_SCORE = 75;

/** 100 is kept for identical masked sources; anything else scores at most 99. */
export function similarityScore(a: string, b: string): number {
  if (a === b) return 100;
  const longest = Math.max(a.length, b.length);
  const allowed = Math.floor((longest * (100 - MIN_SCORE)) / 100);
  const distance = editDistance(a, b, allowed);
  if (distance > allowed) return 0;
  return Math.min(99, Math.floor(100 * (1 - distance / longest)));
}

/** Whether lengths `a` and `b` can still reach MIN_SCORE: the distance is at least their difference. */
export function inLengthWindow(a: number, b: number): boolean {
  return Math.min(a, b) * 100 >= Math.max(a, b) * MIN_SCORE;
}

/**
 * Levenshtein distance over UTF-16 code units, abandoned once every cell of a row exceeds
 * `limit` (then `limit + 1` is returned): a candidate far off costs a few rows, not a matrix.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The distinct trigrams of a masked text, lower-cased and padded so short texts have some. */
export function trigrams(text: string): Set<string> {
  const padded = ` ${text.toLowerCase()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}
