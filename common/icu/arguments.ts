import type { MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { ELEMENT } from "../checks/element.ts";

/**
 * What a message does with an argument, coarsely: `number` for plural,
 * selectordinal and number formats, `date` for date and time, `string` for
 * select, `any` for a bare `{x}`. Two messages that use one argument with
 * different kinds expect different values from the app.
 */
export type ArgumentKind = "any" | "number" | "date" | "string";

export interface ArgumentUse {
  kind: ArgumentKind;
  /** 1-based, within the message: the first use. */
  line: number;
  column: number;
  offset: number;
}

const KIND = new Map<TYPE, ArgumentKind>([
  [ELEMENT.argument, "any"],
  [ELEMENT.number, "number"],
  [ELEMENT.plural, "number"],
  [ELEMENT.date, "date"],
  [ELEMENT.time, "date"],
  [ELEMENT.select, "string"],
]);

/**
 * The arguments of a parsed message, in order of first use, collected through
 * plural and select branches and tag children. `#` and tag names are not
 * arguments. A name used both bare and formatted (`{n, plural, other {{n}}}`)
 * has the formatted kind.
 */
export function messageArguments(ast: MessageFormatElement[]): Map<string, ArgumentUse> {
  const found = new Map<string, ArgumentUse>();
  visit(ast, found);
  return found;
}

function visit(elements: MessageFormatElement[], found: Map<string, ArgumentUse>): void {
  for (const el of elements) {
    if (el.type === ELEMENT.tag) {
      visit(el.children, found);
      continue;
    }
    const kind = KIND.get(el.type);
    if (kind === undefined || !("value" in el)) continue;
    const seen = found.get(el.value);
    if (!seen) {
      const start = el.location?.start ?? { line: 1, column: 1, offset: 0 };
      found.set(el.value, { kind, line: start.line, column: start.column, offset: start.offset });
    } else if (seen.kind === "any") seen.kind = kind;
    if (el.type === ELEMENT.plural || el.type === ELEMENT.select) {
      for (const option of Object.values(el.options)) visit(option.value, found);
    }
  }
}

/** The tag names of a parsed message (`<link>…</link>` → link), for comparison with the source. */
export function messageTags(ast: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of ast) {
    if (el.type === ELEMENT.tag) {
      out.add(el.value);
      messageTags(el.children, out);
    } else if (el.type === ELEMENT.plural || el.type === ELEMENT.select) {
      for (const option of Object.values(el.options)) messageTags(option.value, out);
    }
  }
  return out;
}
