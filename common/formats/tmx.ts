import { parseMessage } from "../checks/parse.ts";
import { escapeLiteral, tagPositions } from "./icu-literal.ts";
import { LineIndex } from "./json-reader.ts";
import type { ImportError } from "./types.ts";
import { fileLanguage } from "./xliff-export.ts";
import { readXml, type XmlElement, XmlSyntaxError } from "./xml.ts";
import { escapeXmlAttribute as attribute, escapeXmlText } from "./xml-text.ts";
import { childElements, descendants, firstChild, textContent } from "./xml-tree.ts";

/** TMX 1.4b (https://www.gala-global.org/tmx-14b): a translation memory, one `<tu>` per unit. */

export interface TmxUnit {
  line: number;
  column: number;
  variants: { lang: string; text: string }[];
  note?: string;
}

/** The version this product writes in `creationtoolversion`: the layout of exportTmx below. */
const TOOL_VERSION = "1";

/**
 * The units of a TMX file (1.1 to 1.4). Each `<seg>` becomes ICU text: the native code of inline
 * elements (`<bpt>`, `<ept>`, `<ph>`, `<it>`, `<ut>`) is kept as the text it is (`<b>`), `<hi>`
 * keeps its content, and text that does not already read as ICU is quoted (./icu-literal.ts), so
 * a memory this product wrote reads back unchanged. A DOCTYPE naming the TMX DTD is skipped (never
 * fetched); one with an internal subset is refused like any entity. A `<tuv>` without a language
 * or a `<seg>` is an error and is left out; the other units are kept.
 */
export function readTmx(text: string): { units: TmxUnit[]; errors: ImportError[] } {
  const lines = new LineIndex(text);
  const errors: ImportError[] = [];
  const fail = (at: number, message: string) => errors.push({ ...lines.at(at), message: `TMX: ${message}` });
  let root: XmlElement;
  try {
    root = readXml(text, { externalDoctype: true });
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    fail(error.offset, `malformed XML: ${error.message}`);
    return { units: [], errors };
  }
  if (root.name !== "tmx") {
    fail(root.at, `the root element is <${root.name}>, not <tmx>`);
    return { units: [], errors };
  }
  const units: TmxUnit[] = [];
  for (const tu of descendants(root, "tu")) {
    const variants: TmxUnit["variants"] = [];
    for (const tuv of childElements(tu, "tuv")) {
      const lang = tuv.attributes.get("xml:lang") ?? tuv.attributes.get("lang");
      const seg = firstChild(tuv, "seg");
      if (!lang) fail(tuv.at, "a <tuv> has no xml:lang");
      else if (!seg) fail(tuv.at, "a <tuv> has no <seg>");
      else variants.push({ lang, text: segmentText(textContent(seg)) });
    }
    const notes = childElements(tu, "note")
      .map((n) => textContent(n).trim())
      .filter((n) => n !== "");
    const unit: TmxUnit = { ...lines.at(tu.at), variants };
    if (notes.length > 0) unit.note = notes.join("\n\n");
    units.push(unit);
  }
  return { units, errors };
}

function segmentText(raw: string): string {
  if (parseMessage(raw).ast) return raw;
  const tags = tagPositions(raw);
  return escapeLiteral(raw, false, (i) => tags.has(i));
}

export interface TmxExportOptions {
  /** The source locale: a product code (`cz`) or a language tag. */
  sourceLang: string;
  creationTool: "polyglot";
}

/**
 * A TMX 1.4b memory: the header's required attributes, one `<tu>` per unit in the order given,
 * each variant's ICU text as its `<seg>`, languages as ./xliff-export.ts's fileLanguage writes them.
 */
export function exportTmx(
  units: readonly { variants: readonly { lang: string; text: string }[]; note?: string }[],
  options: TmxExportOptions,
): string {
  const source = attribute(fileLanguage(options.sourceLang));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4">',
    `  <header creationtool="${options.creationTool}" creationtoolversion="${TOOL_VERSION}" segtype="sentence" o-tmf="${options.creationTool}" adminlang="en" srclang="${source}" datatype="plaintext"/>`,
    "  <body>",
  ];
  for (const unit of units) {
    lines.push("    <tu>");
    if (unit.note) lines.push(`      <note>${escapeXmlText(unit.note)}</note>`);
    for (const v of unit.variants) {
      lines.push(`      <tuv xml:lang="${attribute(fileLanguage(v.lang))}"><seg>${escapeXmlText(v.text)}</seg></tuv>`);
    }
    lines.push("    </tu>");
  }
  lines.push("  </body>", "</tmx>");
  return `${lines.join("\n")}\n`;
}
