import type { LocaleCode } from "../../../common/locales";
import { PLURAL_CATEGORIES, type PluralCategory, pluralCategoriesOf } from "../../../common/plurals";
import { fold } from "../../../common/text";

const categoriesByLocale = new Map<LocaleCode, PluralCategory[]>();

/**
 * True for a plural form the locale's language does not use (`home.languages.few`
 * in Hungarian): such a cell is "not used in this language", not missing.
 */
export function pluralFormNotUsed(key: string, locale: LocaleCode): boolean {
  const last = key.slice(key.lastIndexOf(".") + 1) as PluralCategory;
  if (!key.includes(".") || !PLURAL_CATEGORIES.includes(last)) return false;
  let used = categoriesByLocale.get(locale);
  if (!used) {
    used = pluralCategoriesOf(locale);
    categoriesByLocale.set(locale, used);
  }
  return !used.includes(last);
}

export type TextPart = { text: string } | { placeholder: string; raw: string };

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** A text cut into plain runs and placeholders, to show the placeholders as chips. */
export function splitPlaceholders(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ placeholder: match[1] as string, raw: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
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
