import type { FileState } from "./types.ts";
import { REASON_NOTE } from "./xliff-export.ts";
import type { XmlElement } from "./xml.ts";
import { childElements, descendants, firstChild, textContent } from "./xml-tree.ts";

/** One translation unit of either XLIFF version, as the importer reads it. */
export interface XliffUnit {
  element: XmlElement;
  /** `resname` (1.2) or `name` (2.0), else `id`; null when the unit has neither. */
  name: string | null;
  /** The parts of the unit's text in order: 1.2 has one, 2.0 a segment or ignorable each. */
  parts: { source?: XmlElement; target?: XmlElement; ignorable: boolean }[];
  state?: FileState;
  notes: string[];
  obsolete: boolean;
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

/** `<trans-unit>`s of every `<file>` and `<group>` of an XLIFF 1.2 document. */
export function units12(root: XmlElement): XliffUnit[] {
  return descendants(root, "trans-unit").map((element) => {
    const target = firstChild(element, "target");
    const name = element.attributes.get("resname") ?? element.attributes.get("id") ?? null;
    const parts = [{ source: firstChild(element, "source"), target, ignorable: false }];
    return {
      element,
      name,
      parts,
      state: fileState(target?.attributes.get("state")),
      ...readNotes(childElements(element, "note")),
    };
  });
}

/** `<unit>`s of an XLIFF 2.0 document; a unit's state is its least advanced segment's. */
export function units20(root: XmlElement): XliffUnit[] {
  return descendants(root, "unit").map((element) => {
    const name = element.attributes.get("name") ?? element.attributes.get("id") ?? null;
    const parts = childElements(element)
      .filter((c) => c.name === "segment" || c.name === "ignorable")
      .map((c) => ({
        source: firstChild(c, "source"),
        target: firstChild(c, "target"),
        ignorable: c.name === "ignorable",
      }));
    const states = childElements(element, "segment").map((s) => fileState(s.attributes.get("state")));
    const state = states.includes("needs-review")
      ? "needs-review"
      : states.length > 0 && states.every((s) => s === "reviewed")
        ? "reviewed"
        : undefined;
    const notes = firstChild(element, "notes");
    return { element, name, parts, state, ...readNotes(notes ? childElements(notes, "note") : []) };
  });
}

/** A target with no text and no inline code: the unit is not translated. */
export function isEmpty(element: XmlElement | undefined): boolean {
  return !element || (childElements(element).length === 0 && textContent(element).trim() === "");
}
