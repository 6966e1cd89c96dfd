import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ELEMENT as TYPE } from "./element.ts";

/**
 * The text a visitor reads, as the text checks see it: literal text as written, every
 * argument, `#` and formatted value as one ARGUMENT mark (never read as a word, a number
 * or punctuation), tags dropped around their children. A plural or select gives one
 * variant per branch, so `{n, plural, one {# post } other {# posts}}` is checked as
 * "# post " and "# posts". This module imports no parser: the grid's chunk stays
 * parser-free (docs/decisions/0043-editor-speaks-icu.md).
 */

/** Stands for an argument's value in a variant (U+FFFC OBJECT REPLACEMENT CHARACTER). */
export const ARGUMENT = "\uFFFC";

/**
 * One reading of the message. Each span says where a run of `text` comes from: from
 * `text[at]` on, characters come from the message at `offset` on (one span per literal or
 * argument, so building a variant copies no per-character table).
 */
export interface Variant {
  text: string;
  spans: { at: number; offset: number }[];
}

export interface VisibleText {
  /** Every plural/select branch taken as `other` (or its first): what source and translation compare on. */
  main: Variant;
  /** One per branch (capped at MAX_VARIANTS), for checks on any reading and the longest one. */
  variants: Variant[];
}

/** Past this many combinations of nested branches, branches are paired, not multiplied. */
const MAX_VARIANTS = 32;

const EMPTY: Variant = { text: "", spans: [] };

const join = (a: Variant, b: Variant): Variant =>
  b.text === ""
    ? a
    : a.text === ""
      ? b
      : {
          text: a.text + b.text,
          spans: a.spans.concat(b.spans.map((s) => ({ at: s.at + a.text.length, offset: s.offset }))),
        };

/** Where the `index`-th character of a variant comes from in the message (0-based offset). */
export function offsetOf(variant: Variant, index: number): number {
  let found = variant.spans[0] ?? { at: 0, offset: 0 };
  for (const span of variant.spans) {
    if (span.at > index) break;
    found = span;
  }
  return found.offset + Math.max(0, index - found.at);
}

/** The visible text of a parsed message. */
export function visibleText(ast: MessageFormatElement[]): VisibleText {
  return { main: mainVariant(ast), variants: variants(ast) };
}

function literal(el: { value: string; location?: { start: { offset: number } } }): Variant {
  return { text: el.value, spans: [{ at: 0, offset: el.location?.start.offset ?? 0 }] };
}

function mark(el: { location?: { start: { offset: number } } }): Variant {
  return { text: ARGUMENT, spans: [{ at: 0, offset: el.location?.start.offset ?? 0 }] };
}

function mainVariant(ast: MessageFormatElement[]): Variant {
  let out = EMPTY;
  for (const el of ast) {
    if (el.type === TYPE.literal) out = join(out, literal(el));
    else if (el.type === TYPE.tag) out = join(out, mainVariant(el.children));
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      const option = el.options.other ?? Object.values(el.options)[0];
      if (option) out = join(out, mainVariant(option.value));
    } else out = join(out, mark(el));
  }
  return out;
}

function elementVariants(el: MessageFormatElement): Variant[] {
  if (el.type === TYPE.literal) return [literal(el)];
  if (el.type === TYPE.tag) return variants(el.children);
  if (el.type === TYPE.plural || el.type === TYPE.select) {
    return Object.values(el.options).flatMap((option) => variants(option.value));
  }
  return [mark(el)];
}

function variants(ast: MessageFormatElement[]): Variant[] {
  let out = [EMPTY];
  for (const el of ast) {
    const next = elementVariants(el);
    if (out.length * next.length <= MAX_VARIANTS) out = out.flatMap((a) => next.map((b) => join(a, b)));
    else {
      const n = Math.max(out.length, next.length);
      out = Array.from({ length: n }, (_, i) => join(out[i % out.length] as Variant, next[i % next.length] as Variant));
    }
  }
  return out;
}

/** Grapheme clusters, so "é" written as e + ◌́ and an emoji count as one character each. */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The length a visitor sees of one variant, each argument counted as `argumentLength` characters. */
export function renderedLength(variant: Variant, argumentLength: number): number {
  let length = 0;
  for (const { segment } of graphemes.segment(variant.text)) length += segment === ARGUMENT ? argumentLength : 1;
  return length;
}
