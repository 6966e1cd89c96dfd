import { fold } from "../../../common/text";

/** The ranges of `ranges` that fall within `[start, end)`, clipped and made relative to `start`. */
export function rangesWithin(ranges: [number, number][], start: number, end: number): [number, number][] {
  const inside: [number, number][] = [];
  for (const [from, to] of ranges) {
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (b > a) inside.push([a - start, b - start]);
  }
  return inside;
}

/**
 * Where `query` occurs in `text`, matched as the list API searches (case and
 * diacritics folded): `[start, end)` ranges of the original text.
 */
export function findMatches(text: string, query: string): [number, number][] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  let folded = "";
  // origin[i]: where folded character i came from in the text.
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let j = 0; j < piece.length; j++) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(text.length);
  const ranges: [number, number][] = [];
  for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + wanted.length)) {
    ranges.push([origin[at] as number, origin[at + wanted.length] as number]);
  }
  return ranges;
}

/** A text cut into runs, marked where a search matched. */
export function markRuns(text: string, ranges: [number, number][]): { text: string; mark: boolean }[] {
  const runs: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) runs.push({ text: text.slice(at, start), mark: false });
    if (end > start) runs.push({ text: text.slice(Math.max(start, at), end), mark: true });
    at = Math.max(at, end);
  }
  if (at < text.length) runs.push({ text: text.slice(at), mark: false });
  return runs;
}
