import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { escapeLiteral, tagPositions } from "./icu-literal.ts";

/**
 * Apple's printf format specifiers (`%@`, `%lld`, `%d`, `%.1f`, positional `%2$@`) as ICU
 * arguments and back (docs/decisions/0092-apple-string-catalogs.md). The name is the argument's
 * number, then its conversion when that is not `@`: `%@` → `{arg1}`, `%lld` → `{arg1_lld}`,
 * `%2$@` → `{arg2}`, `%.1f` → `{arg1__1f}` (`.` is written `_`, any other character that an ICU
 * name cannot hold as `x` and two hex digits). The number is the position (`%2$@`) or the
 * specifier's place among the unnumbered ones, so a translation that reorders its arguments with
 * positions keeps the names of the source, which the checks compare. `%%` is a `%`, and a `%`
 * that starts no specifier stays as it is; written back, a `%` is `%%` in a string with
 * specifiers and wherever it would start one (`100%% sure`, `%%1$u`).
 */
const SPECIFIER =
  /%(?:(\d+)\$)?([-+ 0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA])/y;
const SUBSTITUTION = /%#@([^@\s]+)@/y;
const NAME = /^arg(\d+)(?:_([A-Za-z0-9_]+))?$/;
const INTEGER = /[dDiuUxXoOc]$/;

/** A specifier's body (`lld`, `@`, `.1f`) as the rest of an ICU name. */
function encodeBody(body: string): string {
  if (body === "@") return "";
  let out = "_";
  for (const c of body) {
    if (/[A-Za-z0-9]/.test(c)) out += c;
    else if (c === ".") out += "_";
    else out += `x${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
  }
  return out;
}

function decodeBody(code: string | undefined): string {
  if (code === undefined) return "@";
  return code.replaceAll(/x([0-9a-f]{2})(?=.)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export const argumentName = (n: number, body: string) => `arg${n}${encodeBody(body)}`;

/** `{number, body}` of an ICU name written by `argumentName`, else null (a name of the product's own). */
export function specifierOf(name: string): { n: number; body: string } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  return { n: Number(m[1]), body: decodeBody(m[2]?.replaceAll("_", ".")) };
}

export const isIntegerBody = (body: string) => INTEGER.test(body);

export interface AppleTextOptions {
  /** In a plural branch: `#` is quoted. */
  inPlural: boolean;
  /** A substitution's ICU (`%#@name@`), or null when the file has no such substitution (kept as text). */
  substitution?: (name: string) => string | null;
  /** In a substitution's variation: the ICU name `%arg` stands for. */
  arg?: string;
}

/** One Apple string (a `stringUnit` value) as ICU message text. */
export function appleToIcu(raw: string, options: AppleTextOptions): string {
  const tags = tagPositions(raw);
  let out = "";
  let from = 0;
  let sequential = 0;
  const literal = (to: number) => {
    if (to > from) out += escapeLiteral(raw.slice(from, to), options.inPlural, (i) => tags.has(from + i));
  };
  for (let i = raw.indexOf("%"); i >= 0 && i < raw.length; i = raw.indexOf("%", i)) {
    if (raw[i + 1] === "%") {
      // printf's `%%` is one `%`.
      literal(i + 1);
      from = i += 2;
      continue;
    }
    const found = token(raw, i, options, () => ++sequential);
    if (!found) {
      i++;
      continue;
    }
    literal(i);
    out += found.icu;
    from = i = found.end;
  }
  literal(raw.length);
  return out;
}

function token(raw: string, at: number, options: AppleTextOptions, next: () => number) {
  SUBSTITUTION.lastIndex = at;
  const sub = SUBSTITUTION.exec(raw);
  if (sub) {
    // `%#@name@` without its substitution is text; the sticky index is read before recursing.
    const end = at + sub[0].length;
    const icu = options.substitution?.(sub[1] as string) ?? null;
    return { icu: icu ?? escapeLiteral(sub[0], options.inPlural), end };
  }
  if (options.arg && raw.startsWith("%arg", at)) return { icu: `{${options.arg}}`, end: at + 4 };
  SPECIFIER.lastIndex = at;
  const m = SPECIFIER.exec(raw);
  if (!m) return null;
  const n = m[1] ? Number(m[1]) : next();
  return { icu: `{${argumentName(n, m[2] as string)}}`, end: SPECIFIER.lastIndex };
}

const ANY_SPECIFIER = new RegExp(`${SUBSTITUTION.source}|${SPECIFIER.source}`, "g");

/**
 * A value the export wrote as ICU because a catalog cannot say it (`{count, plural, … #…}`, an
 * argument of the product's own name): valid ICU with an argument or a plural in it, or without
 * a specifier and with ICU quoting that changes what it reads as. Such a value is read as it is,
 * so the round trip holds; an Apple string such as `{Demo}` reads so too (decision 0092).
 */
export function readsAsIcu(raw: string): boolean {
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(raw, { requiresOtherClause: false });
  } catch {
    return false;
  }
  // An argument or a plural is ICU whatever else the text holds (`100% sure` is no specifier there).
  if (ast.some((el) => el.type !== TYPE.literal && el.type !== TYPE.tag && el.type !== TYPE.pound)) return true;
  ANY_SPECIFIER.lastIndex = 0;
  if (ANY_SPECIFIER.test(raw)) return false;
  const [only, ...rest] = ast;
  return ast.length > 0 && !(rest.length === 0 && only?.type === TYPE.literal && only.value === raw);
}

/** A `%` at `at` of `text` that a reader would take for a specifier or `%%`. */
export function startsSpecifier(text: string, at: number): boolean {
  if (text[at + 1] === "%") return true;
  for (const re of [SUBSTITUTION, SPECIFIER]) {
    re.lastIndex = at;
    if (re.test(text)) return true;
  }
  return text.startsWith("%arg", at);
}

/** The specifier of the argument `n` with `body`, numbered (`%2$@`) or not (`%@`). */
export const specifier = (n: number, body: string, positional: boolean) => `%${positional ? `${n}$` : ""}${body}`;
