import type { FileState } from "./types.ts";
import { REASON_NOTE } from "./xliff-export.ts";
import type { XmlElement } from "./xml.ts";
import { childElements, firstChild, textContent } from "./xml-tree.ts";

/** The parts of a unit's text: 1.2 has one, 2.0 a segment or ignorable each. */
type Parts = { source?: XmlElement; target?: XmlElement; ignorable: boolean }[];

/** A unit this product wrote for one branch of a plural or select (./xliff-write.ts). */
export interface XliffBranch {
  selector: string;
  element: XmlElement;
  parts: Parts;
  codes: string[] | undefined;
  data: ReadonlyMap<string, string>;
}

/** One translation unit of either XLIFF version, as the importer reads it. */
export interface XliffUnit {
  element: XmlElement;
  /** `resname` (1.2) or `name` (2.0), else `id`; null when the unit has neither. */
  name: string | null;
  /** The parts of the unit's text in order: 1.2 has one, 2.0 a segment or ignorable each. */
  parts: Parts;
  state?: FileState;
  notes: string[];
  obsolete: boolean;
  /** In a file this product wrote: the characters of the codes the target went out with (`pg:codes`). */
  codes?: string[] | undefined;
  /** 2.0's original data by id. */
  data: ReadonlyMap<string, string>;
  /** A plural or select written as a group of branches, and the skeleton that joins them. */
  group?: { skeleton: string; kind: "plural" | "select"; fromSource: boolean; branches: XliffBranch[] };
}

/**
 * States to the file's review state. 1.2 (§ state): `final` and `signed-off` are reviewed; every
 * other value, the `needs-*` ones, `new` and `translated` included, waits for review (a
 * `needs-translation` unit with a target holds a copy of the source, as Symfony writes them).
 * 2.0: `reviewed` and `final` are reviewed; `initial` and `translated` wait. An unknown (`x-…`)
 * value waits for review too; no state at all is no claim (the import's rule), since tools
 * (Symfony's dumper) omit it on every unit whatever its state.
 */
const REVIEWED = new Set(["final", "signed-off", "reviewed"]);

function fileState(value: string | undefined): FileState | undefined {
  if (value === undefined) return undefined;
  return REVIEWED.has(value) ? "reviewed" : "needs-review";
}

/**
 * Notes about the state of the unit or where the code uses it are not a description, nor is a
 * reviewer's reason for sending a text back (./xliff-export.ts REASON_NOTE: 2.0's category, 1.2's `from`).
 */
const NOT_DESCRIPTION = new Set(["state", "file-source", REASON_NOTE]);

function readNotes(notes: XmlElement[]): { notes: string[]; obsolete: boolean } {
  let obsolete = false;
  const texts: string[] = [];
  for (const note of notes) {
    const category = note.attributes.get("category") ?? note.attributes.get("from");
    const text = textContent(note).trim();
    if (category === "state" && text === "obsolete") obsolete = true;
    if (text !== "" && !NOT_DESCRIPTION.has(category ?? "")) texts.push(text);
  }
  return { notes: texts, obsolete };
}

/** `<trans-unit>`s of every `<file>` and `<group>` of an XLIFF 1.2 document, our branch groups as one. */
export function units12(root: XmlElement, ours: boolean): XliffUnit[] {
  const one = (element: XmlElement) => {
    const target = firstChild(element, "target");
    const parts = [{ source: firstChild(element, "source"), target, ignorable: false }];
    return { element, parts, state: state12(element, target), codes: codesOf(element, ours), data: NO_DATA };
  };
  return walk(root, "trans-unit").map((element): XliffUnit => {
    const notes = readNotes(childElements(element, "note"));
    const name = element.attributes.get("resname") ?? element.attributes.get("id") ?? null;
    if (element.name === "trans-unit") return { ...one(element), name, ...notes };
    const branches = childElements(element, "trans-unit").map((u) => ({ ...one(u), selector: selectorOf(u) }));
    return {
      element,
      name,
      parts: [],
      state: groupState(branches),
      ...notes,
      data: NO_DATA,
      group: groupOf(element, branches),
    };
  });
}

/** 1.2: the target's state, else `approved="yes"` (reviewed); neither is no claim. */
function state12(unit: XmlElement, target: XmlElement | undefined): FileState | undefined {
  const state = fileState(target?.attributes.get("state"));
  return state ?? (unit.attributes.get("approved") === "yes" ? "reviewed" : undefined);
}

/** `<unit>`s of an XLIFF 2.0 document, our branch groups as one; a unit's state is its least advanced segment's. */
export function units20(root: XmlElement, ours: boolean): XliffUnit[] {
  const one = (element: XmlElement) => {
    const parts = childElements(element)
      .filter((c) => c.name === "segment" || c.name === "ignorable")
      .map((c) => ({
        source: firstChild(c, "source"),
        target: firstChild(c, "target"),
        ignorable: c.name === "ignorable",
      }));
    const state = leastAdvanced(childElements(element, "segment").map((s) => fileState(s.attributes.get("state"))));
    return { element, parts, state, codes: codesOf(element, ours), data: dataOf(element) };
  };
  return walk(root, "unit").map((element): XliffUnit => {
    const name = element.attributes.get("name") ?? element.attributes.get("id") ?? null;
    const notesElement = firstChild(element, "notes");
    const notes = readNotes(notesElement ? childElements(notesElement, "note") : []);
    if (element.name === "unit") return { ...one(element), name, ...notes };
    const branches = childElements(element, "unit").map((u) => ({ ...one(u), selector: selectorOf(u) }));
    return {
      element,
      name,
      parts: [],
      state: groupState(branches),
      ...notes,
      data: NO_DATA,
      group: groupOf(element, branches),
    };
  });
}

/** A group's state: its translated branches' (a branch the target lacks waits for a text, not a review). */
function groupState(branches: { parts: Parts; state?: FileState | undefined }[]): FileState | undefined {
  return leastAdvanced(branches.filter((b) => b.parts.some((p) => !isEmpty(p.target))).map((b) => b.state));
}

function leastAdvanced(states: (FileState | undefined)[]): FileState | undefined {
  if (states.includes("needs-review")) return "needs-review";
  return states.length > 0 && states.every((s) => s === "reviewed") ? "reviewed" : undefined;
}

/** A target with no text and no inline code: the unit is not translated. */
export function isEmpty(element: XmlElement | undefined): boolean {
  return !element || (childElements(element).length === 0 && textContent(element).trim() === "");
}

const NO_DATA: ReadonlyMap<string, string> = new Map();

/** The units named `name` and this product's branch groups (`pg:icu`), in document order. */
function walk(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack = [...childElements(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as XmlElement;
    if (node.name === name || (node.name === "group" && node.attributes.has("pg:icu"))) found.push(node);
    else stack.push(...childElements(node).reverse());
  }
  return found;
}

function groupOf(element: XmlElement, branches: XliffBranch[]): XliffUnit["group"] {
  const kind = element.attributes.get("restype") ?? element.attributes.get("type") ?? "";
  return {
    skeleton: element.attributes.get("pg:icu") ?? "",
    kind: kind.endsWith("select") ? "select" : "plural",
    fromSource: element.attributes.get("pg:from") === "source",
    branches,
  };
}

/** `key[one]` → `one`. */
function selectorOf(unit: XmlElement): string {
  const name = unit.attributes.get("resname") ?? unit.attributes.get("name") ?? unit.attributes.get("id") ?? "";
  return /\[([^\]]*)\]$/.exec(name)?.[1] ?? name;
}

/** `pg:codes` (JSON, the characters of each code); none written means none, in a file of ours. */
function codesOf(unit: XmlElement, ours: boolean): string[] | undefined {
  if (!ours) return undefined;
  try {
    const codes: unknown = JSON.parse(unit.attributes.get("pg:codes") ?? "[]");
    return Array.isArray(codes) && codes.every((c) => typeof c === "string") ? codes : undefined;
  } catch {
    return undefined;
  }
}

function dataOf(unit: XmlElement): ReadonlyMap<string, string> {
  const original = firstChild(unit, "originalData");
  if (!original) return NO_DATA;
  return new Map(childElements(original, "data").map((d) => [d.attributes.get("id") ?? "", textContent(d)]));
}
