import { messageArguments } from "../../../common/icu/arguments";
import { parseMessage } from "../../../common/icu/check";
import { compileMessage } from "../../../common/icu/compile";
import { formatText } from "../../../common/icu/format";
import { pluralTagOf } from "../../../common/icu/plural-categories";
import { emptyBundle } from "../../../common/icu/types";
import type { LocaleCode } from "../../../common/locales";

/**
 * Numbers to preview each plural category with, tried in this order: the small
 * ones a reader thinks of first (1, 2, 5), then 22 (Slavic `few` beyond 4:
 * 22 języki), then a fraction for `other` where integers never reach it.
 */
const CANDIDATES = [1, 2, 5, 22, 0, 3, 11, 21, 100, 1.5, 0.5];
const PER_CATEGORY = 2;

/** Up to two sample numbers per category of the locale (cardinal or ordinal). */
export function sampleNumbers(locale: LocaleCode, ordinal = false): Map<string, number[]> {
  const rules = new Intl.PluralRules(pluralTagOf(locale), { type: ordinal ? "ordinal" : "cardinal" });
  const out = new Map<string, number[]>();
  for (const n of CANDIDATES) {
    const category = rules.select(n);
    const list = out.get(category) ?? [];
    if (list.length < PER_CATEGORY) list.push(n);
    out.set(category, list);
  }
  return out;
}

/** The samples of one field: `=3` previews 3; a category its sample numbers; an unused key none. */
export function samplesOf(key: string, samples: Map<string, number[]>): number[] {
  if (key.startsWith("=")) {
    const n = Number(key.slice(1));
    return Number.isFinite(n) ? [n] : [];
  }
  return samples.get(key) ?? [];
}

/** A value for every argument a preview needs: the sample for the plural one, `{name}` for the rest. */
function previewValues(text: string, argument: string, n: number): Record<string, unknown> {
  const values: Record<string, unknown> = Object.create(null);
  const parsed = parseMessage(text);
  for (const [name, use] of parsed.ast ? messageArguments(parsed.ast) : []) {
    values[name] = use.kind === "number" ? 3 : use.kind === "date" ? new Date(0) : `{${name}}`;
  }
  values[argument] = n;
  return values;
}

/**
 * What a visitor of `locale` would read for `argument = n`, formatted as the
 * site formats it (compiled, then common/icu/format.ts); `{ error }` when the
 * message does not compile yet.
 */
export function previewMessage(
  text: string,
  locale: LocaleCode,
  argument: string,
  n: number,
): { text: string } | { error: string } {
  const compiled = compileMessage(text);
  if ("error" in compiled)
    return { error: `${compiled.error.line}:${compiled.error.column} ${compiled.error.message}` };
  try {
    const tag = pluralTagOf(locale);
    return { text: formatText(emptyBundle(), tag, "preview", compiled.message, previewValues(text, argument, n)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
