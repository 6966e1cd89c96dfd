import {
  type MessageFormatElement,
  type PluralElement,
  type SelectElement,
  TYPE,
} from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../../../common/checks/parse";
import { escapeLiteral } from "../../../common/formats/icu-literal";
import { pluralCategories } from "../../../common/icu/plural-categories";
import type { LocaleCode } from "../../../common/locales";

/**
 * An ICU message as a machine-translation provider may see it (docs/decisions/0062): plain
 * text with XML markup it keeps (`tag_handling=xml` for DeepL; told so for a chat model).
 * Arguments and `#` become `<x id="N"/>`, rich-text tags `<g id="N">…</g>` (their names never
 * leave), and each branch of a plural, select or selectordinal is a unit of its own, the
 * element itself an `<x/>` in the text around it. Plurals are rebuilt with the target
 * language's CLDR categories; one the source lacks is filled from `other` and named in `missing`.
 */
export interface MessagePlan {
  /** The texts to translate, in order. */
  units: string[];
  /** The message rebuilt from the units' translations; throws MarkupChanged when one lost its markup. */
  build(translated: readonly string[]): string;
  /** "pl few, many from other" notes, one per plural whose target categories the source lacks. */
  missing: string[];
}

export class MarkupChanged extends Error {
  constructor(unit: string) {
    super(`the provider changed the placeholders of ${JSON.stringify(unit.slice(0, 80))}`);
    this.name = "MarkupChanged";
  }
}

type Slot = { kind: "raw"; text: string } | { kind: "tag"; name: string } | { kind: "branches"; build: Build };
type Build = (translated: readonly string[]) => string;

const xml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const unxml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|apos);/gu, (e) => ENTITIES[e] ?? e);

/** The plan of `source` for `target`; null when the source does not parse (nothing safe to send). */
export function planMessage(source: string, target: LocaleCode): MessagePlan | null {
  const parsed = parseMessage(source);
  if (!parsed.ast) return null;
  const units: string[] = [];
  const missing: string[] = [];
  const build = sequence(parsed.ast, false, { source, target, units, missing });
  return { units, build, missing };
}

interface Context {
  source: string;
  target: LocaleCode;
  units: string[];
  missing: string[];
}

/** A sequence of elements as one unit; its builder renders the unit's translation back to ICU. */
function sequence(elements: MessageFormatElement[], inPlural: boolean, ctx: Context): Build {
  const slots: Slot[] = [];
  const markup = markupOf(elements, inPlural, ctx, slots);
  const unit = ctx.units.push(markup) - 1;
  return (translated) => render(translated[unit] ?? "", slots, inPlural, translated, markup);
}

function markupOf(elements: MessageFormatElement[], inPlural: boolean, ctx: Context, slots: Slot[]): string {
  let out = "";
  for (const el of elements) {
    if (el.type === TYPE.literal) out += xml(el.value);
    else if (el.type === TYPE.pound) out += `<x id="${slots.push({ kind: "raw", text: "#" }) - 1}"/>`;
    else if (el.type === TYPE.tag) {
      const id = slots.push({ kind: "tag", name: el.value }) - 1;
      out += `<g id="${id}">${markupOf(el.children, inPlural, ctx, slots)}</g>`;
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      out += `<x id="${slots.push({ kind: "branches", build: branches(el, inPlural, ctx) }) - 1}"/>`;
    } else {
      const { start, end } = el.location ?? { start: { offset: 0 }, end: { offset: 0 } };
      out += `<x id="${slots.push({ kind: "raw", text: ctx.source.slice(start.offset, end.offset) }) - 1}"/>`;
    }
  }
  return out;
}

/** A plural or select: each branch a unit; a plural's categories are the target's. */
function branches(el: PluralElement | SelectElement, inPlural: boolean, ctx: Context) {
  const isPlural = el.type === TYPE.plural;
  const keys = Object.keys(el.options);
  let order = keys;
  if (isPlural) {
    const type = el.pluralType === "ordinal" ? "ordinal" : "cardinal";
    const categories = pluralCategories(ctx.target, type);
    const lacking = categories.filter((c) => !keys.includes(c) && c !== "other");
    if (lacking.length > 0) ctx.missing.push(`{${el.value}}: ${ctx.target} ${lacking.join(", ")} from other`);
    order = [...keys.filter((k) => k.startsWith("=")), ...categories];
  }
  const built = new Map<string, Build>();
  for (const key of order) {
    const from = el.options[key] ? key : "other";
    const option = el.options[from];
    if (option && !built.has(from)) built.set(from, sequence(option.value, isPlural || inPlural, ctx));
  }
  const kind = !isPlural ? "select" : el.pluralType === "ordinal" ? "selectordinal" : "plural";
  const offset = isPlural && el.offset ? ` offset:${el.offset}` : "";
  return (translated: readonly string[]) => {
    const options = order
      .filter((key) => built.has(el.options[key] ? key : "other"))
      .map((key) => `${key} {${(built.get(el.options[key] ? key : "other") as Build)(translated)}}`);
    return `{${el.value}, ${kind},${offset} ${options.join(" ")}}`;
  };
}

const TOKEN = /<x id="(\d+)"\s*\/>|<g id="(\d+)">|<\/g>|[^<]+|</gu;

/** A unit's translation back to ICU: every slot exactly once, tags balanced, text escaped. */
function render(text: string, slots: Slot[], inPlural: boolean, translated: readonly string[], unit: string): string {
  const used = new Set<number>();
  const open: string[] = [];
  let out = "";
  const take = (id: string | undefined) => {
    const n = Number(id);
    if (used.has(n) || !slots[n]) throw new MarkupChanged(unit);
    used.add(n);
    return slots[n] as Slot;
  };
  for (const [token, x, g] of text.matchAll(TOKEN)) {
    if (x !== undefined) {
      const slot = take(x);
      if (slot.kind === "tag") throw new MarkupChanged(unit);
      out += slot.kind === "raw" ? slot.text : slot.build(translated);
    } else if (g !== undefined) {
      const slot = take(g);
      if (slot.kind !== "tag") throw new MarkupChanged(unit);
      open.push(slot.name);
      out += `<${slot.name}>`;
    } else if (token === "</g>") {
      const name = open.pop();
      if (name === undefined) throw new MarkupChanged(unit);
      out += `</${name}>`;
    } else out += escapeLiteral(unxml(token), inPlural);
  }
  if (open.length > 0 || used.size !== slots.length) throw new MarkupChanged(unit);
  return out;
}
