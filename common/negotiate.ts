import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from "./locales.ts";

/**
 * Accept-Language negotiation: RFC 9110 §12.5.4 for the header (q-values, `*`,
 * q=0 as "not acceptable"), RFC 4647 §3.4 lookup for matching a range to the
 * table's tags (docs/decisions/0046-accept-language-lookup.md).
 */

/** Parsing is bounded: no header, however long or however many ranges, costs more than this. */
const MAX_HEADER_LENGTH = 2_048;
const MAX_RANGES = 32;

export interface LanguageRange {
  /** Lower-cased language range: `de-at`, `sr-latn-rs`, `*`. */
  range: string;
  q: number;
}

/** RFC 4647 §2.1 basic language range; matched before lower-casing, so no non-ASCII letter folds into one. */
const RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
/** RFC 9110 §12.4.2 weight: `q` is case-insensitive, at most three decimals, never above 1. */
const WEIGHT = /^[qQ]=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The header's ranges in priority order: q-value, then (at equal q) named
 * ranges before `*`, then header order. Total: a malformed element (bad range,
 * bad q, another parameter) is skipped, never thrown on; only the first
 * MAX_RANGES elements of the first MAX_HEADER_LENGTH characters are read.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  const ranges: (LanguageRange & { index: number })[] = [];
  let elements = 0;
  for (const element of clip(header ?? "").split(",")) {
    if (element.trim() === "") continue; // RFC 9110 §5.6.1: empty list elements don't count
    if (++elements > MAX_RANGES) break;
    // `range` or `range;q=value` (RFC 9110 §12.5.4): anything else is not a range we can trust.
    const [rawRange = "", weight, ...extra] = element.split(";").map((p) => p.trim());
    if (!RANGE.test(rawRange) || extra.length > 0) continue;
    const q = weight === undefined ? "1" : WEIGHT.exec(weight)?.[1];
    if (q === undefined) continue;
    ranges.push({ range: rawRange.toLowerCase(), q: Number(q), index: ranges.length });
  }
  const wildcardLast = (r: LanguageRange) => (r.range === "*" ? 1 : 0);
  return ranges
    .sort((a, b) => b.q - a.q || wildcardLast(a) - wildcardLast(b) || a.index - b.index)
    .map(({ range, q }) => ({ range, q }));
}

/** Cuts an over-long header before its last whole element: `de;q=0.9` cut to `de;q=0` would refuse German. */
function clip(header: string): string {
  if (header.length <= MAX_HEADER_LENGTH) return header;
  const end = header.lastIndexOf(",", MAX_HEADER_LENGTH);
  return end === -1 ? "" : header.slice(0, end);
}

/** The tags lookup tries for a range (RFC 4647 §3.4): `sr-latn-rs`, `sr-latn`, `sr`; a trailing singleton goes too. */
function lookupTags(range: string): string[] {
  const tags = [range];
  let tag = range;
  for (let cut = tag.lastIndexOf("-"); cut !== -1; cut = tag.lastIndexOf("-")) {
    tag = tag.slice(0, cut);
    while (tag.length > 2 && tag[tag.length - 2] === "-") tag = tag.slice(0, -2);
    tags.push(tag);
  }
  return tags;
}

/** RFC 4647 §3.3.1 basic filtering: `sl` matches the tags sl and sl-SI; `sl-SK` matches neither sl nor sl-SI. */
function filters(range: string, tag: string): boolean {
  return tag === range || tag.startsWith(`${range}-`);
}

/** A range names a tag when it matches it by filtering or reaches it by lookup (`sk-SK` names sk). */
function names(range: string, tag: string): boolean {
  return filters(range, tag) || range.startsWith(`${tag}-`);
}

const BY_TAG = new Map<string, LocaleCode>(LOCALES.map((l) => [l.tag.toLowerCase(), l.code]));
/** The order `*` picks in: the default locale, then the table's order. */
const WILDCARD_ORDER = [
  ...LOCALES.filter((l) => l.code === DEFAULT_LOCALE),
  ...LOCALES.filter((l) => l.code !== DEFAULT_LOCALE),
].map((l) => ({ code: l.code, tag: l.tag.toLowerCase() }));

/**
 * Every locale the header accepts, best first. Per range in priority order:
 * a named range gives the first tag its lookup reaches that no q=0 range
 * refuses (q=0 refuses exactly the tags that range filters: `sl-SK;q=0` leaves
 * sl acceptable); `*` gives, in WILDCARD_ORDER, every locale no other range
 * names (RFC 9110: `*` matches every tag not matched by any other range), and
 * nothing if `*;q=0` is present. A range listed both with q=0 and q>0 is refused.
 */
export function acceptableLocales(header: string | null | undefined): LocaleCode[] {
  const ranges = parseAcceptLanguage(header);
  const refusals = ranges.filter((r) => r.q === 0).map((r) => r.range);
  const refused = (tag: string) => refusals.some((range) => range !== "*" && filters(range, tag));
  const named = (tag: string) => ranges.some(({ range }) => range !== "*" && names(range, tag));
  const ranked = new Set<LocaleCode>();
  for (const { range, q } of ranges) {
    if (q === 0) continue;
    if (range === "*") {
      if (refusals.includes("*")) continue;
      for (const { code, tag } of WILDCARD_ORDER) if (!refused(tag) && !named(tag)) ranked.add(code);
      continue;
    }
    const tag = lookupTags(range).find((t) => BY_TAG.has(t) && !refused(t));
    const code = tag === undefined ? undefined : BY_TAG.get(tag);
    if (code) ranked.add(code);
  }
  return [...ranked];
}

/** The supported locale an Accept-Language header asks for, if any. */
export function localeFromAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  return acceptableLocales(header)[0];
}

/**
 * Locale detection: a valid `i18n_redirected` cookie, then Accept-Language,
 * then the default locale. Always a locale of the table.
 */
export function negotiateLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): LocaleCode {
  if (isLocaleCode(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
