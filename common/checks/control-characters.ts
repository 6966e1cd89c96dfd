import { defineCheck, type Problem, positionOf, report } from "./types.ts";

/**
 * C0/C1 controls but tab and line breaks, zero-width characters, the BOM, and every bidi
 * control (marks, embeddings, overrides, isolates: the "Trojan Source" characters,
 * CVE-2021-42574). A zero-width joiner between two emoji builds one emoji and is allowed.
 */
const RANGES = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x61c, 0x61c],
  [0x180e, 0x180e],
  [0x200b, 0x200c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];
const hex = (n: number) => `\\u{${n.toString(16)}}`;
const CLASS = RANGES.map(([from, to]) => `${hex(from as number)}-${hex(to as number)}`).join("");
/** A joiner not between two emoji (an emoji may carry U+FE0F or a skin tone before it). */
const LONE_JOINER =
  "(?<!(?:\\p{Extended_Pictographic}|[\\u{1f3fb}-\\u{1f3ff}])\\ufe0f?)\\u200d|\\u200d(?!\\p{Extended_Pictographic})";
const CONTROL = new RegExp(`[${CLASS}]|${LONE_JOINER}`, "gu");

const codePoint = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * An error, not a warning: these characters change what a visitor reads (or reorder it)
 * while the translator sees nothing, none of the site's ten locales needs them (all are
 * written left to right, none uses a joiner), the fix is always to delete them, and an
 * unserved text falls back to the default locale's.
 */
export const controlCharacters = defineCheck({
  id: "control-characters",
  severity: "error",
  text: true,
  title: "Invisible control characters",
  explanation: "The text holds an invisible character (zero-width, bidi control, BOM): delete it.",
  run(ctx): Problem[] {
    const found = [...ctx.text.matchAll(CONTROL)];
    const first = found[0];
    if (!first) return [];
    const names = [...new Set(found.map((m) => codePoint(m[0])))].join(", ");
    return [report(controlCharacters, `invisible control characters: ${names}`, positionOf(ctx.text, first.index))];
  },
});
