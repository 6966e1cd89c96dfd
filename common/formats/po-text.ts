import { escapeLiteral, tagPositions } from "./icu-literal.ts";

/**
 * The text of a foreign PO file (plain text with gettext placeholders) as ICU:
 * - in an entry flagged `c-format`, `python-format` or `php-format`, `%%` is `%`;
 *   `%(name)s` / `%(name)d` become `{name}`; `%s`, `%d`, `%u`, `%i`, `%c` (with a length
 *   modifier such as `%lu` too) become `{1}`, `{2}`… by position, and `%2$u` becomes `{2}`,
 *   so a translation that reorders its arguments keeps them apart. A conversion with a width,
 *   precision or flag (`%5d`, `%.1f`), or another type (`%x`, `%f`), cannot become an ICU
 *   argument without losing its format: it stays as literal text, with a `po-placeholder` warning;
 * - `{name}` and `{0}` (python-brace-format, and ICU tools' simple arguments) are ICU already,
 *   unless the entry is flagged `no-python-brace-format`; in a python-brace-format entry `{{`
 *   and `}}` are literal braces;
 * - in a plural branch, the placeholder that is the plural's number becomes `#`;
 * - everything else is literal text, quoted through common/formats/icu-literal.ts.
 */
export interface IcuText {
  text: string;
  /** Index in the PO string of each character of `text`. */
  origins: number[];
  problems: { code: string; message: string; at: number }[];
}

const PERCENT_FLAGS = ["c-format", "python-format", "php-format"];
const PRINTF =
  /%(?:\(([^)\s]{1,64})\)|(\d+)\$)?([-+ #0']*)(\d+|\*)?(?:\.(\d+|\*))?(hh|h|ll|l|L|q|j|z|Z|t)?([diouxXeEfFgGaAcsprn%])/y;
const BRACE = /\{([\p{L}_][\p{L}\p{N}_]*|\d+)\}/uy;
const SIMPLE_TYPES = new Set(["d", "i", "u", "s", "c", "r"]);

interface Placeholder {
  at: number;
  end: number;
  /** The ICU argument, or null: literal text. */
  name: string | null;
  literal?: string;
}

/** The placeholders of a text in order: the arguments they name (`count`, `1`). */
export function placeholderNames(raw: string, flags: ReadonlySet<string>): string[] {
  return placeholders(raw, flags)
    .map((p) => p.name)
    .filter((n): n is string => n !== null);
}

export function poTextToIcu(raw: string, flags: ReadonlySet<string>, pluralNumber?: string | null): IcuText {
  const inPlural = pluralNumber !== undefined;
  const tags = tagPositions(raw);
  const out: IcuText = { text: "", origins: [], problems: [] };
  const literal = (from: number, to: number) => {
    if (to <= from) return;
    const piece = escapeLiteral(raw.slice(from, to), inPlural, (i) => tags.has(from + i));
    out.text += piece;
    for (let j = 0; j < piece.length; j++) out.origins.push(from + Math.min(j, to - from - 1));
  };
  let pos = 0;
  for (const p of placeholders(raw, flags)) {
    literal(pos, p.at);
    if (p.name === null) {
      if (p.literal === undefined) {
        const written = raw.slice(p.at, p.end);
        out.problems.push({
          code: "po-placeholder",
          message: `${written} cannot become an ICU argument: kept as text`,
          at: p.at,
        });
        literal(p.at, p.end);
      } else {
        const piece = escapeLiteral(p.literal, inPlural);
        out.text += piece;
        for (let j = 0; j < piece.length; j++) out.origins.push(p.at);
      }
    } else {
      const piece = inPlural && p.name === pluralNumber ? "#" : `{${p.name}}`;
      out.text += piece;
      for (let j = 0; j < piece.length; j++) out.origins.push(p.at);
    }
    pos = p.end;
  }
  literal(pos, raw.length);
  return out;
}

function placeholders(raw: string, flags: ReadonlySet<string>): Placeholder[] {
  const percent = PERCENT_FLAGS.some((f) => flags.has(f));
  const braces = !flags.has("no-python-brace-format");
  const doubled = flags.has("python-brace-format");
  const found: Placeholder[] = [];
  let next = 1;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === "%" && percent) {
      PRINTF.lastIndex = i;
      const m = PRINTF.exec(raw);
      if (!m) continue;
      const [all, named, position, flagChars, width, precision, , type] = m;
      const end = i + all.length;
      if (type === "%") found.push({ at: i, end, name: null, literal: "%" });
      else if (flagChars || width || precision || !SIMPLE_TYPES.has(type as string)) {
        found.push({ at: i, end, name: null });
        if (!named && !position) next++;
      } else found.push({ at: i, end, name: named ?? position ?? String(next++) });
      i = end - 1;
    } else if ((c === "{" || c === "}") && doubled && raw[i + 1] === c) {
      found.push({ at: i, end: i + 2, name: null, literal: c });
      i++;
    } else if (c === "{" && braces) {
      BRACE.lastIndex = i;
      const m = BRACE.exec(raw);
      if (!m) continue;
      found.push({ at: i, end: i + m[0].length, name: m[1] as string });
      i += m[0].length - 1;
    }
  }
  return found;
}
