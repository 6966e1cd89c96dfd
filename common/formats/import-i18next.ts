import type { Problem } from "../checks/types.ts";
import type { LocaleCode } from "../locales.ts";
import { type Family, pluralFamilies } from "./i18next-plurals.ts";
import { convertI18nextText, PLURAL_ARGUMENT } from "./i18next-text.ts";
import { readRootObject } from "./import-json.ts";
import { type JsonNode, LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";

interface Item {
  key: string;
  raw: string;
  at: number;
}

const AT_START = { line: 1, column: 1, offset: 0 };

/**
 * An i18next JSON file (nested or flat) of one locale, as ICU messages: a
 * plural family becomes one `{count, plural, …}` under its base key, at the
 * position of its first member (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function importI18next(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  const root = readRootObject(text, collector);
  if (!root) return collector.result;
  const items: Item[] = [];
  collect(root, "", items, collector);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const families = pluralFamilies(
    items.map((i) => i.key),
    options.locale,
  );
  const nested = (key: string) => (families.has(key) ? undefined : byKey.get(key)?.raw);
  const done = new Set<Family>();
  for (const item of items) {
    const family = families.get(item.key);
    if (family && done.has(family)) continue;
    const converted = family
      ? convertFamily(family, byKey, nested, options.locale)
      : convertI18nextText(item.raw, { inPlural: false, nested });
    if (family) done.add(family);
    const problems: Problem[] = [
      ...converted.errors.map((m) => flag("i18next-unconvertible", "error", m)),
      ...converted.warnings.map((m) => flag("i18next-lossy", "warning", m)),
    ];
    const stored = converted.errors.length > 0 && !family ? item.raw : converted.text;
    collector.add(family ? family.base : item.key, stored, item.at + 1, () => item.at + 1, problems);
  }
  return collector.result;
}

function flag(code: string, severity: "error" | "warning", message: string): Problem {
  return { code, severity, message, ...AT_START };
}

function collect(node: Extract<JsonNode, { kind: "object" }>, prefix: string, out: Item[], collector: Collector) {
  for (const member of node.members) {
    const key = prefix ? `${prefix}.${member.name}` : member.name;
    const value = member.node;
    if (value.kind === "string") out.push({ key, raw: value.value, at: value.at });
    else if (value.kind === "object") collect(value, key, out, collector);
    else collector.error(value.at, `a value must be a string or an object (key ${key}); arrays are not supported`);
  }
}

function convertFamily(
  family: Family,
  byKey: Map<string, Item>,
  nested: (key: string) => string | undefined,
  locale: LocaleCode,
) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const branches = new Map<string, string>();
  for (const [category, member] of family.members) {
    const converted = convertI18nextText(byKey.get(member)?.raw ?? "", { inPlural: true, nested });
    errors.push(...converted.errors);
    warnings.push(...converted.warnings);
    branches.set(category, converted.text);
  }
  if (!branches.has("other")) {
    const stand = branches.get("many") ?? [...branches.values()].at(-1) ?? "";
    branches.set("other", stand);
    warnings.push(`${locale} had no \`other\` form: it repeats the ${branches.has("many") ? "many" : "last"} form`);
  }
  const body = [...branches].map(([category, text]) => `${category} {${text}}`).join(" ");
  return { text: `{${PLURAL_ARGUMENT}, ${family.ordinal ? "selectordinal" : "plural"}, ${body}}`, errors, warnings };
}
