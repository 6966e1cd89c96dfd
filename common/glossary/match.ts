import type { GlossaryTerm } from "../contracts/glossary";
import type { LocaleCode } from "../locales";

/**
 * Finding glossary terms in text, for the checks (common/checks/glossary-*.ts), the editor's
 * underlines and machine translation's prompt. A term matches as a whole word (letters and
 * digits do not continue it on either side); case per the term's setting. A translation is
 * found at a word's start, so an inflected form counts (`Warenkorbs` has `Warenkorb`); a
 * forbidden variant is found as a whole word only.
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
const PATTERNS = new Map<string, RegExp>();

/** A cached pattern for `phrase` (`whole`: a whole word; else a word's start). */
export function phrasePattern(phrase: string, caseSensitive: boolean, whole = true): RegExp {
  const key = `${+caseSensitive}${+whole}${phrase}`;
  let pattern = PATTERNS.get(key);
  if (!pattern) {
    // Spaces inside a phrase match any run of spaces (a no-break space included).
    const body = phrase.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
    pattern = new RegExp(`${BEFORE}${body}${whole ? AFTER : ""}`, caseSensitive ? "gu" : "giu");
    if (PATTERNS.size > 10_000) PATTERNS.clear();
    PATTERNS.set(key, pattern);
  }
  // Shared and global: every use starts from the beginning (matchAll copies `lastIndex` too).
  pattern.lastIndex = 0;
  return pattern;
}

/** Whether `phrase` is in `text` (`whole`: as a whole word). */
export function contains(text: string, phrase: string, caseSensitive: boolean, whole = true): boolean {
  return phrasePattern(phrase, caseSensitive, whole).test(text);
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
    })),
  };
}

/** Every term found in `text`, in order; where two overlap, the longer (then the earlier) wins. */
export function findTerms(text: string, terms: readonly LocaleTerm[]): TermMatch[] {
  const found: TermMatch[] = [];
  for (const term of terms) {
    for (const m of text.matchAll(phrasePattern(term.term, term.caseSensitive))) {
      found.push({ term, index: m.index, length: m[0].length });
    }
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
