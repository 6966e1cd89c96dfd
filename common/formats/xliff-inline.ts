import { parseMessage } from "../checks/parse.ts";
import { build } from "./xliff-inline-text.ts";
import type { XmlElement, XmlText } from "./xml.ts";
import { textContent } from "./xml-tree.ts";

/**
 * The content of an XLIFF `<source>`/`<target>` (1.2 or 2.0) as ICU text:
 * - Text that already reads as ICU (Symfony's `+intl-icu` files, Angular's `{VAR_PLURAL, plural, …}`,
 *   any file this product wrote) is kept as it is; other text is plain and is quoted through
 *   ./icu-literal.ts (`{{ limit }}` stays literal text, `Press <Enter>` keeps its `<`).
 * - A standalone placeholder (1.2 `<x>`, `<ph>`, `<it>`; 2.0 `<ph>`) is an ICU argument. Its name
 *   comes from an Angular interpolation (`equiv-text`/`disp` `{{ user.name }}` → `{user_name}`),
 *   else from the id (`INTERPOLATION_1`, `ICU`; an id not starting with a letter gets the element's
 *   name in front: `<ph id="1"/>` → `{ph1}`).
 * - A paired code (1.2 `<g>`, `<bx>`/`<ex>`, `<bpt>`/`<ept>`; 2.0 `<pc>`, `<sc>`/`<ec>`; Angular's
 *   `START_TAG_SPAN`/`CLOSE_TAG_SPAN`) is an ICU tag: `<span>…</span>` where the code names an
 *   HTML element (`equiv-text`, `dispStart`, the Angular id), else `<g1>…</g1>` from the id. A half
 *   without its partner is an argument instead, so the message still parses.
 * - Markers (`<mrk>`, `<sm>`, `<em>`) keep only their content; 2.0 `<cp hex>` is its character.
 * The native code inside 1.2 `<ph>`/`<bpt>`/`<ept>`/`<it>` is dropped, except in a file this product
 * wrote (`codes`): there a code is its own ICU characters, the native code (1.2) or the unit's
 * original data (2.0), as ./xliff-codes.ts wrote them (docs/decisions/0091-cat-ready-xliff.md).
 */
export interface IcuContent {
  text: string;
  /** The file offset of character `index` of `text`, for problems' positions. */
  sourceOffset: (index: number) => number;
}

/** Text of the file, or inline code already written as ICU (`{name}`, `<b>`, `</b>`). */
export type Fragment =
  | { kind: "text"; node: XmlText }
  | { kind: "code"; value: string; at: number; tag?: { name: string; closing: boolean }; fallback: string };

/** How the codes of a file this product wrote are read: 2.0's original data by id. */
export interface OwnCodes {
  data: ReadonlyMap<string, string>;
}

/** The content of `elements` (several segments of one 2.0 unit join), as one ICU text. */
export function contentToIcu(file: string, elements: readonly XmlElement[], codes?: OwnCodes): IcuContent {
  const fragments: Fragment[] = [];
  for (const element of elements) collect(element, fragments, codes);
  pairTags(fragments);
  const raw = build(file, fragments, false);
  return parseMessage(raw.text).ast ? raw : build(file, fragments, true);
}

function collect(element: XmlElement, out: Fragment[], codes: OwnCodes | undefined) {
  for (const child of element.children) {
    if (child.type === "text") out.push({ kind: "text", node: child });
    else if (!codes || !ownCode(child, out, codes)) inline(child, out, codes);
  }
}

/** A code this product wrote: its characters are the native code (1.2) or the original data (2.0). */
function ownCode(el: XmlElement, out: Fragment[], codes: OwnCodes): boolean {
  const fallback = argumentName(el, el.attributes.get("id") ?? "");
  const push = (value: string, tag?: { name: string; closing: boolean }) =>
    out.push({ kind: "code", value, at: el.at, tag, fallback });
  if (el.name === "pc") {
    const open = codes.data.get(el.attributes.get("dataRefStart") ?? "");
    const name = open === undefined ? undefined : TAG.exec(open)?.[2];
    if (open === undefined || name === undefined) return false;
    push(open, { name, closing: false });
    collect(el, out, codes);
    push(`</${name}>`, { name, closing: true });
    return true;
  }
  const ref = el.attributes.get("dataRef");
  const ours = el.name === "ept" || (el.attributes.get("ctype") ?? "").startsWith("x-icu-");
  const held = ref !== undefined ? codes.data.get(ref) : OWN_12.has(el.name) && ours ? textContent(el) : undefined;
  if (held === undefined) return false;
  const tag = el.name === "ph" ? null : TAG.exec(held);
  if (el.name === "ept" && !tag?.[1]) return false;
  push(held, tag ? { name: tag[2] as string, closing: tag[1] === "/" } : undefined);
  return true;
}

/** 1.2's codes whose content is native code; an ICU tag's characters. */
const OWN_12 = new Set(["ph", "bpt", "ept"]);
const TAG = /^<(\/?)([^<>/\s]+)>$/;

function inline(el: XmlElement, out: Fragment[], codes?: OwnCodes) {
  const id = el.attributes.get("id") ?? "";
  const ref = el.attributes.get("rid") ?? el.attributes.get("startRef") ?? id;
  const code = (value: string, tag?: { name: string; closing: boolean }) => {
    out.push({ kind: "code", value, at: el.at, tag, fallback: argumentName(el, id) });
  };
  switch (el.name) {
    case "g":
    case "pc": {
      const name = tagName(el.attributes.get("dispStart") ?? el.attributes.get("equivStart"), el.name, id);
      code(`<${name}>`, { name, closing: false });
      collect(el, out, codes);
      return code(`</${name}>`, { name, closing: true });
    }
    case "bx":
    case "bpt":
    case "sc":
      return code("", { name: tagName(undefined, "g", ref), closing: false });
    case "ex":
    case "ept":
    case "ec":
      return code("", { name: tagName(undefined, "g", ref), closing: true });
    case "x":
    case "ph":
    case "it":
      if (!angularTag(el, id, code)) code(`{${argumentName(el, id)}}`);
      return;
    case "cp":
      return code(codePoint(el.attributes.get("hex")));
    case "sub":
      return;
    default:
      collect(el, out, codes);
  }
}

/** Angular writes an HTML tag pair as two `<x>`: `START_TAG_SPAN` (or `_1`…) and `CLOSE_TAG_SPAN`. */
function angularTag(el: XmlElement, id: string, code: (v: string, t: { name: string; closing: boolean }) => void) {
  const m = /^(START|CLOSE)_TAG_([A-Z0-9_]+?)(?:_\d+)?$/.exec(el.attributes.get("equiv") ?? id);
  if (!m) return false;
  const name = tagName(
    el.attributes.get("equiv-text") ?? el.attributes.get("disp"),
    "",
    (m[2] as string).toLowerCase(),
  );
  code("", { name, closing: m[1] === "CLOSE" });
  return true;
}

function argumentName(el: XmlElement, id: string): string {
  const shown = el.attributes.get("equiv-text") ?? el.attributes.get("disp") ?? "";
  const interpolation = /^\{\{([\s\S]*?)\}\}$/.exec(shown.trim());
  const expression = interpolation ? ((interpolation[1] as string).split("|")[0] as string) : "";
  const derived = expression.replace(/[^\p{L}\p{N}_]+/gu, "_").replace(/^_+|_+$/g, "");
  if (/^[\p{L}_]/u.test(derived)) return derived;
  const equiv = el.attributes.get("equiv") ?? "";
  return safeName(/^\p{L}[\p{L}\p{N}_]*$/u.test(equiv) ? equiv : id, el.name, /[^\p{L}\p{N}_]+/gu);
}

/** An ICU tag name: the element an HTML snippet names (`<span>`, `</a>`), else the id. */
function tagName(html: string | undefined, prefix: string, id: string): string {
  const element = /^<\/?([A-Za-z][\w.-]*)/.exec(html ?? "");
  return element ? (element[1] as string).toLowerCase() : safeName(id, prefix || "g", /[^\p{L}\p{N}_.-]+/gu);
}

function safeName(id: string, prefix: string, unsafe: RegExp): string {
  const name = id.replace(unsafe, "_");
  return /^\p{L}/u.test(name) ? name : `${prefix}${name}`;
}

function codePoint(hex: string | undefined): string {
  const code = Number.parseInt(hex ?? "", 16);
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** Tags without their partner (nested properly) become arguments, so the message can parse. */
function pairTags(fragments: Fragment[]) {
  const open: Extract<Fragment, { kind: "code" }>[] = [];
  const paired = new Set<Fragment>();
  for (const f of fragments) {
    if (f.kind !== "code" || !f.tag) continue;
    if (!f.tag.closing) open.push(f);
    else {
      const i = open.findLastIndex((o) => o.tag?.name === f.tag?.name);
      if (i < 0) continue;
      paired.add(open[i] as Fragment).add(f);
      open.length = i;
    }
  }
  for (const f of fragments) {
    if (f.kind !== "code" || !f.tag) continue;
    if (paired.has(f)) f.value = f.tag.closing ? `</${f.tag.name}>` : `<${f.tag.name}>`;
    else f.value = `{${f.fallback}}`;
  }
}
