import type { MessageFormatElement, PluralElement, SelectElement } from "@formatjs/icu-messageformat-parser";
import { ELEMENT } from "./element.ts";

/** Every plural and select of a message, outer first, through tags and branches. */
export function choices(ast: readonly MessageFormatElement[], out: (PluralElement | SelectElement)[] = []) {
  for (const el of ast) {
    if (el.type === ELEMENT.tag) choices(el.children, out);
    if (el.type !== ELEMENT.plural && el.type !== ELEMENT.select) continue;
    out.push(el);
    for (const option of Object.values(el.options)) choices(option.value, out);
  }
  return out;
}

export const START = { line: 1, column: 1, offset: 0 };

/** Where an element starts (the message's start when the parser kept no location). */
export const startOf = (el: { location?: { start: typeof START } }) => el.location?.start ?? START;
