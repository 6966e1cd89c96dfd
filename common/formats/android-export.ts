import { type MessageFormatElement, type PluralElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { CATEGORY_ORDER, pluralCategories } from "../icu/plural-categories.ts";
import type { LocaleCode } from "../locales.ts";
import { ANDROID_PLURAL_ARGUMENT } from "./android-import.ts";
import { type WriteContext, writeValue } from "./android-write.ts";
import { escapeXmlAttribute } from "./xml-text.ts";

export interface AndroidExportEntry {
  key: string;
  text: string;
  description: string;
}

export interface AndroidExport {
  text: string;
  warnings: { key: string; message: string }[];
}

const INDENT = "    ";
const ARRAY_ITEM = /^(.+)\.(0|[1-9]\d*)$/;
const RESOURCE_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * One locale's `strings.xml` in Android's conventions (docs/decisions/0093-android-resources.md):
 * `<?xml version="1.0" encoding="utf-8"?>`, 4-space indent, escaped apostrophes. A message that is
 * one plural of CLDR categories is `<plurals>` (the locale's categories only); keys `name.0` …
 * `name.N` with no gap are one `<string-array name="name">` at the place of its first item; every
 * other key is a `<string>`. A key's description is an XML comment on the line before it.
 * What Android cannot express is written as ICU text and reported in `warnings`.
 */
export function exportAndroid(entries: readonly AndroidExportEntry[], locale: LocaleCode): AndroidExport {
  const warnings: AndroidExport["warnings"] = [];
  let xliff = false;
  let unformatted = false;
  const value = (entry: AndroidExportEntry, elements: MessageFormatElement[]) => {
    const ctx: WriteContext = {
      source: entry.text,
      warnings: [],
      ordinal: 0,
      xliff: false,
      literalSpecifier: false,
      specifiers: 0,
      outOfOrder: false,
      positional: false,
    };
    const written = writeValue(elements, ctx);
    xliff ||= ctx.xliff;
    unformatted = ctx.literalSpecifier && ctx.specifiers === 0;
    if (ctx.literalSpecifier && !unformatted)
      ctx.warnings.push("a literal % specifier beside arguments: read back as one");
    for (const message of ctx.warnings) warnings.push({ key: entry.key, message });
    return written;
  };
  const parsed = entries.map((entry) => ({ entry, ast: parseIcu(entry, warnings) }));
  const arrays = arrayGroups(parsed);
  const lines: string[] = [];
  for (const { entry, ast } of parsed) {
    const group = arrays.get(entry.key);
    if (group === null) continue;
    const comment = commentOf(entry.description);
    if (!group && !RESOURCE_NAME.test(entry.key)) {
      warnings.push({ key: entry.key, message: "not a valid Android resource name: aapt2 refuses it" });
    }
    if (comment) lines.push(`${INDENT}${comment}`);
    if (group) {
      lines.push(`${INDENT}<string-array name="${escapeXmlAttribute(group.name)}">`);
      for (const item of group.items) lines.push(`${INDENT}${INDENT}<item>${value(item.entry, item.ast)}</item>`);
      lines.push(`${INDENT}</string-array>`);
      continue;
    }
    const name = escapeXmlAttribute(entry.key);
    const plural = pluralOf(ast);
    if (!plural) {
      const written = value(entry, ast);
      const attribute = unformatted ? ` formatted="false"` : "";
      lines.push(`${INDENT}<string name="${name}"${attribute}>${written}</string>`);
      continue;
    }
    lines.push(`${INDENT}<plurals name="${name}">`);
    if (plural.value !== ANDROID_PLURAL_ARGUMENT) {
      const why = `the plural's argument ${plural.value} has no place in Android: read back as the source's plural argument, else ${ANDROID_PLURAL_ARGUMENT}`;
      warnings.push({ key: entry.key, message: why });
    }
    const own = pluralCategories(locale);
    for (const category of CATEGORY_ORDER) {
      const option = plural.options[category];
      if (!option) continue;
      if (!own.includes(category)) {
        warnings.push({ key: entry.key, message: `quantity ${category} is not a category of ${locale}: not written` });
        continue;
      }
      lines.push(`${INDENT}${INDENT}<item quantity="${category}">${value(entry, option.value)}</item>`);
    }
    lines.push(`${INDENT}</plurals>`);
  }
  const namespace = xliff ? ` xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2"` : "";
  const body = lines.length > 0 ? `${lines.join("\n")}\n` : "";
  return { text: `<?xml version="1.0" encoding="utf-8"?>\n<resources${namespace}>\n${body}</resources>\n`, warnings };
}

function parseIcu(entry: AndroidExportEntry, warnings: AndroidExport["warnings"]): MessageFormatElement[] {
  try {
    return parse(entry.text, { captureLocation: true, requiresOtherClause: false });
  } catch {
    warnings.push({ key: entry.key, message: "not valid ICU: written as it is" });
    return [{ type: TYPE.literal, value: entry.text }];
  }
}

/** The message's plural when it is exactly one plural of CLDR categories (no offset, no `=N`). */
function pluralOf(ast: MessageFormatElement[]): PluralElement | null {
  const [only] = ast;
  if (ast.length !== 1 || only?.type !== TYPE.plural || only.pluralType !== "cardinal" || only.offset !== 0)
    return null;
  const categories: readonly string[] = CATEGORY_ORDER;
  return Object.keys(only.options).every((k) => categories.includes(k)) ? only : null;
}

type Parsed = { entry: AndroidExportEntry; ast: MessageFormatElement[] };
type Group = { name: string; items: Parsed[] };

/**
 * Arrays by the key of their first item (in file order); the other items map to null (written
 * with the first). Keys `x.0`…`x.N` are an array only when every index is there once and no item
 * is a plural.
 */
function arrayGroups(parsed: readonly Parsed[]): Map<string, Group | null> {
  const byName = new Map<string, Parsed[]>();
  for (const p of parsed) {
    const m = ARRAY_ITEM.exec(p.entry.key);
    if (m) byName.set(m[1] as string, [...(byName.get(m[1] as string) ?? []), p]);
  }
  const out = new Map<string, Group | null>();
  for (const [name, items] of byName) {
    const index = (p: Parsed) => Number(ARRAY_ITEM.exec(p.entry.key)?.[2]);
    const sorted = [...items].sort((a, b) => index(a) - index(b));
    if (sorted.some((p, i) => index(p) !== i || pluralOf(p.ast))) continue;
    const [first, ...rest] = items;
    if (!first) continue;
    out.set(first.entry.key, { name, items: sorted });
    for (const p of rest) out.set(p.entry.key, null);
  }
  return out;
}

/** A description as an XML comment (`--` cannot appear in one, nor a final `-`). */
function commentOf(description: string): string {
  if (description.trim() === "") return "";
  const safe = description.replace(/--/g, "- -").replace(/--/g, "- -");
  return `<!-- ${safe}${safe.endsWith("-") ? " " : ""} -->`;
}
