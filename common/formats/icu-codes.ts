import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../checks/parse.ts";

/**
 * An ICU message cut into what a translator writes (text) and what they must keep (codes), for
 * XLIFF's inline codes (docs/decisions/0091-cat-ready-xliff.md). Every code keeps its exact
 * characters (`syntax`), so text and codes joined give the message back byte for byte:
 * - `argument`: `{name}`, `{n, number}`, a date or time, `#` in a plural branch;
 * - `open`/`close`: a rich-text tag's `<link>` and `</link>` (`name` is `link`);
 * - `icu`: the syntax of a plural or select inside the text (`{n, plural, one {`, `} other {`,
 *   `}}`), whose branches' words stay text between the codes.
 * The text between codes is kept as written, ICU quoting included (`'{'`), so it reads back
 * as it was. A message that does not parse is all text.
 */
export type IcuToken =
  | { kind: "text"; text: string }
  | { kind: "argument" | "icu"; syntax: string }
  | { kind: "open" | "close"; syntax: string; name: string };

export type IcuCode = Exclude<IcuToken, { kind: "text" }>;

type Span = { start: number; end: number; code: IcuCode };

const TYPE = { literal: 0, select: 5, plural: 6, pound: 7, tag: 8 } as const;

/** The tokens of `text`; `wrap` parses it as a branch of a plural or select (so `#` is a code). */
export function icuTokens(text: string, wrap?: "plural" | "select"): IcuToken[] {
  const head = wrap ? `{x, ${wrap}, other {` : "";
  const parsed = parseMessage(`${head}${text}${wrap ? "}}" : ""}`);
  if (!parsed.ast) return text === "" ? [] : [{ kind: "text", text }];
  let elements = parsed.ast;
  if (wrap) {
    const outer = elements[0] as MessageFormatElement & { options?: Record<string, { value: MessageFormatElement[] }> };
    elements = outer.options?.other?.value ?? [];
  }
  const spans: Span[] = [];
  collect(elements, `${head}${text}`, spans);
  return join(text, spans, head.length);
}

/** The codes of `text` alone, in order. */
export function icuCodes(text: string, wrap?: "plural" | "select"): IcuCode[] {
  return icuTokens(text, wrap).filter((t): t is IcuCode => t.kind !== "text");
}

function collect(elements: readonly MessageFormatElement[], text: string, out: Span[]) {
  for (const el of elements) {
    const loc = el.location;
    if (!loc || el.type === TYPE.literal) continue;
    const start = loc.start.offset;
    const end = loc.end.offset;
    if (el.type === TYPE.tag) {
      const open = `<${el.value}>`;
      const close = `</${el.value}>`;
      if (text.startsWith(open, start) && text.startsWith(close, end - close.length)) {
        out.push({ start, end: start + open.length, code: { kind: "open", syntax: open, name: el.value } });
        collect(el.children, text, out);
        out.push({ start: end - close.length, end, code: { kind: "close", syntax: close, name: el.value } });
        continue;
      }
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      let from = start;
      for (const option of Object.values(el.options)) {
        const at = option.location;
        if (!at) continue;
        out.push({ start: from, end: at.start.offset + 1, code: { kind: "icu", syntax: "" } });
        collect(option.value, text, out);
        from = at.end.offset - 1;
      }
      out.push({ start: from, end, code: { kind: "icu", syntax: "" } });
      continue;
    }
    out.push({ start, end, code: { kind: "argument", syntax: "" } });
  }
}

/** Spans (offsets in the wrapped text) and the text between them as tokens of `text`. */
function join(text: string, spans: Span[], shift: number): IcuToken[] {
  const tokens: IcuToken[] = [];
  let at = 0;
  for (const span of spans) {
    const start = span.start - shift;
    const end = span.end - shift;
    if (start > at) tokens.push({ kind: "text", text: text.slice(at, start) });
    tokens.push({ ...span.code, syntax: text.slice(start, end) });
    at = end;
  }
  if (at < text.length) tokens.push({ kind: "text", text: text.slice(at) });
  return tokens;
}
