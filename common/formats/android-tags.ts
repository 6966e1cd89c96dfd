/**
 * Markup inside an Android string as ICU rich-text tags (docs/decisions/0093-android-resources.md).
 * FormatJS tags have a name only (`<b>`), so an element's attributes travel in the tag's name:
 * `<xliff:g id="count" example="5">` is `<xliff-g.id-count.example-5>`, and `<b>` stays `<b>`.
 * Letters and digits are kept; any other character is written `_<hex>_` (`:` → `_3a_`), except the
 * `xliff:` prefix, written `xliff-`. The name decodes back to the same element and attributes.
 */

const KEPT = /[\p{L}\p{N}]/u;
const XLIFF = "xliff:";

function encode(part: string): string {
  let out = "";
  for (const char of part) out += KEPT.test(char) ? char : `_${(char.codePointAt(0) as number).toString(16)}_`;
  return out;
}

function decode(part: string): string | null {
  if (/[^\p{L}\p{N}]/u.test(part.replace(/_[0-9a-f]+_/g, ""))) return null;
  return part.replace(/_([0-9a-f]+)_/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));
}

export interface Markup {
  name: string;
  attributes: [string, string][];
}

/** The ICU tag name of an element with its attributes (in their order). */
export function tagNameOf(element: Markup): string {
  const name = element.name.startsWith(XLIFF)
    ? `xliff-${encode(element.name.slice(XLIFF.length))}`
    : encode(element.name);
  return [name, ...element.attributes.map(([a, v]) => `${encode(a)}-${encode(v)}`)].join(".");
}

/** The element an ICU tag name stands for, or null for a name this encoding never writes. */
export function markupOf(tag: string): Markup | null {
  const [head = "", ...rest] = tag.split(".");
  const rawName = head.startsWith("xliff-") ? `${XLIFF}${head.slice(6)}` : head;
  const name = rawName.startsWith(XLIFF) ? `${XLIFF}${decode(rawName.slice(XLIFF.length)) ?? ""}` : decode(rawName);
  if (!name || !/^[A-Za-z_][\w:.-]*$/.test(name) || name.endsWith(":")) return null;
  const attributes: [string, string][] = [];
  for (const pair of rest) {
    const dash = pair.indexOf("-");
    if (dash <= 0) return null;
    const attribute = decode(pair.slice(0, dash));
    const value = decode(pair.slice(dash + 1));
    if (attribute === null || value === null || !/^[A-Za-z_][\w:.-]*$/.test(attribute)) return null;
    attributes.push([attribute, value]);
  }
  return { name, attributes };
}
