import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { tagNameOf } from "./android-tags.ts";
import { escapeLiteral } from "./icu-literal.ts";
import type { XmlElement, XmlText } from "./xml.ts";
import { xmlTextOffset } from "./xml-text.ts";

/**
 * The value of an Android `<string>` or `<item>` as ICU (docs/decisions/0093-android-resources.md),
 * read as aapt2 reads it: `\'` `\"` `\\` `\@` `\?` `\n` `\t` `\uXXXX` are escapes; an unescaped `"`
 * quotes (whitespace kept inside, not written); outside quotes whitespace runs are one space and the
 * ends are trimmed; an unescaped apostrophe outside quotes is an error (aapt2 refuses it); an
 * unescaped `@` or `?` first makes the value a resource reference. CDATA is text like any other.
 * Child elements (`<b>`, `<xliff:g id="…">`) are ICU tags (./android-tags.ts). Format specifiers
 * become ICU arguments that write back to the same characters: `%1$s` → `{1}`, `%2$d` →
 * `{2, number, integer}`, `%1$.2f` → `{1, number, ::.00}`, and without a position the n-th
 * specifier is `argN` (`%s` → `{arg1}`, `%d` → `{arg1, number, integer}`); in a plural item the
 * first `%d` is the count, ICU's `#`. A `{…}` that is one ICU element stays ICU (`icuElementEnd`). Anything else that
 * starts with `%` (`%%`, `%n`, `%x`, `%5d`, `%,d`, `%f`) stays literal text, as do all of them
 * under `formatted="false"`.
 */
export interface AndroidText {
  text: string;
  /** The file offset of each character of `text`. */
  origins: number[];
  reference: boolean;
  error: { message: string; at: number } | null;
}

interface Char {
  c: string;
  at: number;
  escaped: boolean;
}
type Piece = { kind: "chars"; chars: Char[] } | { kind: "tag"; name: string; at: number };

const ESCAPES: Record<string, string> = { n: "\n", t: "\t" };
const SPACE = /[ \t\n\r]/;
const PRINTF = /%(?:([1-9]\d*)\$)?([-#+ 0,(]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/y;

class Reader {
  readonly pieces: Piece[] = [];
  quoted = false;
  pending: number | null = null;
  error: AndroidText["error"] = null;

  readonly file: string;
  constructor(file: string) {
    this.file = file;
  }

  private flushSpace() {
    if (this.pending !== null && this.pieces.length > 0)
      this.chars().push({ c: " ", at: this.pending, escaped: false });
    this.pending = null;
  }

  private chars(): Char[] {
    const last = this.pieces.at(-1);
    if (last?.kind === "chars") return last.chars;
    const piece: Piece = { kind: "chars", chars: [] };
    this.pieces.push(piece);
    return piece.chars;
  }

  push(c: string, at: number, escaped: boolean) {
    this.flushSpace();
    this.chars().push({ c, at, escaped });
  }

  tag(name: string, at: number) {
    this.flushSpace();
    this.pieces.push({ kind: "tag", name, at });
  }

  text(node: XmlText) {
    const v = node.value;
    const at = (i: number) => xmlTextOffset(this.file, node, i);
    for (let i = 0; i < v.length; i++) {
      const c = v[i] as string;
      if (c === "\\" && i + 1 < v.length) {
        const next = v[i + 1] as string;
        const hex = next === "u" ? /^[0-9a-fA-F]{4}/.exec(v.slice(i + 2))?.[0] : undefined;
        const char = hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (ESCAPES[next] ?? next);
        this.push(char, at(i), true);
        i += hex ? 5 : 1;
      } else if (c === '"') this.quoted = !this.quoted;
      else if (!this.quoted && SPACE.test(c)) this.pending ??= at(i);
      else {
        if (c === "'" && !this.quoted)
          this.error ??= { message: "an apostrophe must be escaped (\\') or quoted", at: at(i) };
        this.push(c, at(i), false);
      }
    }
  }

  element(element: XmlElement) {
    for (const child of element.children) {
      if (child.type === "text") this.text(child);
      else {
        const name = tagNameOf({ name: child.name, attributes: [...child.attributes] });
        this.tag(name, child.at);
        this.element(child);
        this.tag(`/${name}`, child.at);
      }
    }
  }
}

/** The ICU text of an element's content; `inPlural` quotes `#`, `formatted` false keeps `%…` literal. */
export function androidToIcu(file: string, element: XmlElement, inPlural: boolean, formatted = true): AndroidText {
  const reader = new Reader(file);
  reader.element(element);
  const first = reader.pieces[0];
  const head = first?.kind === "chars" ? first.chars[0] : undefined;
  const reference = head !== undefined && !head.escaped && (head.c === "@" || head.c === "?");
  const out: AndroidText = { text: "", origins: [], reference, error: reader.error };
  const put = (piece: string, at: (j: number) => number) => {
    out.text += piece;
    for (let j = 0; j < piece.length; j++) out.origins.push(at(j));
  };
  let ordinal = 0;
  for (const piece of reader.pieces) {
    if (piece.kind === "tag") {
      put(`<${piece.name}>`, () => piece.at);
      continue;
    }
    const s = piece.chars.map((ch) => ch.c).join("");
    const origin = (i: number) => piece.chars[Math.min(i, piece.chars.length - 1)]?.at ?? 0;
    let from = 0;
    const literal = (to: number) => {
      if (to <= from) return;
      const start = from;
      const escaped = escapeLiteral(s.slice(from, to), inPlural);
      put(escaped, (j) => origin(start + Math.min(j, to - start - 1)));
    };
    for (let i = 0; i < s.length; i++) {
      if (s[i] === "{" && !piece.chars[i]?.escaped) {
        const end = icuElementEnd(s, i);
        if (end > i) {
          literal(i);
          put(s.slice(i, end), (j) => origin(i + j));
          from = end;
          i = end - 1;
        }
        continue;
      }
      if (s[i] !== "%") continue;
      PRINTF.lastIndex = i;
      const m = PRINTF.exec(s);
      if (!m) continue;
      const [all, position, flags, width, precision, type] = m;
      if (!position && type !== "%" && type !== "n") ordinal++;
      const count = inPlural && ordinal === 1 && !position && type === "d" && !flags && !width && !precision;
      const argument =
        !formatted || flags || width ? null : count ? "#" : argumentOf(position ?? `arg${ordinal}`, type, precision);
      if (argument) {
        literal(i);
        put(argument, () => origin(i));
        from = i + all.length;
      }
      i += all.length - 1;
    }
    literal(s.length);
  }
  return out;
}

function argumentOf(name: string, type: string | undefined, precision: string | undefined): string | null {
  if (type === "s" && precision === undefined) return `{${name}}`;
  if (type === "d" && precision === undefined) return `{${name}, number, integer}`;
  if (type === "f" && precision !== undefined && /^[1-9]$|^1[0-5]$/.test(precision)) {
    return `{${name}, number, ::.${"0".repeat(Number(precision))}}`;
  }
  return null;
}

/**
 * Where a `{…}` starting at `start` ends when it is one ICU element (an argument, a number, a date,
 * a select, a plural): Android has no braces of its own, so such a span is what an ICU message
 * exported to Android held (or java.text.MessageFormat's `{0}`), and is read back as ICU. -1 else.
 */
function icuElementEnd(s: string, start: number): number {
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === "{") depth++;
    else if (s[i] === "}" && --depth === 0) {
      try {
        const ast = parse(s.slice(start, i + 1), { requiresOtherClause: false });
        return ast.length === 1 && ast[0]?.type !== TYPE.literal ? i + 1 : -1;
      } catch {
        return -1;
      }
    }
  }
  return -1;
}
