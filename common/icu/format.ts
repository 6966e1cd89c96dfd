import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import type { CompiledBundle, CompiledMessage } from "./types.ts";

/**
 * The public run time of ICU messages: formats the ASTs that publishing compiled
 * (common/icu/compile.ts). It never parses, so the parser stays out of public
 * JavaScript (docs/decisions/0036-icu-messages.md); the only runtime imports
 * here are intl-messageformat's formatter and `Intl`.
 */

export type FormatValues = Record<string, unknown>;
/** A rich-text tag: its formatted children in, an element (or text) out. */
export type TagFunction<T> = (chunks: Array<string | T>) => T | string | Array<string | T>;

/**
 * Dates are formatted in UTC unless a format names a time zone: the worker runs in UTC
 * and the browser in the visitor's zone, and the two must render the same text, or
 * hydration would not match.
 */
export const MESSAGE_TIME_ZONE = "UTC";

/** Tag names of `TYPE.tag` (8), found through plurals and selects (5, 6). */
function tagNames(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === 8) {
      out.add(el.value);
      tagNames(el.children, out);
    } else if (el.type === 5 || el.type === 6) {
      for (const option of Object.values(el.options)) tagNames(option.value, out);
    }
  }
  return out;
}

/** A tag nobody gave a function for renders its children as text, never as markup. */
const asText = (chunks: unknown[]) => chunks;

function memo<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const id = JSON.stringify(args);
    let hit = cache.get(id);
    if (hit === undefined) {
      hit = create(...args);
      cache.set(id, hit);
    }
    return hit;
  };
}

/** `Intl` formatters are costly to build: one per (locale, options), shared by every message. */
const formatters: Formatters = {
  getNumberFormat: memo((locales, options) => new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions)),
  getDateTimeFormat: memo(
    (locales, options) => new Intl.DateTimeFormat(locales, { timeZone: MESSAGE_TIME_ZONE, ...options }),
  ),
  getPluralRules: memo((locales, options) => new Intl.PluralRules(locales, options)),
};

interface Prepared {
  format: IntlMessageFormat;
  tags: Record<string, typeof asText>;
}

/** Formatters per (bundle, language tag, key): bundles are immutable once published. */
const prepared = new WeakMap<CompiledBundle, Map<string, Prepared>>();

function prepare(bundle: CompiledBundle, tag: string, key: string, ast: MessageFormatElement[]): Prepared {
  let byKey = prepared.get(bundle);
  if (!byKey) {
    byKey = new Map();
    prepared.set(bundle, byKey);
  }
  const id = `${tag}\u0000${key}`;
  let entry = byKey.get(id);
  if (!entry) {
    const tags = Object.fromEntries([...tagNames(ast)].map((name) => [name, asText]));
    entry = { format: new IntlMessageFormat(ast, tag, undefined, { formatters }), tags };
    byKey.set(id, entry);
  }
  return entry;
}

/**
 * Formats the message `key` of `bundle` in the language `tag` into parts: strings and
 * whatever the tag functions in `values` return. Throws when a value the message
 * needs is missing (the translator then falls back).
 */
export function formatParts<T = never>(
  bundle: CompiledBundle,
  tag: string,
  key: string,
  message: CompiledMessage,
  values?: FormatValues,
): Array<string | T> {
  if (typeof message === "string") return [message];
  const { format, tags } = prepare(bundle, tag, key, message);
  const all: FormatValues = Object.assign(Object.create(null), tags, values);
  // Values are checked by the message at run time, not by a per-message type.
  const run = format.format as unknown as (values: FormatValues) => string | T | Array<string | T>;
  const out = run(all);
  return Array.isArray(out) ? out : [out as string | T];
}

/** The parts as one string (tags contribute their children's text). */
export function formatText(
  bundle: CompiledBundle,
  tag: string,
  key: string,
  message: CompiledMessage,
  values?: FormatValues,
): string {
  return formatParts<unknown>(bundle, tag, key, message, values)
    .map((part) => (typeof part === "string" ? part : String(part)))
    .join("");
}
