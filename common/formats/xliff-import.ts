import type { Problem } from "../checks/types.ts";
import { DEFAULT_LOCALE } from "../locales.ts";
import { LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";
import { type CodeProblem, codeProblem } from "./xliff-check.ts";
import { PG_NAMESPACE } from "./xliff-codes.ts";
import { contentToIcu, type IcuContent } from "./xliff-inline.ts";
import { unitKey } from "./xliff-keys.ts";
import { joinIcu } from "./xliff-plural.ts";
import { isEmpty, units12, units20, type XliffUnit } from "./xliff-units.ts";
import { readXml, type XmlElement, XmlSyntaxError } from "./xml.ts";
import { descendants } from "./xml-tree.ts";

/** 2.1 only adds modules to 2.0's core, which is all this reads. */
const VERSIONS: Record<string, (root: XmlElement, ours: boolean) => XliffUnit[]> = {
  "1.2": units12,
  "2.0": units20,
  "2.1": units20,
};

/** The warning of a unit whose name is not a valid key and was made one (./xliff-keys.ts). */
export const KEY_RENAMED = "xliff-key-renamed";

/**
 * XLIFF 1.2 or 2.0 (the version is read from `<xliff version>`), one target locale: each unit's
 * target becomes the translation of `options.locale` (./xliff-inline.ts turns it into ICU), its
 * state the file's review state (./xliff-units.ts) and its notes the key's description. A unit
 * without a target is skipped as `untranslated`, one whose state note says `obsolete` as
 * `obsolete`. A file with no target at all (Angular's extracted `messages.xlf`) gives its sources
 * when imported as the source locale.
 */
export function importXliff(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  const root = readRoot(text, collector);
  if (!root) return collector.result;
  const version = root.attributes.get("version") ?? "";
  const read = Object.hasOwn(VERSIONS, version) ? VERSIONS[version] : undefined;
  if (!read) {
    collector.error(root.at, `XLIFF: version ${JSON.stringify(version)} is not supported (1.2 and 2.0 are)`);
    return collector.result;
  }
  const monolingual = descendants(root, "target").length === 0;
  const useSource = monolingual && options.locale === (options.sourceLocale ?? DEFAULT_LOCALE);
  const skipped: Record<string, number> = {};
  const ours = root.attributes.get("xmlns:pg") === PG_NAMESPACE;
  for (const unit of read(root, ours)) {
    const why = addUnit(text, unit, useSource, collector);
    if (why) skipped[why] = (skipped[why] ?? 0) + 1;
  }
  if (Object.keys(skipped).length > 0) collector.result.skipped = skipped;
  return collector.result;
}

/** Adds one unit's entry; returns why it yields none by design (obsolete, untranslated). */
function addUnit(file: string, unit: XliffUnit, useSource: boolean, collector: Collector): string | null {
  if (unit.obsolete) return "obsolete";
  const side = useSource ? "source" : "target";
  const read = unit.group ? readGroup(file, unit.group, side) : readParts(file, unit, side);
  if (read === "untranslated") return read;
  if (unit.name === null) {
    collector.error(
      unit.element.at,
      `XLIFF: <${unit.element.name}> has no ${unit.element.name === "unit" ? "name" : "resname"} nor id`,
    );
    return null;
  }
  const key = unitKey(unit.name);
  if ("problem" in read) {
    collector.refuse(read.problem.at, `XLIFF: ${JSON.stringify(unit.name)}: ${read.problem.message}`);
    return null;
  }
  const extra: Problem[] = [];
  if (key !== unit.name) {
    const message = `the unit's name ${JSON.stringify(unit.name)} is not a valid key; it is imported as ${JSON.stringify(key)}`;
    extra.push({ code: KEY_RENAMED, severity: "warning", message, line: 1, column: 1, offset: 0 });
  }
  const before = collector.result.entries.length;
  collector.add(key, read.content.text, read.at, read.content.sourceOffset, extra);
  const entry = collector.result.entries[before];
  if (entry) {
    if (unit.state && !useSource) entry.state = unit.state;
    if (unit.notes.length > 0) entry.description = unit.notes.join("\n\n");
  }
  return null;
}

type Read = "untranslated" | { problem: CodeProblem } | { content: IcuContent; at: number };

/** A unit's text; in a file of ours, refused when its codes came back altered. */
function readParts(file: string, unit: Pick<XliffUnit, "parts" | "codes" | "data">, side: Side, wrap?: Wrap): Read {
  const translated = unit.parts.filter((p) => !p.ignorable);
  if (translated.length === 0 || translated.some((p) => isEmpty(p[side]))) return "untranslated";
  const elements = unit.parts.map((p) => p[side] ?? p.source).filter((e) => e !== undefined);
  const own = unit.codes === undefined ? undefined : { data: unit.data };
  const content = contentToIcu(file, elements, own);
  const target = elements[0] as XmlElement;
  if (unit.codes !== undefined && side === "target" && elements.length === 1) {
    const problem = codeProblem(target, content, unit.codes, unit.data, wrap);
    if (problem) return { problem };
  }
  return { content, at: target.at };
}

/** A group of branches (./xliff-plural.ts) joined into one message by its skeleton. */
function readGroup(file: string, group: NonNullable<XliffUnit["group"]>, side: Side): Read {
  const read = group.branches.map((b) => ({ selector: b.selector, read: readParts(file, b, side, group.kind) }));
  const filled = read.filter((r) => r.read !== "untranslated");
  if (filled.length === 0) return "untranslated";
  for (const r of filled) if (typeof r.read === "object" && "problem" in r.read) return r.read;
  const contents = read.map((r) => ({
    selector: r.selector,
    content: typeof r.read === "object" && "content" in r.read ? r.read.content.text : undefined,
  }));
  const joined = joinIcu(group.skeleton, contents, !group.fromSource);
  const first = filled[0]?.read as { content: IcuContent; at: number };
  if (!joined) return { problem: { at: first.at, message: "the group's pg:icu is not one plural or select" } };
  const places = filled.flatMap((r) => {
    const start = joined.starts.get(r.selector);
    const c = (r.read as { content: IcuContent }).content;
    return start === undefined ? [] : [{ start, end: start + c.text.length, c }];
  });
  const sourceOffset = (index: number) => {
    const p = places.find((q) => index >= q.start && index < q.end);
    return p ? p.c.sourceOffset(index - p.start) : first.at;
  };
  return { content: { text: joined.text, sourceOffset }, at: first.at };
}

type Side = "source" | "target";
type Wrap = "plural" | "select";

function readRoot(text: string, collector: Collector): XmlElement | null {
  try {
    const root = readXml(text);
    if (root.name === "xliff") return root;
    collector.error(root.at, `XLIFF: the root element is <${root.name}>, not <xliff>`);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    collector.error(error.offset, `XLIFF: malformed XML: ${error.message}`);
  }
  return null;
}

/** The target language the file names (2.0 `trgLang`, 1.2 the first `<file target-language>`), raw. */
export function declaredLocale(text: string): string | null {
  try {
    const root = readXml(text);
    if (root.name !== "xliff") return null;
    const tag = root.attributes.get("trgLang") ?? descendants(root, "file")[0]?.attributes.get("target-language");
    return tag?.trim() || null;
  } catch {
    return null;
  }
}
