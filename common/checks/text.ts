import { type LocaleCode, localeInfo } from "../locales.ts";
import { type Position, positionOf } from "./types.ts";
import { ARGUMENT, offsetOf, type Variant } from "./visible.ts";

/** Where the `index`-th character of a variant comes from, as a position in the message. */
export const positionIn = (message: string, variant: Variant, index: number): Position =>
  positionOf(message, offsetOf(variant, index));

/** The readable text of a variant: arguments as a space, so words on either side stay apart. */
export const words = (variant: Variant) => variant.text.split(ARGUMENT).join(" ");

/** Each distinct match of `pattern` over the variants, with where it was first found. */
export function matchesIn(
  variants: readonly Variant[],
  pattern: RegExp,
): Map<string, { variant: Variant; index: number }> {
  const found = new Map<string, { variant: Variant; index: number }>();
  for (const variant of variants) {
    for (const m of variant.text.matchAll(pattern)) {
      if (!found.has(m[0])) found.set(m[0], { variant, index: m.index });
    }
  }
  return found;
}

const SPACES = new Set([" ", "\u00a0", "\u202f", "\u2009"]);

interface Separators {
  group: ReadonlySet<string>;
  decimal: string;
}

const SEPARATORS = new Map<LocaleCode, Separators>();

/** A locale's digit group and decimal separators, from CLDR through Intl (a space group accepts any space). */
function separators(locale: LocaleCode): Separators {
  let found = SEPARATORS.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(localeInfo(locale).pluralTag).formatToParts(1234567.5);
    const group = parts.find((p) => p.type === "group")?.value ?? ",";
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    found = { group: SPACES.has(group) ? SPACES : new Set([group]), decimal };
    SEPARATORS.set(locale, found);
  }
  return found;
}

const NUMBER = /\d+(?:[ \u00a0\u202f\u2009.,]\d+)*/g;

/**
 * The numbers of a text as values, read the locale's way: `1 000,5` in sk and
 * `1,000.5` in en are both 1000.5. A separator followed by three digits is a digit
 * group where the locale groups with it; the locale's decimal separator starts the
 * fraction; any other `.` or `,` between digits is read as a decimal point (a version
 * such as 1.5); a space that is not a group separates two numbers.
 */
export function numbersOf(text: string, locale: LocaleCode): string[] {
  const { group, decimal } = separators(locale);
  const out: string[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const parts = m[0].split(/([ \u00a0\u202f\u2009.,])/);
    let current = parts[0] as string;
    let fraction = false;
    for (let i = 1; i < parts.length; i += 2) {
      const sep = parts[i] as string;
      const digits = parts[i + 1] as string;
      if (!fraction && group.has(sep) && digits.length === 3) current += digits;
      else if (!fraction && (sep === decimal || sep === "." || sep === ",")) {
        current += `.${digits}`;
        fraction = true;
      } else {
        out.push(current);
        current = digits;
        fraction = false;
      }
    }
    out.push(current);
  }
  return out.map((n) => String(Number(n)));
}
