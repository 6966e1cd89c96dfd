import type { JsonNode } from "./json-reader.ts";
import type { CatalogNode, CatalogObject } from "./xcstrings-icu.ts";

/**
 * JSON as Xcode writes a String Catalog: two spaces, `"name" : value`, an empty object as
 * `{` blank line `}`, no newline at the end; members in the order given.
 */
export function writeXcodeJson(node: CatalogNode, indent = ""): string {
  if (typeof node === "string") return JSON.stringify(node);
  if (typeof node !== "object" || node === null) return String(node);
  const inner = `${indent}  `;
  if (Array.isArray(node)) {
    if (node.length === 0) return `[\n\n${indent}]`;
    return `[\n${node.map((item) => inner + writeXcodeJson(item, inner)).join(",\n")}\n${indent}]`;
  }
  if (node.size === 0) return `{\n\n${indent}}`;
  const members = [...node].map(([name, value]) => `${inner}${JSON.stringify(name)} : ${writeXcodeJson(value, inner)}`);
  return `{\n${members.join(",\n")}\n${indent}}`;
}

const COLLATOR = new Intl.Collator("en", { numeric: true });

/**
 * Xcode's order of a catalog's keys: as Finder sorts names (`localizedStandardCompare`: Unicode
 * collation, case-insensitive, digits as numbers, so `(without dot)` before `%@:`), ties by
 * code point. Every key of the three corpus catalogs is in this order (scripts/realdata-xcstrings.mjs).
 */
export function xcodeOrder(a: string, b: string): number {
  return COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Every object's members sorted (Xcode sorts them all): a catalog written from scratch. */
export function sortedDeep(node: CatalogNode): CatalogNode {
  if (typeof node !== "object" || node === null) return node;
  if (Array.isArray(node)) return node.map(sortedDeep);
  return new Map([...node].sort(([a], [b]) => xcodeOrder(a, b)).map(([k, v]) => [k, sortedDeep(v)]));
}

/** A parsed file as a tree to change and write again, in the file's order. */
export function treeOf(node: JsonNode): CatalogNode {
  switch (node.kind) {
    case "object":
      return new Map(node.members.map((m) => [m.name, treeOf(m.node)])) as CatalogObject;
    case "array":
      return node.items.map(treeOf);
    case "string":
      return node.value;
    default:
      return node.value;
  }
}
