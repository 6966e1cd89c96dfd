import { decodeReferences, XmlSyntaxError } from "./xml-text.ts";

/**
 * A small XML reader for translation files (XLIFF, TMX): elements with their attributes, text and
 * CDATA, each with its offset in the file. It is safe by refusal: a DOCTYPE, any entity other than
 * the five predefined ones and character references, and processing instructions other than the
 * XML declaration are errors, so nothing is ever expanded or fetched (no XXE, no billion laughs).
 * Namespaces stay plain prefixed names (`xml:lang`). Offsets count UTF-16 code units.
 */
export { XmlSyntaxError } from "./xml-text.ts";

export interface XmlElement {
  type: "element";
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: XmlNode[];
  /** Offset of the `<` of the start tag. */
  at: number;
}

/** Text or CDATA; `start`/`end` delimit its raw characters in the file, for xmlTextOffset. */
export interface XmlText {
  type: "text";
  value: string;
  start: number;
  end: number;
  cdata: boolean;
}

export type XmlNode = XmlElement | XmlText;

export interface XmlOptions {
  /**
   * Accept a DOCTYPE that only names an external DTD (`<!DOCTYPE tmx SYSTEM "tmx14.dtd">`): it is
   * skipped, never fetched, and one with an internal subset (`[`, where entities are declared)
   * is still refused. TMX files carry one by habit.
   */
  externalDoctype?: boolean;
}

/** Nesting beyond this is refused, so walkers that recurse can never overflow the stack. */
const MAX_DEPTH = 200;
const NAME = /[A-Za-z_:\u00c0-\uffff][\w.:\u00b7\u00c0-\uffff-]*/y;
const SPACE = /[ \t\r\n]*/y;
const ATTRIBUTE_VALUE = /"([^"]*)"|'([^']*)'/y;
const DECLARATION = /<\?xml[ \t\r\n][^?]*\?>/y;
const EXTERNAL_DOCTYPE = /<!DOCTYPE[ \t\r\n]+[^[>]*>/y;

/** Reads a whole document; throws XmlSyntaxError (with the offset) on anything it refuses. */
export function readXml(text: string, options: XmlOptions = {}): XmlElement {
  return new Reader(text, options).document();
}

class Reader {
  pos = 0;
  readonly text: string;
  readonly options: XmlOptions;
  constructor(text: string, options: XmlOptions) {
    this.text = text;
    this.options = options;
  }

  fail(message: string, at = this.pos): never {
    throw new XmlSyntaxError(message, at);
  }

  match(re: RegExp): string | null {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m) return null;
    this.pos = re.lastIndex;
    return m[0];
  }

  document(): XmlElement {
    if (this.text.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.match(DECLARATION);
    let root: XmlElement | null = null;
    while (true) {
      this.match(SPACE);
      if (this.pos >= this.text.length) break;
      if (this.text.startsWith("<!--", this.pos)) this.comment();
      else if (this.text.startsWith("<!DOCTYPE", this.pos)) this.doctype(root !== null);
      else if (this.text.startsWith("<?", this.pos)) this.fail("processing instructions are not allowed");
      else if (this.text[this.pos] === "<" && !root && /[^/!]/.test(this.text[this.pos + 1] ?? "")) {
        root = this.element();
      } else this.fail(root ? "text after the root element" : "text before the root element");
    }
    return root ?? this.fail("no root element");
  }

  doctype(afterRoot: boolean) {
    const at = this.pos;
    if (afterRoot || !this.options.externalDoctype || !this.match(EXTERNAL_DOCTYPE)) {
      this.fail("a DOCTYPE is not allowed (entities are never declared or resolved)", at);
    }
  }

  comment() {
    const end = this.text.indexOf("-->", this.pos + 4);
    if (end < 0) this.fail("unclosed comment");
    this.pos = end + 3;
  }

  /** Reads an element and everything inside it, with an explicit stack (no recursion). */
  element(): XmlElement {
    const root = this.startTag();
    if (!root.open) return root.element;
    const stack = [root.element];
    while (stack.length > 0) {
      const parent = stack.at(-1) as XmlElement;
      if (this.pos >= this.text.length) this.fail(`<${parent.name}> is never closed`, parent.at);
      const lt = this.text.indexOf("<", this.pos);
      if (lt !== this.pos) {
        this.text_(parent, lt < 0 ? this.text.length : lt);
        continue;
      }
      if (this.text.startsWith("</", this.pos)) this.endTag(stack);
      else if (this.text.startsWith("<!--", this.pos)) this.comment();
      else if (this.text.startsWith("<![CDATA[", this.pos)) this.cdata(parent);
      else if (this.text.startsWith("<!DOCTYPE", this.pos)) this.fail("a DOCTYPE is not allowed here");
      else if (this.text.startsWith("<?", this.pos)) this.fail("processing instructions are not allowed");
      else {
        const child = this.startTag();
        parent.children.push(child.element);
        if (child.open) {
          if (stack.length >= MAX_DEPTH) this.fail(`elements nested more than ${MAX_DEPTH} deep`, child.element.at);
          stack.push(child.element);
        }
      }
    }
    return root.element;
  }

  startTag(): { element: XmlElement; open: boolean } {
    const at = this.pos++;
    const name = this.match(NAME) ?? this.fail("a tag name is expected after <");
    const attributes = new Map<string, string>();
    while (true) {
      const spaced = (this.match(SPACE) ?? "") !== "";
      if (this.text.startsWith("/>", this.pos) || this.text[this.pos] === ">") break;
      if (this.pos >= this.text.length) this.fail(`<${name}> is never closed`, at);
      const attrAt = this.pos;
      const attr = spaced ? this.match(NAME) : null;
      if (!attr) this.fail(`unexpected character in the tag <${name}>`);
      if (attributes.has(attr)) this.fail(`the attribute ${attr} is repeated`, attrAt);
      this.match(SPACE);
      if (this.text[this.pos] !== "=") this.fail(`the attribute ${attr} has no value`);
      this.pos++;
      this.match(SPACE);
      const valueAt = this.pos;
      const raw = this.match(ATTRIBUTE_VALUE) ?? this.fail(`the value of ${attr} must be quoted`);
      const inner = raw.slice(1, -1);
      if (inner.includes("<")) this.fail(`"<" in the value of ${attr}`, valueAt + 1 + inner.indexOf("<"));
      attributes.set(attr, decodeReferences(this.text, valueAt + 1, valueAt + raw.length - 1, true));
    }
    const open = this.text[this.pos] === ">";
    this.pos += open ? 1 : 2;
    return { element: { type: "element", name, attributes, children: [], at }, open };
  }

  endTag(stack: XmlElement[]) {
    const at = this.pos;
    this.pos += 2;
    const name = this.match(NAME) ?? this.fail("a tag name is expected after </");
    this.match(SPACE);
    if (this.text[this.pos] !== ">") this.fail(`</${name}> is not closed by >`);
    this.pos++;
    const open = stack.pop() as XmlElement;
    if (open.name !== name) this.fail(`</${name}> does not match <${open.name}>`, at);
  }

  text_(parent: XmlElement, end: number) {
    const start = this.pos;
    const value = decodeReferences(this.text, start, end, false);
    parent.children.push({ type: "text", value, start, end, cdata: false });
    this.pos = end;
  }

  cdata(parent: XmlElement) {
    const start = this.pos + 9;
    const end = this.text.indexOf("]]>", start);
    if (end < 0) this.fail("unclosed CDATA section");
    const value = this.text.slice(start, end).replace(/\r\n?/g, "\n");
    parent.children.push({ type: "text", value, start, end, cdata: true });
    this.pos = end + 3;
  }
}
