import type { LocaleCode } from "../locales";

/**
 * How a glossary word inflects in each of the site's languages, as the matcher (./inflection.ts)
 * reads it: a word's stem is the word, or the word less one of its language's endings (keeping
 * at least `minStem` letters); any form is a stem with one ending (or none). Lists are the
 * endings of nouns and adjectives from the languages' grammars, lower case; the longest is 6
 * letters, so a match never runs past a short tail (docs/decisions/0080-inflected-glossary.md).
 */
export interface InflectionRule {
  /** Endings of nouns and adjectives; "" (the bare stem) is always allowed too. */
  endings: readonly string[];
  /** Letters a stem keeps at least: a shorter word is matched with its endings but never cut. */
  minStem: number;
  /** Stem-final changes before some endings: the stem's end, what it becomes, the endings it then takes. */
  alternations: readonly (readonly [string, string, readonly string[]])[];
  /** Vowel changes in the stem's last syllable (pokój → pokoju, dům → domu), before an ending. */
  vowels: readonly (readonly [string, string])[];
  /** Vowels that drop from the stem's last syllable before an ending (účet → účtu, pies → psa). */
  fleeting: readonly string[];
}

/** A list written as words separated by spaces. */
const list = (words: string) => words.split(" ");

const SOFT_SK_CS = list("e é ě i í ia ie iu ích ím ími iam iach iami");
/** Polish soft consonants: written ć ń ś ź dź at a word's end, ci ni si zi dzi before a vowel. */
const SOFT_PL = ["", "a", "ą", "ę", "e", "u", "o", "om", "ach", "ami", "em", "ów"];

const sk: InflectionRule = {
  endings: list(
    "a á e é i í o u ú y ý ou om ov ám am ách ach ami ia ie iu ím ích ich iach iam iami imi mi ovi ovia och ej ého ému ých ým ými ieho iemu",
  ),
  minStem: 3,
  alternations: [
    ["ť", "t", SOFT_SK_CS],
    ["t", "ť", ["", "ou", "ami", "om", "ach"]],
    ["ď", "d", SOFT_SK_CS],
    ["d", "ď", ["", "ou"]],
    ["ň", "n", SOFT_SK_CS],
    ["n", "ň", ["", "ou", "a", "u", "om", "ov"]],
    ["ľ", "l", SOFT_SK_CS],
    ["l", "ľ", ["", "ou", "a", "u", "om"]],
    ["k", "c", ["i"]],
    ["ch", "s", ["i"]],
    ["h", "z", ["i"]],
  ],
  vowels: [["ô", "o"]],
  fleeting: ["e", "o"],
};

const cs: InflectionRule = {
  endings: list(
    "a á e é ě i í o u ů ú y ý ou em ům ám ách ech ích ami emi mi ovi ové ím ého ému ém ých ým ými ími ího ímu",
  ),
  minStem: 3,
  alternations: [
    ["ť", "t", SOFT_SK_CS],
    ["t", "ť", ["", "í", "mi"]],
    ["ď", "d", SOFT_SK_CS],
    ["d", "ď", [""]],
    ["ň", "n", SOFT_SK_CS],
    ["n", "ň", ["", "í"]],
    ["k", "c", list("e i ích ím ími")],
    ["h", "z", ["e", "i"]],
    ["g", "z", ["e", "i"]],
    ["ch", "š", ["e", "i"]],
    ["r", "ř", ["e", "i", "ích"]],
  ],
  vowels: [["ů", "o"]],
  fleeting: ["e", "ě"],
};

const pl: InflectionRule = {
  endings: list(
    "a ą e ę i o u y om ów ami ach em ie iem iu ią ię ia iom iach iami owi owie ego emu ym ej ych ymi iego iemu im ich imi ii",
  ),
  minStem: 3,
  alternations: [
    ["t", "c", ["ie", "i"]],
    ["d", "dz", ["ie", "i"]],
    ["r", "rz", ["e", "y"]],
    ["ł", "l", ["e", "i"]],
    ["k", "c", ["e", "y"]],
    ["g", "dz", ["e", "y"]],
    ["ch", "sz", ["e"]],
    ["st", "ści", ["e"]],
    ["sł", "śl", ["e"]],
    ["ć", "ci", SOFT_PL],
    ["ń", "ni", SOFT_PL],
    ["ś", "si", SOFT_PL],
    ["ź", "zi", SOFT_PL],
    ["dź", "dzi", SOFT_PL],
  ],
  vowels: [
    ["ó", "o"],
    ["ą", "ę"],
    ["ę", "ą"],
  ],
  fleeting: ["ie", "e"],
};

const ru: InflectionRule = {
  endings: list(
    "а я о е ё и ы у ю ь й ой ей ою ею ом ем ём ам ям ами ями ах ях ов ев ёв ий ия ию ие ии ием иям иями иях ья ье ью ьи ьё ьев ьям ьями ьях ый ая яя ое ее ые ого его ому ему ым им ую юю ых их ыми ими",
  ),
  minStem: 3,
  alternations: [],
  vowels: [],
  fleeting: ["о", "е", "ё"],
};

const SERBO_CROATIAN: InflectionRule = {
  endings: list("a e i o u om em ima ama ih im og ega oga ome omu emu oj ovi ova ove ovima evi eva eve evima"),
  minStem: 3,
  alternations: [
    ["k", "c", ["i", "ima"]],
    ["g", "z", ["i", "ima"]],
    ["h", "s", ["i", "ima"]],
  ],
  vowels: [],
  fleeting: ["a"],
};

const sl: InflectionRule = {
  endings: list("a e i o u om em ih im ama ema ov ev mi ami emi ega emu ima ja ju ji jo jem jev jih jim"),
  minStem: 3,
  alternations: [],
  vowels: [],
  fleeting: ["e"],
};

const de: InflectionRule = {
  endings: list("e en n s es er ern em ns"),
  minStem: 3,
  alternations: [],
  // Umlaut plurals (Warenkorb → Warenkörbe).
  vowels: [
    ["au", "äu"],
    ["a", "ä"],
    ["o", "ö"],
    ["u", "ü"],
  ],
  fleeting: [],
};

const en: InflectionRule = {
  endings: list("s es 's ’s s' s’"),
  minStem: 3,
  alternations: [["y", "i", ["es", "es'", "es’"]]],
  vowels: [],
  fleeting: [],
};

/** Hungarian is agglutinative: a plural or possessive, then a case (./inflection.ts builds the chain). */
const hu: InflectionRule = {
  endings: [],
  minStem: 3,
  alternations: [],
  vowels: [
    ["á", "a"],
    ["é", "e"],
    ["í", "i"],
    ["ó", "o"],
    ["ő", "ö"],
    ["ú", "u"],
    ["ű", "ü"],
  ],
  fleeting: ["o", "ö", "e"],
};

/** Plural and possessive endings, then case endings (assimilated -val/-vel, -vá/-vé are added by the matcher). */
export const HU_NUMBER = list(
  "ok ak ek ök k om am em öm m od ad ed öd d ja je a e unk ünk nk otok atok etek ötök tok tek tök juk jük uk ük aim eim jaim jeim aid eid ai ei jai jei aink eink é jé ái éi",
);
export const HU_CASE = list(
  "t ot at et öt ban ben ba be ból ből n on en ön ra re ról ről nál nél hoz hez höz tól től nak nek val vel ért ig ként vá vé kor ul ül kal kel mal mel dal del ká ké má mé dá dé",
);

export const RULES: Record<LocaleCode, InflectionRule> = {
  sk,
  cz: cs,
  pl,
  ru,
  hr: SERBO_CROATIAN,
  rs: SERBO_CROATIAN,
  si: sl,
  de,
  en,
  hu,
};
