import { pluralTagOf } from "../icu/plural-categories.ts";
import type { LocaleCode } from "../locales.ts";
import { type JsonNode, readJson } from "./json-reader.ts";
import { sortedDeep, treeOf, writeXcodeJson, xcodeOrder } from "./xcode-json.ts";
import { type CatalogNode, type CatalogObject, localizationOf, Unexpressible } from "./xcstrings-icu.ts";
import { catalogLocale } from "./xcstrings-import.ts";
import { appleToIcu } from "./xcstrings-specifiers.ts";
import { localizationText, member, UnitError } from "./xcstrings-units.ts";

type JsonObject = Extract<JsonNode, { kind: "object" }>;

export interface XcstringsEntry {
  key: string;
  locale: LocaleCode;
  text: string;
  reviewed: boolean;
  description: string;
}

export interface XcstringsExport {
  text: string;
  /** Messages a catalog cannot express, written as ICU text. */
  warnings: { locale: LocaleCode; key: string; message: string }[];
}

/**
 * Every locale in one String Catalog (docs/decisions/0092-apple-string-catalogs.md). From scratch,
 * the catalog is what Xcode writes: members sorted (keys case-insensitively), `"name" : value`,
 * no final newline. Over `base` (the file being given back: `polyglot pull`) only what changed
 * is written: a localization whose text and review state read back the same keeps its bytes,
 * other languages, keys and fields (`extractionState`, `shouldTranslate`) stay as they were,
 * and a new key or locale takes its sorted place. A source-language text that is the key
 * itself is left out where the file has none, as Xcode does.
 */
export function exportXcstrings(
  entries: readonly XcstringsEntry[],
  /** `complete`: the entries hold every locale, the source's among them (not one locale's export). */
  options: { sourceLocale: LocaleCode; base?: string | undefined; complete?: boolean },
): XcstringsExport {
  const baseRoot = options.base === undefined ? null : readJson(options.base);
  if (baseRoot && baseRoot.kind !== "object") throw new Error("xcstrings: the file to keep is not a catalog");
  const root = baseRoot ? (treeOf(baseRoot) as CatalogObject) : fresh(options.sourceLocale);
  const strings = objectIn(root, "strings");
  const baseStrings = baseRoot ? member(baseRoot, "strings") : undefined;
  const baseSource = baseRoot ? member(baseRoot, "sourceLanguage") : undefined;
  const sourceLocale = baseSource?.kind === "string" ? catalogLocale(baseSource.value) : options.sourceLocale;
  const warnings: XcstringsExport["warnings"] = [];
  for (const [key, group] of byKey(entries)) {
    const old = baseStrings?.kind === "object" ? member(baseStrings, key) : undefined;
    const oldKey = old?.kind === "object" ? old : undefined;
    if (oldKey && member(oldKey, "shouldTranslate")?.kind === "scalar") continue;
    const node = objectIn(strings, key);
    const description = group.find((e) => e.description !== "")?.description;
    const comment = oldKey ? member(oldKey, "comment") : undefined;
    if (description !== undefined && (comment?.kind !== "string" || comment.value !== description)) {
      setSorted(node, "comment", description);
    }
    const oldLocalizations = oldKey ? member(oldKey, "localizations") : undefined;
    const olds = oldLocalizations?.kind === "object" ? oldLocalizations.members : [];
    const localizations = (node.get("localizations") as CatalogObject | undefined) ?? new Map();
    for (const entry of group) {
      const same = olds.find((m) => catalogLocale(m.name) === entry.locale);
      if (same && unchanged(same.node, entry, key)) continue;
      if (
        !same &&
        entry.reviewed &&
        entry.locale === sourceLocale &&
        entry.text === appleToIcu(key, { inPlural: false })
      )
        continue;
      setSorted(localizations, same?.name ?? pluralTagOf(entry.locale), written(entry, warnings));
    }
    // A key without a text in the source language, in a catalog of the whole store written afresh:
    // said so with an empty `new` unit, or an import (ours and Xcode's) would take the key itself
    // for its text. (Over a project's own file, a key without one is the file's business.)
    if (!baseRoot && options.complete && sourceLocale && !group.some((e) => e.locale === sourceLocale)) {
      setSorted(localizations, pluralTagOf(sourceLocale), noText());
    }
    if (localizations.size > 0 && !node.has("localizations")) setSorted(node, "localizations", localizations);
  }
  if (!baseRoot) return { text: writeXcodeJson(sortedDeep(root)), warnings };
  const end = /\s*$/.exec(options.base ?? "")?.[0] ?? "";
  return { text: writeXcodeJson(root) + end, warnings };
}

function fresh(sourceLocale: LocaleCode): CatalogObject {
  return new Map<string, CatalogNode>([
    ["sourceLanguage", pluralTagOf(sourceLocale)],
    ["strings", new Map()],
    ["version", "1.0"],
  ]);
}

function byKey(entries: readonly XcstringsEntry[]): Map<string, XcstringsEntry[]> {
  const out = new Map<string, XcstringsEntry[]>();
  for (const e of entries) out.set(e.key, [...(out.get(e.key) ?? []), e]);
  return out;
}

/** The object member `name` of `parent`, added in its sorted place when missing. */
function objectIn(parent: CatalogObject, name: string): CatalogObject {
  const found = parent.get(name);
  if (found instanceof Map) return found;
  const made: CatalogObject = new Map();
  setSorted(parent, name, made);
  return made;
}

/** Sets a member: in its place when it exists, else before the first member Xcode sorts after it. */
function setSorted(map: CatalogObject, name: string, value: CatalogNode): void {
  if (map.has(name)) {
    map.set(name, value);
    return;
  }
  const all = [...map];
  const at = all.findIndex(([k]) => xcodeOrder(k, name) > 0);
  all.splice(at < 0 ? all.length : at, 0, [name, value]);
  map.clear();
  for (const [k, v] of all) map.set(k, v);
}

function unchanged(node: JsonNode, entry: XcstringsEntry, key: string): boolean {
  if (node.kind !== "object") return false;
  try {
    const read = localizationText(node as JsonObject, key);
    return read.text === entry.text && read.reviewed === entry.reviewed;
  } catch (error) {
    if (error instanceof UnitError) return false;
    throw error;
  }
}

/**
 * The localization of `entry`, checked by reading it back: a message that would not come back
 * the same (an argument of the product's own name, ICU quoting) or that a catalog cannot express
 * is written as its ICU text, which reads back as it is (`readsAsIcu`), and warned.
 */
/** A localization with no text yet (Xcode's `new` state, an empty value). */
function noText(): CatalogObject {
  return new Map([
    [
      "stringUnit",
      new Map([
        ["state", "new"],
        ["value", ""],
      ]),
    ],
  ]);
}

function written(entry: XcstringsEntry, warnings: XcstringsExport["warnings"]): CatalogObject {
  const state = entry.reviewed ? "translated" : "needs_review";
  let why = "it would not read back the same in a catalog";
  try {
    const node = localizationOf(entry.text, state);
    if (readBack(node) === entry.text) return node;
  } catch (error) {
    if (!(error instanceof Unexpressible)) throw error;
    why = error.message;
  }
  const raw: CatalogObject = new Map([
    [
      "stringUnit",
      new Map([
        ["state", state],
        ["value", entry.text],
      ]),
    ],
  ]);
  const lost = readBack(raw) === entry.text ? "" : " (which does not read back the same either)";
  const message = `${why}; written as ICU text${lost}, which an app would show as it is`;
  warnings.push({ locale: entry.locale, key: entry.key, message });
  return raw;
}

function readBack(node: CatalogObject): string | null {
  try {
    return localizationText(readJson(writeXcodeJson(node)) as JsonObject, "").text;
  } catch (error) {
    if (error instanceof UnitError) return null;
    throw error;
  }
}
