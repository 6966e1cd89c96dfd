/**
 * A piece of a message as the grid shows it: plain text, an ICU argument shown
 * as a chip, or the syntax of a plural or select around its branches (selectors
 * and branch braces). Joining every part's `raw` gives the message back.
 */
export type TextPart =
  | { kind: "text"; raw: string }
  | { kind: "syntax"; raw: string }
  | {
      kind: "arg";
      raw: string;
      /** The argument's name: `count` in `{count, number}`. */
      name: string;
      /** `number`, `date`, `time`, `plural`, `selectordinal`, `select`; empty for `{name}`. */
      type: string;
    };

/**
 * A message cut into text, argument chips and plural/select syntax, by a small
 * scanner that follows the parser's rules (@formatjs/icu-messageformat-parser,
 * which the grid's chunk must not import: decision 0043). `{name}`, `{n, number}`,
 * `{d, date, short}` are chips whole; of `{n, plural, … }` and `{g, select, … }`
 * the head (`{n, plural,`, with its `offset:1`) is the chip, the branches are
 * scanned in turn, `#` stays text. Apostrophes quote as ICU's do (`'{'` is a
 * literal brace, `''` an apostrophe). A text it cannot scan comes back as one
 * plain part: it never throws and never loses a character.
 */
export function splitArguments(text: string): TextPart[] {
  if (!text.includes("{")) return text ? [{ kind: "text", raw: text }] : [];
  const known = scanned.get(text);
  if (known) return known;
  const parts = scanArguments(text);
  // Cells re-render on every keystroke of a search: each text is scanned once while it is on screen.
  if (scanned.size >= SCANNED_LIMIT) scanned.delete(scanned.keys().next().value as string);
  scanned.set(text, parts);
  return parts;
}

const SCANNED_LIMIT = 2_000;
const scanned = new Map<string, TextPart[]>();

function scanArguments(text: string): TextPart[] {
  try {
    const scanner = new Scanner(text);
    scanner.message(0, "");
    if (scanner.at !== text.length) throw UNSCANNABLE;
    return scanner.parts;
  } catch {
    return [{ kind: "text", raw: text }];
  }
}

const UNSCANNABLE = new Error("not a message the chips can show");
/** Deeper nesting than any real message: shown as plain text rather than recursing on. */
const MAX_DEPTH = 32;
/** An argument name, selector or type, as the parser reads one. */
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;

/** ICU's Pattern_White_Space, the whitespace the parser skips inside braces. */
function isSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0x85 ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029
  );
}

class Scanner {
  at = 0;
  readonly parts: TextPart[] = [];

  constructor(private readonly s: string) {}

  /** Message text up to the end, or up to the `}` closing a branch (depth > 0). */
  message(depth: number, parent: string): void {
    if (depth > MAX_DEPTH) throw UNSCANNABLE;
    const { s } = this;
    let start = this.at;
    while (this.at < s.length) {
      const c = s[this.at];
      if (c === "'") this.quote(parent);
      else if (c === "{") {
        this.emit("text", start);
        this.argument(depth);
        start = this.at;
      } else if (c === "}" && depth > 0) break;
      else this.at++;
    }
    this.emit("text", start);
  }

  /** An apostrophe: `''`, a quoted run (to the next lone `'`, or the end), or a literal `'`. */
  private quote(parent: string): void {
    const { s } = this;
    const next = s[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return;
    }
    const quotes =
      next === "{" ||
      next === "}" ||
      next === "<" ||
      next === ">" ||
      (next === "#" && (parent === "plural" || parent === "selectordinal"));
    if (!quotes) {
      this.at++;
      return;
    }
    this.at += 2;
    while (this.at < s.length) {
      if (s[this.at] === "'") {
        if (s[this.at + 1] !== "'") {
          this.at++;
          return;
        }
        this.at++;
      }
      this.at++;
    }
  }

  /** `{name}`, `{name, type}`, `{name, type, style}` or a plural/select with its branches. */
  private argument(depth: number): void {
    const open = this.at;
    this.at++;
    this.space();
    const name = this.identifier();
    if (!name) throw UNSCANNABLE;
    this.space();
    if (this.eat("}")) {
      this.parts.push({ kind: "arg", raw: this.s.slice(open, this.at), name, type: "" });
      return;
    }
    if (!this.eat(",")) throw UNSCANNABLE;
    this.space();
    const type = this.identifier();
    if (type === "number" || type === "date" || type === "time") {
      this.space();
      if (this.eat(",")) {
        this.space();
        const style = this.at;
        this.style();
        if (!this.s.slice(style, this.at).trimEnd()) throw UNSCANNABLE;
      }
      if (!this.eat("}")) throw UNSCANNABLE;
      this.parts.push({ kind: "arg", raw: this.s.slice(open, this.at), name, type });
      return;
    }
    if (type !== "plural" && type !== "selectordinal" && type !== "select") throw UNSCANNABLE;
    this.space();
    if (!this.eat(",")) throw UNSCANNABLE;
    let head = this.at;
    this.space();
    let selector = this.identifier();
    if (type !== "select" && selector === "offset") {
      if (!this.eat(":")) throw UNSCANNABLE;
      this.space();
      this.integer();
      head = this.at;
      this.space();
      selector = this.identifier();
    }
    this.parts.push({ kind: "arg", raw: this.s.slice(open, head), name, type });
    this.branches(depth, type, selector, head);
  }

  /** The branches of a plural or select, `selector {message}` each, and its closing brace. */
  private branches(depth: number, type: string, first: string, from: number): void {
    const seen = new Set<string>();
    let selector = first;
    let syntax = from;
    for (;;) {
      if (!selector) {
        const start = this.at;
        if (type === "select" || !this.eat("=")) break;
        this.integer();
        selector = this.s.slice(start, this.at);
      }
      if (seen.has(selector)) throw UNSCANNABLE;
      seen.add(selector);
      this.space();
      if (!this.eat("{")) throw UNSCANNABLE;
      this.emit("syntax", syntax);
      this.message(depth + 1, type);
      syntax = this.at;
      if (!this.eat("}")) throw UNSCANNABLE;
      this.space();
      selector = this.identifier();
    }
    if (seen.size === 0 || !this.eat("}")) throw UNSCANNABLE;
    this.emit("syntax", syntax);
  }

  /** A number or date style (`short`, `::currency/EUR`): up to the first `}` not in quotes. */
  private style(): void {
    const { s } = this;
    while (this.at < s.length && s[this.at] !== "}") {
      if (s[this.at] === "'") {
        const close = s.indexOf("'", this.at + 1);
        if (close < 0) throw UNSCANNABLE;
        this.at = close;
      }
      this.at++;
    }
  }

  private integer(): void {
    const match = /[+-]?(\d+)/y;
    match.lastIndex = this.at;
    const found = match.exec(this.s);
    if (!found || !Number.isSafeInteger(Number(found[1]))) throw UNSCANNABLE;
    this.at += found[0].length;
  }

  private identifier(): string {
    IDENTIFIER.lastIndex = this.at;
    const name = IDENTIFIER.exec(this.s)?.[0] ?? "";
    this.at += name.length;
    return name;
  }

  private space(): void {
    while (this.at < this.s.length && isSpace(this.s.charCodeAt(this.at))) this.at++;
  }

  private eat(char: string): boolean {
    if (this.s[this.at] !== char) return false;
    this.at++;
    return true;
  }

  /** The text from `start` to here as a part of `kind`, joined to a previous part of the same kind. */
  private emit(kind: "text" | "syntax", start: number): void {
    if (this.at <= start) return;
    const raw = this.s.slice(start, this.at);
    const last = this.parts[this.parts.length - 1];
    if (last?.kind === kind) last.raw += raw;
    else this.parts.push({ kind, raw });
  }
}
