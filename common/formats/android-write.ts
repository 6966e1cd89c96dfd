import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { markupOf } from "./android-tags.ts";
import { escapeXmlAttribute } from "./xml-text.ts";

/**
 * ICU as the content of an Android `<string>` or `<item>`: the reverse of ./android-text.ts, so a
 * value it read writes back to what Android reads the same (docs/decisions/0093-android-resources.md).
 * Literal text is escaped as Android wants it (`\'`, `\"`, `\\`, `\n`, `\t`, `\@`/`\?` first, `&amp;`
 * `&lt;` `&gt;`; a literal brace `\u007b`, since a plain `{…}` reads back as ICU), and quoted whole (`"…"`) when its spaces would otherwise collapse. `{1}` → `%1$s`,
 * `{arg1}` → `%s` (or `%1$s` once out of order), `number, integer` → `d`, `number, ::.00` → `.2f`, `#`
 * → `%d`; tags become elements again. What Android cannot hold (a select, a nested plural, a
 * named argument, a date) is written as its ICU text, with a warning.
 */
/** `literal`: text; `icu`: ICU syntax kept as it is (its braces written plainly); `raw`: XML already. */
type Piece = { literal: string; icu?: true } | { raw: string };

export interface WriteContext {
  /** The ICU text the elements were parsed from (their locations point into it). */
  source: string;
  warnings: string[];
  /** Non-positional specifiers written so far (Java numbers them in order). */
  ordinal: number;
  xliff: boolean;
  /** Literal text held what the import would read as a specifier (`%s`), and a specifier was written. */
  literalSpecifier: boolean;
  specifiers: number;
  /** An `argN` came out of Java's order: every `argN` is then written with its position. */
  outOfOrder: boolean;
  positional: boolean;
}

const PRINTF = /%(?:([1-9]\d*)\$)?([-#+ 0,(]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/g;

export function writeValue(elements: MessageFormatElement[], context: WriteContext): string {
  let pieces: Piece[] = [];
  walk(elements, context, pieces);
  if (context.outOfOrder && !context.positional) {
    Object.assign(context, { warnings: [], ordinal: 0, specifiers: 0, literalSpecifier: false, positional: true });
    pieces = [];
    walk(elements, context, pieces);
  }
  const flat = pieces.map((p) => ("literal" in p ? p.literal : "\u0000")).join("");
  const quoted = /^ | $| {2}/.test(flat);
  let out = "";
  pieces.forEach((piece, i) => {
    if ("raw" in piece) out += piece.raw;
    else out += escapeAndroid(piece.literal, i === 0, piece.icu ?? false);
  });
  return quoted ? `"${out}"` : out;
}

function escapeAndroid(text: string, first: boolean, icu: boolean): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const code = c.charCodeAt(0);
    if (c === "\\" || c === "'" || c === '"') out += `\\${c}`;
    else if (c === "\n") out += "\\n";
    else if (c === "\t") out += "\\t";
    else if (first && i === 0 && (c === "@" || c === "?")) out += `\\${c}`;
    else if (c === "&") out += "&amp;";
    else if (c === "<") out += "&lt;";
    else if (c === ">") out += "&gt;";
    // A literal brace as an escape: a `{…}` written plainly is read back as ICU.
    else if (!icu && (c === "{" || c === "}")) out += c === "{" ? "\\u007b" : "\\u007d";
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += c;
  }
  return out;
}

function countSpecifiers(text: string, context: WriteContext) {
  for (const m of text.matchAll(PRINTF)) {
    const [, position, flags, width, precision, type] = m;
    if (!position && type !== "%" && type !== "n") context.ordinal++;
    const read =
      !flags && !width && (type === "f" ? /^[1-9]$|^1[0-5]$/.test(precision ?? "") : precision === undefined);
    if (read && (type === "s" || type === "d" || type === "f")) context.literalSpecifier = true;
  }
}

function specifier(name: string, conversion: string, context: WriteContext): string | null {
  context.specifiers++;
  if (/^[1-9]\d*$/.test(name)) return `%${name}$${conversion}`;
  const ordinal = /^arg([1-9]\d*)$/.exec(name)?.[1];
  if (ordinal === undefined) return null;
  if (context.positional || Number(ordinal) !== context.ordinal + 1) {
    context.outOfOrder = true;
    return `%${ordinal}$${conversion}`;
  }
  context.ordinal++;
  return `%${conversion}`;
}

function conversionOf(element: MessageFormatElement): string | null {
  if (element.type === TYPE.argument) return "s";
  if (element.type !== TYPE.number) return null;
  if (element.style === "integer") return "d";
  const style = element.style;
  if (style && typeof style === "object" && style.tokens.length === 1) {
    const [token] = style.tokens;
    if (token && token.options.length === 0 && /^\.0{1,15}$/.test(token.stem)) return `.${token.stem.length - 1}f`;
  }
  return null;
}

function asIcu(element: MessageFormatElement, context: WriteContext, pieces: Piece[], why: string) {
  const { start, end } = element.location ?? { start: { offset: 0 }, end: { offset: 0 } };
  const text = context.source.slice(start.offset, end.offset);
  context.warnings.push(`${text.length > 40 ? `${text.slice(0, 40)}…` : text}: ${why}; written as ICU text`);
  pieces.push({ literal: text, icu: true });
}

function walk(elements: MessageFormatElement[], context: WriteContext, pieces: Piece[]) {
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      countSpecifiers(element.value, context);
      pieces.push({ literal: element.value });
    } else if (element.type === TYPE.pound) {
      context.ordinal++;
      pieces.push({ raw: "%d" });
    } else if (element.type === TYPE.tag) {
      const markup = markupOf(element.value);
      if (!markup) {
        asIcu(element, context, pieces, "a tag name that is no Android element");
        continue;
      }
      if (markup.name.startsWith("xliff:")) context.xliff = true;
      const attributes = markup.attributes.map(([a, v]) => ` ${a}="${escapeXmlAttribute(v)}"`).join("");
      pieces.push({ raw: `<${markup.name}${attributes}>` });
      walk(element.children, context, pieces);
      pieces.push({ raw: `</${markup.name}>` });
    } else {
      const conversion = conversionOf(element);
      const written = conversion === null ? null : specifier(element.value, conversion, context);
      if (written) pieces.push({ raw: written });
      else asIcu(element, context, pieces, "Android has no equivalent");
    }
  }
}
