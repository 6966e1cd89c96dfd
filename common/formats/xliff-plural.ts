import type { MessageFormatElement, PluralOrSelectOption } from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../checks/parse.ts";
import { pluralCategories } from "../icu/plural-categories.ts";

/**
 * A message that is exactly one plural or select, cut into its branches for XLIFF: one unit per
 * branch in a `<group>`, and the skeleton (the message with every branch emptied: `{n, plural,
 * one {} other {}}`) kept on the group so the import joins the branches back into the same
 * characters (docs/decisions/0091-cat-ready-xliff.md).
 */
export interface IcuSplit {
  /** `plural` (`selectordinal` too) or `select`: how a branch's `#` reads. */
  kind: "plural" | "select";
  ordinal: boolean;
  skeleton: string;
  branches: { selector: string; content: string }[];
}

type Options = Record<string, PluralOrSelectOption>;
type Branch = { selector: string; from: number; to: number; selectorAt: number };

/** The one plural or select of `text` with its branches' places, or null when it is not only that. */
function branchesOf(text: string): { el: MessageFormatElement; branches: Branch[] } | null {
  const ast = parseMessage(text).ast;
  const el = ast?.length === 1 ? ast[0] : undefined;
  if (!el || (el.type !== 5 && el.type !== 6) || !el.location) return null;
  if (el.location.start.offset !== 0 || el.location.end.offset !== text.length) return null;
  const branches: Branch[] = [];
  for (const [selector, option] of Object.entries(el.options as Options)) {
    if (!option.location) return null;
    const from = option.location.start.offset + 1;
    const selectorAt = text.lastIndexOf(selector, from - 1);
    branches.push({ selector, from, to: option.location.end.offset - 1, selectorAt });
  }
  return { el, branches };
}

export function splitIcu(text: string): IcuSplit | null {
  const found = branchesOf(text);
  if (!found) return null;
  const { el, branches } = found;
  let skeleton = text;
  for (const b of [...branches].reverse()) skeleton = skeleton.slice(0, b.from) + skeleton.slice(b.to);
  const ordinal = el.type === 6 && el.pluralType === "ordinal";
  const branchList = branches.map((b) => ({ selector: b.selector, content: text.slice(b.from, b.to) }));
  return { kind: el.type === 6 ? "plural" : "select", ordinal, skeleton, branches: branchList };
}

/**
 * The selectors a translator of `locale` is given: the message's own, and for a plural every
 * CLDR category of `locale` it lacks, before `other` (an agency fills a missing `few`). From the
 * source's message (nothing translated yet), only its exact branches (`=0`) are kept besides.
 */
export function unitSelectors(split: IcuSplit, locale: string, fromSource = false): string[] {
  let own = split.branches.map((b) => b.selector);
  if (split.kind !== "plural") return own;
  const categories = pluralCategories(locale, split.ordinal ? "ordinal" : "cardinal");
  // The source's skeleton of a text not yet translated: its categories are another language's.
  if (fromSource) own = own.filter((s) => s.startsWith("=") || s === "other" || categories.includes(s));
  const missing = categories.filter((c) => !own.includes(c));
  const at = own.includes("other") ? own.indexOf("other") : own.length;
  return [...own.slice(0, at), ...missing, ...own.slice(at)];
}

/**
 * The message again: each skeleton branch filled with its content (`keepEmpty`: an empty one
 * stays, as the message had it; else it is left out), and each other selector given a text
 * inserted before `other`, in the order given; `starts` tells where each content begins. Null
 * when the skeleton is not one plural or select.
 */
export function joinIcu(
  skeleton: string,
  contents: readonly { selector: string; content: string | undefined }[],
  keepEmpty: boolean,
): { text: string; starts: Map<string, number> } | null {
  const found = branchesOf(skeleton);
  if (!found) return null;
  const bySelector = new Map(contents.map((c) => [c.selector, c.content]));
  const known = new Set(found.branches.map((b) => b.selector));
  const added = contents.filter((c) => !known.has(c.selector) && c.content);
  let out = "";
  let at = 0;
  const starts = new Map<string, number>();
  const insert = (c: { selector: string; content: string | undefined }, after: string) => {
    out += `${c.selector} {`;
    starts.set(c.selector, out.length);
    out += `${c.content}}${after}`;
  };
  for (const b of found.branches) {
    if (b.selector === "other") {
      out += skeleton.slice(at, b.selectorAt);
      for (const c of added) insert(c, " ");
      at = b.selectorAt;
    }
    const content = bySelector.get(b.selector) ?? "";
    if (content === "" && !keepEmpty) {
      out += skeleton.slice(at, b.selectorAt).trimEnd();
      at = b.to + 1;
      continue;
    }
    out += skeleton.slice(at, b.from);
    starts.set(b.selector, out.length);
    out += content;
    at = b.to;
  }
  if (!known.has("other") && added.length > 0) {
    out += skeleton.slice(at, skeleton.length - 1);
    at = skeleton.length - 1;
    for (const c of added) {
      out += " ";
      insert(c, "");
    }
  }
  return { text: out + skeleton.slice(at), starts };
}
