import { escapeCell } from "../csv.ts";
import type { LocaleCode } from "../locales.ts";

/** A message to export; callers pass entries in file order (the order of the last import). */
export interface ExportEntry {
  key: string;
  text: string;
}

type Tree = Map<string, string | Tree>;

/**
 * Flat JSON, written by hand rather than from an object so that integer-like
 * keys keep their place; otherwise byte for byte `JSON.stringify(obj, null, 2) + "\n"`.
 */
export function exportFlatJson(entries: Iterable<ExportEntry>): string {
  const tree: Tree = new Map();
  for (const { key, text } of entries) tree.set(key, text);
  return `${writeTree(tree, "")}\n`;
}

/**
 * Nested JSON split at dots. A key that is also a group (`a` and `a.b`) keeps
 * its own message in the group's member `""`: `{ "a": { "": "…", "b": "…" } }`
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function exportNestedJson(entries: Iterable<ExportEntry>): string {
  const root: Tree = new Map();
  for (const { key, text } of entries) {
    const parts = key.split(".");
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) node = groupAt(node, part);
    const existing = node.get(leaf);
    if (existing instanceof Map) existing.set("", text);
    else node.set(leaf, text);
  }
  return `${writeTree(root, "")}\n`;
}

function groupAt(node: Tree, name: string): Tree {
  const existing = node.get(name);
  if (existing instanceof Map) return existing;
  const group: Tree = new Map();
  if (typeof existing === "string") group.set("", existing);
  node.set(name, group);
  return group;
}

function writeTree(tree: Tree, indent: string): string {
  if (tree.size === 0) return "{}";
  const inner = `${indent}  `;
  const members = [...tree].map(([name, value]) => {
    const written = typeof value === "string" ? JSON.stringify(value) : writeTree(value, inner);
    return `${inner}${JSON.stringify(name)}: ${written}`;
  });
  return `{\n${members.join(",\n")}\n${indent}}`;
}

/**
 * CSV of several locales: `key,<locale>…`, one row per key in order of first
 * appearance, CRLF, formula-guarded cells (common/csv.ts). A missing
 * translation is an empty cell, an empty message a quoted one (`""`), as real
 * files hold both (docs/decisions/0040-real-data-validation.md).
 */
export function exportCsv(entries: Iterable<ExportEntry & { locale: LocaleCode }>, locales: readonly LocaleCode[]) {
  const rows = new Map<string, Map<LocaleCode, string>>();
  for (const { key, locale, text } of entries) {
    let row = rows.get(key);
    if (!row) {
      row = new Map();
      rows.set(key, row);
    }
    row.set(locale, text);
  }
  const lines = [["key", ...locales].map(escapeCell).join(",")];
  for (const [key, row] of rows)
    lines.push([escapeCell(key), ...locales.map((l) => messageCell(row.get(l)))].join(","));
  return `${lines.join("\r\n")}\r\n`;
}

function messageCell(text: string | undefined): string {
  if (text === undefined) return "";
  return text === "" ? '""' : escapeCell(text);
}
