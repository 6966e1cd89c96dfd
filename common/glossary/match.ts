import type { GlossaryTerm } from "../contracts/glossary";
import type { LocaleCode } from "../locales";

import { inflectedPattern } from "./inflection.ts";

/**
 * Finding glossary terms in text, for the checks (common/checks/glossary-*.ts), the editor's
 * underlines and machine translation's prompt. A phrase is found in the language of the text:
 * as one of the forms its entry lists for that locale, or, without a list, in any form of the
 * language's inflection rule (./inflection.ts; docs/decisions/0080-inflected-glossary.md). A
 * match is whole words (letters and digits do not continue it on either side); case per the
 * term's setting.
 */

/** One term as one target locale needs it. */
export interface LocaleTerm {
  id: number;
  term: string;
  description: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  /** The locale's translation ("" for none); for "do not translate", the term itself. */
  translation: string;
  forbidden: string[];
  /** The inflected forms the entry lists, per locale (of the term in the source locale, else of the translation). */
  forms: Partial<Record<LocaleCode, readonly string[]>>;
}

export interface LocaleGlossary {
  locale: LocaleCode;
  terms: LocaleTerm[];
}

export interface TermMatch {
  term: LocaleTerm;
  index: number;
  length: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}_-])";
const AFTER = "(?![\\p{L}\\p{M}\\p{N}_-])";

export interface PhrasePattern {
  pattern: RegExp;
  /** Lower-case letters every match contains ("" for none): a text without them is not searched. */
  needle: string;
}

const PATTERNS = new Map<string, PhrasePattern>();

/** The listed forms of a phrase, as written (spaces inside match any run of spaces). */
function listedPattern(phrase: string, forms: readonly string[]) {
  const all = [...new Set([phrase, ...forms].map((f) => f.trim()).filter(Boolean))];
  const source = all.map((f) => f.split(/\s+/).map(escapeRegExp).join("\\s+")).join("|");
  const lower = all.map((f) => f.toLocaleLowerCase());
  let end = 0;
  while (lower.every((f) => f[end] !== undefined && f[end] === lower[0]?.[end])) end++;
  return { source: `(?:${source})`, needle: lower[0]?.slice(0, end) ?? "" };
}

/**
 * The cached pattern of `phrase` in `locale`'s text: its listed `forms` when there are any, else
 * its inflected forms by the language's rule.
 */
export function phrasePattern(
  phrase: string,
  locale: LocaleCode,
  caseSensitive: boolean,
  forms: readonly string[] = [],
): PhrasePattern {
  const key = `${locale}${+caseSensitive}${phrase}\u0000${forms.join("\u0000")}`;
  let found = PATTERNS.get(key);
  if (!found) {
    const { source, needle } = forms.length > 0 ? listedPattern(phrase, forms) : inflectedPattern(phrase, locale);
    found = { pattern: new RegExp(`${BEFORE}${source}${AFTER}`, caseSensitive ? "gu" : "giu"), needle };
    if (PATTERNS.size > 10_000) PATTERNS.clear();
    PATTERNS.set(key, found);
  }
  // Shared and global: every use starts from the beginning (matchAll copies `lastIndex` too).
  found.pattern.lastIndex = 0;
  return found;
}

/**
 * Each term's patterns by locale (`!` before it: its forbidden variants'), kept as long as the
 * term object. Shared and global: a caller sets `lastIndex` to 0 before it uses one.
 */
const TERM_PATTERNS = new WeakMap<LocaleTerm, Map<string, PhrasePattern[]>>();

function cachedFor(term: LocaleTerm, key: string, make: () => PhrasePattern[]): PhrasePattern[] {
  let byKey = TERM_PATTERNS.get(term);
  if (!byKey) {
    byKey = new Map();
    TERM_PATTERNS.set(term, byKey);
  }
  let found = byKey.get(key);
  if (!found) {
    found = make();
    byKey.set(key, found);
  }
  return found;
}

/** The pattern of `term` itself in `locale`'s text (its listed forms there, else the rule). */
export const termPattern = (term: LocaleTerm, locale: LocaleCode): PhrasePattern =>
  cachedFor(term, locale, () => [
    phrasePattern(term.term, locale, term.caseSensitive, term.forms[locale]),
  ])[0] as PhrasePattern;

/** The patterns of `term`'s forbidden variants in `locale`'s text, in their order. */
export const forbiddenPatterns = (term: LocaleTerm, locale: LocaleCode): PhrasePattern[] =>
  cachedFor(term, `!${locale}`, () => term.forbidden.map((v) => phrasePattern(v, locale, term.caseSensitive)));

/** Where `phrase` (in any of its forms) is first in `text` of `locale`, or null; `lower`: the text in lower case, if the caller has it. */
export function findPhrase(
  text: string,
  phrase: string,
  locale: LocaleCode,
  caseSensitive: boolean,
  forms: readonly string[] = [],
  lower = text.toLocaleLowerCase(),
): RegExpExecArray | null {
  const { pattern, needle } = phrasePattern(phrase, locale, caseSensitive, forms);
  if (needle !== "" && !lower.includes(needle)) return null;
  return pattern.exec(text);
}

/** Whether `phrase`, in any of its forms, is in `text` of `locale`. */
export function contains(
  text: string,
  phrase: string,
  locale: LocaleCode,
  caseSensitive: boolean,
  forms: readonly string[] = [],
): boolean {
  return findPhrase(text, phrase, locale, caseSensitive, forms) !== null;
}

/** The glossary of `locale` from every term (a term without a translation there still has its flags). */
export function localeGlossary(terms: readonly GlossaryTerm[], locale: LocaleCode): LocaleGlossary {
  return {
    locale,
    terms: terms.map((t) => ({
      id: t.id,
      term: t.term,
      description: t.description,
      caseSensitive: t.caseSensitive,
      doNotTranslate: t.doNotTranslate,
      translation: t.doNotTranslate ? t.term : (t.translations[locale]?.text ?? ""),
      forbidden: t.translations[locale]?.forbidden ?? [],
      forms: Object.fromEntries(
        Object.entries(t.translations).flatMap(([l, entry]) => (entry.forms?.length ? [[l, entry.forms]] : [])),
      ),
    })),
  };
}

/**
 * Every term found in `text` of `locale` (the source locale's, where the terms are written), in
 * order; where two overlap, the longer (then the earlier) wins.
 */
export function findTerms(text: string, terms: readonly LocaleTerm[], locale: LocaleCode): TermMatch[] {
  const found: TermMatch[] = [];
  const lower = text.toLocaleLowerCase();
  for (const term of terms) {
    const { pattern, needle } = termPattern(term, locale);
    if (needle !== "" && !lower.includes(needle)) continue;
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) found.push({ term, index: m.index, length: m[0].length });
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const out: TermMatch[] = [];
  let end = 0;
  for (const match of found) {
    if (match.index < end) continue;
    out.push(match);
    end = match.index + match.length;
  }
  return out;
}

/** Where a term's warnings can be: the start of each phrase it is looked for by, per locale, and the locales it asks of. */
export interface TermReach {
  needles: { locale: LocaleCode; text: string }[];
  locales: LocaleCode[];
}

/**
 * The texts a term's checks read (for a recheck after it changes): source texts with the term
 * (`glossary-term`, in the locales it asks something of: all for "do not translate", else those
 * with a translation) and each locale's texts with a forbidden variant (`glossary-forbidden`).
 */
export function termReach(term: GlossaryTerm, source: LocaleCode, all: readonly LocaleCode[]): TermReach {
  const sourceForms = term.translations[source]?.forms;
  const needles = [{ locale: source, text: phrasePattern(term.term, source, term.caseSensitive, sourceForms).needle }];
  const locales = new Set<LocaleCode>(term.doNotTranslate ? all : []);
  for (const [code, entry] of Object.entries(term.translations)) {
    const locale = code as LocaleCode;
    if (entry.text !== "") locales.add(locale);
    for (const variant of entry.forbidden) {
      locales.add(locale);
      needles.push({ locale, text: phrasePattern(variant, locale, term.caseSensitive).needle });
    }
  }
  locales.delete(source);
  return { needles, locales: [...locales] };
}
