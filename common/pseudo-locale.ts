import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { type CompiledBundle, type CompiledMessage, emptyBundle } from "./icu/types.ts";

/**
 * Pseudo-localisation of compiled messages (the `en-XA` pseudo-locale of common/admin-locale.ts):
 * every letter of the text accented, the text made about 35 % longer, brackets at both ends. A
 * string on screen without brackets is not a message; a layout that breaks at this length will
 * break in German or Hungarian. Only literal text changes: arguments, plural and select options'
 * keys, and rich-text tags stay as they are, so the message formats with the same values.
 */

const ACCENTED: Record<string, string> = Object.assign(Object.create(null), {
  a: "å",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  n: "ñ",
  o: "ö",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  w: "ŵ",
  y: "ý",
  z: "ž",
  A: "Å",
  C: "Ç",
  D: "Ð",
  E: "É",
  G: "Ĝ",
  I: "Î",
  L: "Ļ",
  N: "Ñ",
  O: "Ö",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  Y: "Ý",
  Z: "Ž",
});

/** Letters made accented; everything else (digits, punctuation, spaces) as it is. */
export function accent(text: string): string {
  let out = "";
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

/** The padding that makes a text of `length` letters about 35 % longer. */
function padding(length: number): string {
  return length === 0 ? "" : "·".repeat(Math.max(1, Math.round(length * 0.35)));
}

/** Literal text of the elements, accented; `count` gathers how much of it there is (the longest option of a plural). */
function pseudoElements(elements: MessageFormatElement[]): { elements: MessageFormatElement[]; length: number } {
  let length = 0;
  const out = elements.map((el): MessageFormatElement => {
    if (el.type === 0) {
      length += el.value.length;
      return { ...el, value: accent(el.value) };
    }
    if (el.type === 8) {
      const inner = pseudoElements(el.children);
      length += inner.length;
      return { ...el, children: inner.elements };
    }
    if (el.type === 5 || el.type === 6) {
      let longest = 0;
      const options: typeof el.options = {};
      for (const [key, option] of Object.entries(el.options)) {
        const inner = pseudoElements(option.value);
        longest = Math.max(longest, inner.length);
        options[key] = { ...option, value: inner.elements };
      }
      length += longest;
      return { ...el, options } as MessageFormatElement;
    }
    // An argument, a number, a date: about as long as a short word.
    length += 4;
    return el;
  });
  return { elements: out, length };
}

export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message === "string") return `[${accent(message)}${padding(message.length)}]`;
  const { elements, length } = pseudoElements(message);
  return [
    { type: 0, value: "[" } as MessageFormatElement,
    ...elements,
    { type: 0, value: `${padding(length)}]` } as MessageFormatElement,
  ];
}

/** Every message of a bundle pseudo-localised (a new bundle; the English one is left as it is). */
export function pseudoBundle(bundle: CompiledBundle): CompiledBundle {
  const out = emptyBundle();
  for (const [key, message] of Object.entries(bundle)) out[key] = pseudoMessage(message);
  return out;
}
