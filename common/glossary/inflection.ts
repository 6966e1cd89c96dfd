import type { LocaleCode } from "../locales";
import { HU_CASE, HU_NUMBER, type InflectionRule, RULES } from "./inflection-rules.ts";

/**
 * A glossary phrase's inflected forms as a regular expression, by its language's rule
 * (./inflection-rules.ts; docs/decisions/0080-inflected-glossary.md). Each word of the phrase
 * matches its own forms, in order: `okraj siete` is found in `z okraja siete`, `nákupný košík` in
 * `v nákupnom košíku`. A form is a stem with one of the language's endings, so a longer word that
 * merely starts with the term (`košíkový`, `pokojowego`, `hálózati`) is not one.
 */

export interface InflectedPattern {
  /** The regular expression's source, without word boundaries. */
  source: string;
  /** Lower-case letters every match contains: a cheap test before the expression runs ("" for none). */
  needle: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const VOWEL = /[aeiouyáéíóúýäëïöüőűôěůąęaоеёиыуюяэ]/iu;

/** An alternation of `list` (longest first), "" when empty. */
function anyOf(list: readonly string[]): string {
  const items = [...new Set(list)].filter((e) => e !== "").sort((a, b) => b.length - a.length);
  return items.length === 0 ? "" : `(?:${items.map(escapeRegExp).join("|")})`;
}

/** `endings` after a stem: optional when the bare stem is a form too. */
function tail(endings: readonly string[], bare: boolean): string {
  const body = anyOf(endings);
  if (body === "") return "";
  return bare && endings.length > 0 ? `${body}?` : body;
}

/** Where the last syllable's vowel `vowel` starts in `lower`, or -1 (only consonants may follow it). */
function lastSyllable(lower: string, vowel: string): number {
  const at = lower.lastIndexOf(vowel);
  if (at < 0) return -1;
  const rest = lower.slice(at + vowel.length);
  return [...rest].some((c) => VOWEL.test(c)) ? -1 : at;
}

/** The stem with its last syllable's vowel changed (`pokój` → `pokoj`), or with it dropped (`účet` → `účt`). */
function changedVowels(stem: string, rule: InflectionRule): string[] {
  const lower = stem.toLocaleLowerCase();
  const out: string[] = [];
  for (const [from, to] of rule.vowels) {
    const at = lastSyllable(lower, from);
    if (at > 0) out.push(stem.slice(0, at) + to + stem.slice(at + from.length));
  }
  for (const vowel of rule.fleeting) {
    const at = lastSyllable(lower, vowel);
    // Only between consonants, before the word's last consonant(s): ú-č-e-t, p-i-e-s, з-в-о-н-о-к.
    if (at > 0 && at + vowel.length < lower.length && !VOWEL.test(lower[at - 1] ?? "")) {
      out.push(stem.slice(0, at) + stem.slice(at + vowel.length));
    }
  }
  return out.filter((s) => s.length >= 2);
}

interface Alternative {
  stem: string;
  suffix: string;
}

/** A Slavic, German or English word's alternatives: each stem with the endings it takes. */
function endingAlternatives(word: string, rule: InflectionRule): Alternative[] {
  const lower = word.toLocaleLowerCase();
  const stems = new Set([word]);
  for (const ending of rule.endings) {
    if (lower.endsWith(ending) && word.length - ending.length >= rule.minStem) stems.add(word.slice(0, -ending.length));
  }
  const out: Alternative[] = [];
  for (const stem of stems) {
    const changed = changedVowels(stem, rule);
    for (const variant of [stem, ...changed]) {
      const bare = variant === stem;
      out.push({ stem: variant, suffix: tail(rule.endings, bare) });
      const low = variant.toLocaleLowerCase();
      for (const [end, becomes, endings] of rule.alternations) {
        if (!low.endsWith(end) || variant.length - end.length < 2) continue;
        out.push({ stem: variant.slice(0, -end.length) + becomes, suffix: tail(endings, endings.includes("")) });
      }
    }
  }
  return out;
}

const HU_SUFFIX = `(?:${anyOf(HU_NUMBER)})?(?:${anyOf(HU_CASE)})?`;
/** At least one letter follows: a changed stem (`kosar`, `almá`) is never a word on its own. */
const SOME = "(?=\\p{L})";

/** A Hungarian word's alternatives: a number or possessive ending, then a case ending, each optional. */
function hungarianAlternatives(word: string, rule: InflectionRule): Alternative[] {
  const lower = word.toLocaleLowerCase();
  const out: Alternative[] = [{ stem: word, suffix: HU_SUFFIX }];
  const last = lower.at(-1) ?? "";
  // A final a or e lengthens before an ending: alma → almát, kefe → kefében.
  if (last === "a" || last === "e")
    out.push({ stem: word.slice(0, -1) + (last === "a" ? "á" : "é"), suffix: SOME + HU_SUFFIX });
  for (const stem of changedVowels(word, rule)) out.push({ stem, suffix: SOME + HU_SUFFIX });
  // -val/-vel and -vá/-vé double a final consonant: hálózattal, Polyglottal.
  if (last !== "" && !VOWEL.test(last)) out.push({ stem: word + last, suffix: `(?:al|el|á|é)${anyOf(HU_NUMBER)}?` });
  return out;
}

/** Russian writes ё as е more often than not: either stands for both. */
const russianLetters = (source: string) => source.replace(/[её]/g, "[её]");

/** The longest common start of `words`, lower case. */
function commonStart(words: readonly string[]): string {
  const lower = words.map((w) => w.toLocaleLowerCase());
  let end = 0;
  while (lower.every((w) => w[end] !== undefined && w[end] === lower[0]?.[end])) end++;
  return lower[0]?.slice(0, end) ?? "";
}

/** One word's inflected forms, by `locale`'s rule. */
export function wordPattern(word: string, locale: LocaleCode): InflectedPattern {
  // A locale added to the table without a rule matches whole words as written until it gets one.
  const rule: InflectionRule | undefined = RULES[locale];
  if (!rule) return { source: escapeRegExp(word), needle: word.toLocaleLowerCase() };
  if (!/\p{L}$/u.test(word) || word.length < rule.minStem)
    return { source: escapeRegExp(word), needle: word.toLocaleLowerCase() };
  const alternatives = locale === "hu" ? hungarianAlternatives(word, rule) : endingAlternatives(word, rule);
  let source = `(?:${alternatives.map((a) => escapeRegExp(a.stem) + a.suffix).join("|")})`;
  let needle = commonStart(alternatives.map((a) => a.stem));
  if (locale === "ru") {
    source = russianLetters(source);
    needle = needle.split(/[её]/)[0] ?? "";
  }
  return { source, needle };
}

/** A phrase's inflected forms: each word's, in order, with any run of spaces between them. */
export function inflectedPattern(phrase: string, locale: LocaleCode): InflectedPattern {
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((w) => wordPattern(w, locale));
  const needle = words.reduce((best, w) => (w.needle.length > best.length ? w.needle : best), "");
  return { source: words.map((w) => w.source).join("\\s+"), needle };
}
