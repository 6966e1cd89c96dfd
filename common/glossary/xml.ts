/**
 * A small XML reader for TBX files: elements, attributes, text, CDATA and the five named
 * and numeric character references. No DTD is read and no entity is declared or expanded
 * (a DOCTYPE with an internal subset is refused), so a file cannot make it fetch or grow
 * anything. Enough for TBX; not a general XML parser (no namespaces beyond the prefix as written).
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

export class XmlSyntaxError extends SyntaxError {}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") {
      const named = NAMED[ref];
      if (named === undefined) throw new XmlSyntaxError(`Unknown entity ${whole}`);
      return named;
    }
    const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XmlSyntaxError(`Invalid character reference ${whole}`);
    }
    return String.fromCodePoint(code);
  });
}

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^[>]*(\[)?[^>]*>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/gi;
const MAX_DEPTH = 64;

/** The document's root element. Throws XmlSyntaxError where the file is not well-formed. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: "#document", attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const m of text.replace(/^\uFEFF/, "").matchAll(TOKEN)) {
    const top = stack.at(-1) as XmlElement;
    const [, cdata, subset, closing, name, attrs, selfClosing, chars, stray] = m;
    if (stray) throw new XmlSyntaxError(`A "<" that starts no tag at character ${m.index}`);
    if (subset) throw new XmlSyntaxError("A DOCTYPE with declarations is not read (no entities are expanded)");
    if (cdata !== undefined) top.children.push(cdata);
    else if (chars !== undefined) top.children.push(decodeEntities(chars));
    else if (name && closing) {
      if (top.name !== name) throw new XmlSyntaxError(`</${name}> closes <${top.name}> at character ${m.index}`);
      stack.pop();
    } else if (name) {
      const attributes: Record<string, string> = {};
      for (const a of (attrs ?? "").matchAll(ATTRIBUTE))
        attributes[a[1] as string] = decodeEntities(a[2] ?? a[3] ?? "");
      const element: XmlElement = { name, attributes, children: [] };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
      if (stack.length > MAX_DEPTH) throw new XmlSyntaxError(`Elements nested deeper than ${MAX_DEPTH}`);
    }
  }
  if (stack.length > 1) throw new XmlSyntaxError(`<${stack.at(-1)?.name}> is never closed`);
  const element = root.children.find((c): c is XmlElement => typeof c !== "string");
  if (!element) throw new XmlSyntaxError("The file has no root element");
  return element;
}

/** The local name (`tbx:term` → `term`). */
export const localName = (el: XmlElement) => el.name.slice(el.name.indexOf(":") + 1);

export const childElements = (el: XmlElement, name?: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== "string" && (name === undefined || localName(c) === name));

/** Every descendant named `name`, in document order. */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  return childElements(el).flatMap((c) => (localName(c) === name ? [c] : descendants(c, name)));
}

export const textOf = (el: XmlElement): string =>
  el.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");

export const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
