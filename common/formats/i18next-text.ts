import { escapeLiteral, tagPositions } from "./icu-literal.ts";

/**
 * One i18next string as ICU text: `{{x}}` and `{{ x }}` become `{x}`,
 * `{{x, number}}` `{x, number}`, `{{x, datetime}}` `{x, date}`; `$t(key)` is
 * inlined through `nested`; characters that mean something in ICU (`{`, `}`,
 * `'`, and `#` inside a plural branch) are quoted so the text reads the same
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export interface Converted {
  text: string;
  /** Why the text could not be converted safely: the entry is flagged invalid. */
  errors: string[];
  /** Converted, but with a loss worth a look. */
  warnings: string[];
}

export interface ConvertContext {
  inPlural: boolean;
  /** The raw i18next text of a plain message of the same file, or undefined. */
  nested: (key: string) => string | undefined;
  depth?: number;
}

const ARGUMENT_NAME = /^[\p{L}\p{N}_]+$/u;
const FORMATS = new Map([
  ["number", "number"],
  ["datetime", "date"],
]);
const MAX_NESTING = 5;
/** The argument of the plurals made from i18next families (`{count, plural, …}`). */
export const PLURAL_ARGUMENT = "count";

export function convertI18nextText(raw: string, context: ConvertContext): Converted {
  const out: Converted = { text: "", errors: [], warnings: [] };
  const tags = tagPositions(raw);
  let pos = 0;
  while (pos < raw.length) {
    const open = nextToken(raw, pos);
    const from = pos;
    out.text += escapeLiteral(raw.slice(pos, open), context.inPlural, (i) => tags.has(from + i));
    if (open >= raw.length) break;
    pos = raw.startsWith("{{", open) ? placeholder(raw, open, out, context.inPlural) : nesting(raw, open, out, context);
  }
  return out;
}

function nextToken(raw: string, from: number): number {
  const a = raw.indexOf("{{", from);
  const b = raw.indexOf("$t(", from);
  if (a < 0 && b < 0) return raw.length;
  if (a < 0) return b;
  return b < 0 ? a : Math.min(a, b);
}

function placeholder(raw: string, open: number, out: Converted, inPlural: boolean): number {
  const close = raw.indexOf("}}", open + 2);
  const nextOpen = raw.indexOf("{{", open + 2);
  if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
    out.errors.push(`the placeholder at character ${open + 1} has no closing }}`);
    out.text += escapeLiteral(raw.slice(open, open + 2), false);
    return open + 2;
  }
  const inner = raw
    .slice(open + 2, close)
    .trim()
    .replace(/^-\s*/, "");
  const comma = inner.indexOf(",");
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const format = comma < 0 ? "" : inner.slice(comma + 1).trim();
  if (!ARGUMENT_NAME.test(name)) {
    out.errors.push(`{{${inner}}}: ${JSON.stringify(name)} cannot be an ICU argument name`);
    out.text += escapeLiteral(raw.slice(open, close + 2), false);
    return close + 2;
  }
  const icuFormat = FORMATS.get(format);
  if (format && !icuFormat) out.warnings.push(`{{${inner}}}: the format ${JSON.stringify(format)} was dropped`);
  // In a plural branch `#` is the plural's count formatted as a number: what our export writes as {{count, number}}.
  if (inPlural && name === PLURAL_ARGUMENT && icuFormat === "number") out.text += "#";
  else out.text += icuFormat ? `{${name}, ${icuFormat}}` : `{${name}}`;
  return close + 2;
}

function nesting(raw: string, open: number, out: Converted, context: ConvertContext): number {
  const close = raw.indexOf(")", open);
  const end = close < 0 ? raw.length : close + 1;
  const call = raw.slice(open, end);
  const key = close < 0 ? "" : raw.slice(open + 3, close).trim();
  const target = /^[^,{}]+$/.test(key) && (context.depth ?? 0) < MAX_NESTING ? context.nested(key) : undefined;
  if (target === undefined) {
    out.errors.push(`${call} cannot be resolved: nest only plain messages of the same file, without options`);
    out.text += escapeLiteral(call, context.inPlural);
    return end;
  }
  const inner = convertI18nextText(target, { ...context, depth: (context.depth ?? 0) + 1 });
  out.text += inner.text;
  out.errors.push(...inner.errors);
  out.warnings.push(...inner.warnings);
  return end;
}
