/** C escapes of PO strings (what GNU gettext's `po-lex.c` accepts). */
const SIMPLE: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  a: "\u0007",
  '"': '"',
  "\\": "\\",
  "'": "'",
  "?": "?",
};
const OCTAL = /[0-7]{1,3}/y;
const HEX = /x([0-9a-fA-F]{1,2})/y;
const UTF8 = new TextDecoder("utf-8");

export type ReadString = { value: string; offsets: number[] } | { error: string; offset: number };

/**
 * The quoted string whose opening quote is at `at`, ending before `lineEnd`. Octal and hex
 * escapes are bytes: consecutive ones are decoded together as UTF-8 (`\303\251` is é).
 */
export function readPoString(text: string, at: number, lineEnd: number): ReadString {
  let value = "";
  const offsets: number[] = [];
  let bytes: number[] = [];
  let bytesAt = at;
  const flush = () => {
    if (bytes.length === 0) return;
    const decoded = UTF8.decode(new Uint8Array(bytes));
    value += decoded;
    for (let i = 0; i < decoded.length; i++) offsets.push(bytesAt);
    bytes = [];
  };
  let pos = at + 1;
  while (pos < lineEnd) {
    const c = text[pos] as string;
    if (c === '"') {
      flush();
      const after = text.slice(pos + 1, lineEnd).replace(/\r$/, "");
      if (after.trim() !== "") return { error: "unexpected text after the closing quote", offset: pos + 1 };
      return { value, offsets };
    }
    if (c !== "\\") {
      flush();
      value += c;
      offsets.push(pos++);
      continue;
    }
    const e = text[pos + 1] ?? "";
    const simple = SIMPLE[e];
    if (simple !== undefined) {
      flush();
      value += simple;
      offsets.push(pos);
      pos += 2;
      continue;
    }
    const byte = readByte(text, pos + 1);
    if (!byte) return { error: `invalid escape \\${e}`, offset: pos };
    if (bytes.length === 0) bytesAt = pos;
    bytes.push(byte.value);
    pos = byte.end;
  }
  return { error: "unterminated string (a closing quote is missing on this line)", offset: at };
}

function readByte(text: string, at: number): { value: number; end: number } | null {
  OCTAL.lastIndex = at;
  const octal = OCTAL.exec(text);
  if (octal) return { value: Number.parseInt(octal[0], 8) & 0xff, end: at + octal[0].length };
  HEX.lastIndex = at;
  const hex = HEX.exec(text);
  if (hex) return { value: Number.parseInt(hex[1] as string, 16), end: at + hex[0].length };
  return null;
}

/** A text as a PO string body: the escapes our export writes (`\\ \" \n \t \r`, other controls in octal). */
export function escapePoString(value: string): string {
  let out = "";
  for (const c of value) {
    const code = c.charCodeAt(0);
    if (c === "\\" || c === '"') out += `\\${c}`;
    else if (c === "\n") out += "\\n";
    else if (c === "\t") out += "\\t";
    else if (c === "\r") out += "\\r";
    else if (code < 0x20 || code === 0x7f) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += c;
  }
  return out;
}
