/**
 * A JSON reader that keeps what `JSON.parse` throws away: member order (even
 * for integer-like names, which objects reorder), duplicate names, and the
 * line and column of every value and of a syntax error. Columns count UTF-16
 * code units from 1, as editors and browsers do.
 */
export type JsonNode =
  | { kind: "object"; members: JsonMember[]; at: number }
  | { kind: "array"; items: JsonNode[]; at: number }
  | { kind: "string"; value: string; at: number }
  | { kind: "scalar"; value: number | boolean | null; at: number };

/** `at` is the offset of the name's opening quote, `node.at` that of the value. */
export interface JsonMember {
  name: string;
  at: number;
  node: JsonNode;
}

export class JsonSyntaxError extends SyntaxError {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(`${message} at line ${line}, column ${column}`);
    this.name = "JsonSyntaxError";
    this.line = line;
    this.column = column;
  }
}

const ESCAPES = new Map([
  ['"', '"'],
  ["\\", "\\"],
  ["/", "/"],
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "\t"],
]);
const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Parses JSON text (a leading BOM is allowed) into a tree with offsets; throws JsonSyntaxError. */
export function readJson(text: string): JsonNode {
  const reader = new Reader(text);
  reader.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  reader.space();
  const node = reader.value();
  reader.space();
  if (reader.pos < text.length) reader.fail("unexpected text after the JSON value");
  return node;
}

class Reader {
  pos = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  fail(message: string, at = this.pos): never {
    const { line, column } = lineColumn(this.text, at);
    throw new JsonSyntaxError(message, line, column);
  }

  space(): void {
    const t = this.text;
    let c = t.charCodeAt(this.pos);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++this.pos);
  }

  value(): JsonNode {
    const at = this.pos;
    const c = this.text[at];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return { kind: "string", value: this.string(), at };
    SCALAR.lastIndex = at;
    const match = SCALAR.exec(this.text);
    if (!match) this.fail(c === undefined ? "unexpected end of file" : `unexpected character ${JSON.stringify(c)}`);
    this.pos += match[0].length;
    return { kind: "scalar", value: JSON.parse(match[0]), at };
  }

  object(): JsonNode {
    const at = this.pos++;
    const members: JsonMember[] = [];
    this.space();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return { kind: "object", members, at };
    }
    for (;;) {
      this.space();
      if (this.text[this.pos] !== '"') this.fail("expected a member name in double quotes");
      const nameAt = this.pos;
      const name = this.string();
      this.space();
      if (this.text[this.pos++] !== ":") this.fail("expected : after the member name", this.pos - 1);
      this.space();
      members.push({ name, at: nameAt, node: this.value() });
      this.space();
      const next = this.text[this.pos++];
      if (next === "}") return { kind: "object", members, at };
      if (next !== ",") this.fail("expected , or } after a member", this.pos - 1);
    }
  }

  array(): JsonNode {
    const at = this.pos++;
    const items: JsonNode[] = [];
    this.space();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return { kind: "array", items, at };
    }
    for (;;) {
      this.space();
      items.push(this.value());
      this.space();
      const next = this.text[this.pos++];
      if (next === "]") return { kind: "array", items, at };
      if (next !== ",") this.fail("expected , or ] after an item", this.pos - 1);
    }
  }

  string(): string {
    const t = this.text;
    let out = "";
    let start = ++this.pos;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      if (c === 34) break;
      if (Number.isNaN(c)) this.fail("unterminated string");
      if (c < 32) this.fail("control character in a string (write \\n, \\t…)");
      if (c !== 92) {
        this.pos++;
        continue;
      }
      out += t.slice(start, this.pos);
      out += this.escape();
      start = this.pos;
    }
    out += t.slice(start, this.pos++);
    return out;
  }

  escape(): string {
    const e = this.text[this.pos + 1] ?? "";
    if (e === "u") {
      const hex = this.text.slice(this.pos + 2, this.pos + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail("invalid \\u escape");
      this.pos += 6;
      return String.fromCharCode(Number.parseInt(hex, 16));
    }
    const plain = ESCAPES.get(e);
    if (plain === undefined) this.fail(`invalid escape \\${e}`);
    this.pos += 2;
    return plain;
  }
}

/** 1-based line and column of an offset (`\n`, `\r\n` and `\r` end lines). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  return new LineIndex(text).at(offset);
}

/** Line starts of a text, built once, so positions of many values cost a binary search each. */
export class LineIndex {
  readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }

  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] as number) + 1 };
  }
}

/** The offset in a JSON file of character `index` of the string whose opening quote is at `quoteAt`. */
export function jsonSourceOffset(text: string, quoteAt: number, index: number): number {
  let pos = quoteAt + 1;
  for (let i = 0; i < index; i++) {
    if (text.charCodeAt(pos) !== 92) pos++;
    else pos += text[pos + 1] === "u" ? 6 : 2;
  }
  return pos;
}
