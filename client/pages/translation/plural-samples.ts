import { parseMessage } from "../../../common/checks/parse";
import { messageArguments } from "../../../common/icu/arguments";
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

/** A message compiled once, with a value for every argument a preview needs (`{name}` for text). */
interface Prepared {
  text: string;
  compiled: ReturnType<typeof compileMessage>;
  values: Record<string, unknown>;
}

/**
 * The last message prepared: the Forms view previews one message at up to a dozen sample numbers
 * per render, which compiled and parsed it twice each (a 60 ms task when a Polish plural opened).
 */
let last: Prepared | null = null;

function prepare(text: string): Prepared {
  if (last?.text === text) return last;
  const values: Record<string, unknown> = Object.create(null);
  const parsed = parseMessage(text);
  for (const [name, use] of parsed.ast ? messageArguments(parsed.ast) : []) {
    values[name] = use.kind === "number" ? 3 : use.kind === "date" ? new Date(0) : `{${name}}`;
  }
  last = { text, compiled: compileMessage(text), values };
  return last;
}

/** The values with the sample number for the plural's argument (no prototype: names come from the text). */
function withSample(values: Record<string, unknown>, argument: string, n: number): Record<string, unknown> {
  const out: Record<string, unknown> = Object.assign(Object.create(null), values);
  out[argument] = n;
  return out;
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
  const { compiled, values } = prepare(text);
  if ("error" in compiled)
    return { error: `${compiled.error.line}:${compiled.error.column} ${compiled.error.message}` };
  try {
    const tag = pluralTagOf(locale);
    return { text: formatText(emptyBundle(), tag, "preview", compiled.message, withSample(values, argument, n)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
