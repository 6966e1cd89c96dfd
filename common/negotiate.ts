import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode } from "./locales";

/** Header parsing is bounded: no header, however long, costs more than this. */
const MAX_HEADER_LENGTH = 2_048;
const MAX_RANGES = 32;

export interface LanguageRange {
  /** Lower-cased language range: `de-at`, `sr-latn-rs`, `*`. */
  range: string;
  q: number;
}

const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const QVALUE = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Parses an Accept-Language header (RFC 9110 §12.5.4) into ranges ordered by
 * q-value, ties kept in header order. Total: malformed entries are skipped,
 * never thrown on.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: (LanguageRange & { index: number })[] = [];
  const parts = header.slice(0, MAX_HEADER_LENGTH).split(",", MAX_RANGES);
  for (const [index, part] of parts.entries()) {
    const [rawRange = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (!RANGE.test(rawRange)) continue;
    let q = 1;
    const qParam = params.find((p) => p.startsWith("q="));
    if (qParam !== undefined) {
      const match = QVALUE.exec(qParam.replace(/\s+/g, ""));
      if (!match) continue;
      q = Number(match[1]);
    }
    ranges.push({ range: rawRange, q, index });
  }
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({ range, q }) => ({ range, q }));
}

const BY_TAG = new Map<string, LocaleCode>(LOCALES.map((l) => [l.tag, l.code]));

/**
 * The supported locale an Accept-Language header asks for, if any: for each
 * range by preference, the exact tag, then its primary subtag (`de-AT` → de,
 * `sr-Latn-RS` → rs); `*` stands for any locale not refused with q=0.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  const ranges = parseAcceptLanguage(header);
  const refused = new Set(
    ranges
      .filter((r) => r.q === 0)
      .flatMap((r) => BY_TAG.get(r.range) ?? BY_TAG.get(r.range.split("-")[0] ?? "") ?? []),
  );
  for (const { range, q } of ranges) {
    if (q === 0) continue;
    if (range === "*") return LOCALE_CODES.find((code) => !refused.has(code));
    const code = BY_TAG.get(range) ?? BY_TAG.get(range.split("-")[0] ?? "");
    if (code && !refused.has(code)) return code;
  }
  return undefined;
}

/**
 * Locale detection: a valid `i18n_redirected` cookie, then Accept-Language,
 * then the default locale. Always a locale of the table.
 */
export function negotiateLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): LocaleCode {
  if (isLocaleCode(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
