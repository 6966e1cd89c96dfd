import { keyNameProblem, MAX_KEY_NAME_LENGTH } from "../icu/keys.ts";
import { RESERVED_SEGMENTS } from "../text.ts";
import { nameHash } from "./name-hash.ts";

/**
 * Keys of PO entries. A msgid alone is the key; with a msgctxt the key is
 * `<msgctxt>::<msgid>` (gettext itself joins them with the control character EOT, which the
 * key rule refuses; `::` reads well and is rare in messages). Our bilingual export writes the
 * whole key as the msgctxt instead (docs/decisions/0085-files-other-tools-read.md), so a key the
 * product wrote comes back unchanged.
 *
 * A msgid that breaks the key rule (common/icu/keys.ts) is normalised, deterministically and
 * only where it breaks it, so a valid key is always kept as is:
 * - a control character becomes its Control Pictures sign (U+2400 + code: line feed ␊, tab ␉);
 * - whitespace at either end becomes ␣;
 * - a dot that would leave an empty segment (first, last, or next to another dot: `Save.`,
 *   `Open...`) becomes the one-dot leader ․ (U+2024), which looks the same;
 * - a `__proto__`, `constructor` or `prototype` segment is wrapped in ‹ ›;
 * - a key still over 200 characters keeps its first 190 and ends with `…` and 8 hex digits of
 *   the FNV-1a hash of the whole unnormalised name, so two long msgids never meet.
 */
export const CONTEXT_SEPARATOR = "::";

const HEAD_LENGTH = 190;

export function poKey(msgctxt: string | undefined, msgid: string): string {
  const name = msgctxt === undefined ? msgid : `${msgctxt}${CONTEXT_SEPARATOR}${msgid}`;
  return keyNameProblem(name) ? normaliseKey(name) : name;
}

export function normaliseKey(name: string): string {
  let out = "";
  for (const c of name) out += controlPicture(c);
  out = out.replace(/^\s+|\s+$/gu, (edge) => "␣".repeat([...edge].length));
  out = out.replace(/\.+/g, (dots, at: number) => {
    const edge = at === 0 || at + dots.length === out.length;
    return dots.length > 1 || edge ? "\u2024".repeat(dots.length) : dots;
  });
  out = out
    .split(".")
    .map((segment) => (RESERVED_SEGMENTS.has(segment) ? `‹${segment}›` : segment))
    .join(".");
  if (out.length > MAX_KEY_NAME_LENGTH) {
    let head = out.slice(0, HEAD_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
    out = `${head}…${nameHash(name)}`;
  }
  return out === "" ? "␣" : out;
}

function controlPicture(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return "\u2421";
  if (code >= 0x80 && code <= 0x9f) return "\ufffd";
  return c;
}
