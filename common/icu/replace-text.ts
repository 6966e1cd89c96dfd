import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../checks/parse";

/**
 * Find & replace in a message's text parts only (docs/decisions/0066-bulk-actions.md): the
 * literal text of the message and of its plural/select branches and tags, never an argument
 * name, a selector, a style or a tag name. `find` is matched as written (case-sensitive, no
 * pattern syntax), inside one text part. A result that no longer parses, or whose arguments,
 * branches or tags differ from the original's, is refused (`breaks`): a replacement never
 * changes a message's structure.
 */
export type ReplaceOutcome =
  | { status: "replaced"; text: string; count: number }
  | { status: "unchanged" }
  | { status: "invalid" }
  | { status: "breaks"; text: string };

type Range = readonly [start: number, end: number];

/** The source ranges of the literal parts of `elements`, in order. */
function textRanges(elements: readonly MessageFormatElement[], into: Range[] = []): Range[] {
  for (const element of elements) {
    if (element.type === TYPE.literal && element.location)
      into.push([element.location.start.offset, element.location.end.offset]);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) textRanges(option.value, into);
    else if (element.type === TYPE.tag) textRanges(element.children, into);
  }
  return into;
}

/**
 * The message's structure without its text and positions: what a replacement must leave as it
 * is. Runs of text parts count as one (the parser may split a text differently once it changed).
 */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(skeleton);
    return items.filter((item, i) => !(item === "text" && items[i - 1] === "text"));
  }
  if (typeof value !== "object" || value === null) return value;
  if ((value as MessageFormatElement).type === TYPE.literal && "value" in value) return "text";
  const entries = Object.entries(value).filter(([k]) => k !== "location");
  return Object.fromEntries(entries.map(([k, v]) => [k, skeleton(v)]));
}

/** Adjacent text parts (a literal split by the parser) are one part for the search. */
function merged(ranges: readonly Range[]): Range[] {
  const out: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && last[1] === start) last[1] = end;
    else out.push([start, end]);
  }
  return out;
}

export function replaceInText(text: string, find: string, replacement: string): ReplaceOutcome {
  if (find === "" || !text.includes(find)) return { status: "unchanged" };
  const parsed = parseMessage(text);
  if (!parsed.ast) return { status: "invalid" };
  let count = 0;
  let out = "";
  let at = 0;
  for (const [start, end] of merged(textRanges(parsed.ast))) {
    const part = text.slice(start, end);
    const pieces = part.split(find);
    count += pieces.length - 1;
    out += text.slice(at, start) + pieces.join(replacement);
    at = end;
  }
  out += text.slice(at);
  if (count === 0) return { status: "unchanged" };
  const after = parseMessage(out);
  if (!after.ast || JSON.stringify(skeleton(after.ast)) !== JSON.stringify(skeleton(parsed.ast)))
    return { status: "breaks", text: out };
  return { status: "replaced", text: out, count };
}
