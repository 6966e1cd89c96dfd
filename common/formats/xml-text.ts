/** Character references and escaping of XML text (XML 1.0 §2.4, §2.11, §3.3.3, §4.1, §4.6). */

/** A refusal of the XML reader, at an offset of the file. */
export class XmlSyntaxError extends SyntaxError {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.name = "XmlSyntaxError";
    this.offset = offset;
  }
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const REFERENCE = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z_:][\w.:-]*))?;?/y;

/** XML 1.0's Char production: what a character reference may name. */
function isXmlChar(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code >= 0x20 && code <= 0xd7ff) return true;
  return (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/**
 * The characters of `text` from `start` to `end` with references replaced and line ends made
 * `\n`; in an attribute value, tabs and line ends also become spaces (§3.3.3). Throws on any
 * entity but the five predefined ones, so none is ever expanded.
 */
export function decodeReferences(text: string, start: number, end: number, attribute: boolean): string {
  let out = "";
  let pos = start;
  while (pos < end) {
    const c = text[pos] as string;
    if (c === "&") {
      const [char, length] = reference(text, pos);
      out += char;
      pos += length;
    } else if (c === "\r") {
      out += attribute ? " " : "\n";
      pos += text[pos + 1] === "\n" ? 2 : 1;
    } else {
      out += attribute && (c === "\n" || c === "\t") ? " " : c;
      pos++;
    }
  }
  return out;
}

function reference(text: string, at: number): [string, number] {
  REFERENCE.lastIndex = at;
  const m = REFERENCE.exec(text) as RegExpExecArray;
  const [all, hex, decimal, name] = m;
  if (!all.endsWith(";") || all.length === 2) {
    throw new XmlSyntaxError('a bare "&" (write &amp;) or a reference without ";"', at);
  }
  if (name !== undefined) {
    const char = PREDEFINED[name];
    if (char === undefined || !Object.hasOwn(PREDEFINED, name)) {
      throw new XmlSyntaxError(`the entity &${name}; is not allowed (only &amp; &lt; &gt; &quot; &apos;)`, at);
    }
    return [char, all.length];
  }
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
  if (!isXmlChar(code)) throw new XmlSyntaxError(`${all} is not a character XML allows`, at);
  return [String.fromCodePoint(code), all.length];
}

/**
 * The offset in the file of character `index` of a text node's value (the value's end maps to
 * the node's end): references and CRLF take more file characters than they give.
 */
export function xmlTextOffset(text: string, node: { start: number; end: number }, index: number): number {
  let pos = node.start;
  for (let i = 0; i < index && pos < node.end; i++) {
    if (text[pos] === "&") {
      const semicolon = text.indexOf(";", pos);
      const code = text.codePointAt(pos + 1) === 0x23 ? refCode(text.slice(pos + 2, semicolon)) : 0;
      if (code > 0xffff) i++;
      pos = semicolon + 1;
    } else pos += text[pos] === "\r" && text[pos + 1] === "\n" ? 2 : 1;
  }
  return Math.min(pos, node.end);
}

function refCode(digits: string): number {
  return digits.startsWith("x") ? Number.parseInt(digits.slice(1), 16) : Number(digits);
}

/**
 * Text as element content: `&`, `<` and `>` (so `]]>` never appears) are escaped, and a
 * carriage return is written as a reference, since a reader turns a raw one into `\n`.
 */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>\r]/g, (c) => ESCAPES[c] as string);
}

/** Text as a double-quoted attribute value: also `"`, and tabs and newlines, which a reader would make spaces. */
export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<>"\r\n\t]/g, (c) => ESCAPES[c] as string);
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\r": "&#13;",
  "\n": "&#10;",
  "\t": "&#9;",
};
