import type { Problem } from "../checks/types.ts";
import { DEFAULT_LOCALE } from "../locales.ts";
import { LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";
import { contentToIcu } from "./xliff-inline.ts";
import { unitKey } from "./xliff-keys.ts";
import { isEmpty, units12, units20, type XliffUnit } from "./xliff-units.ts";
import { readXml, type XmlElement, XmlSyntaxError } from "./xml.ts";
import { descendants } from "./xml-tree.ts";

/** 2.1 only adds modules to 2.0's core, which is all this reads. */
const VERSIONS: Record<string, (root: XmlElement) => XliffUnit[]> = { "1.2": units12, "2.0": units20, "2.1": units20 };

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
  for (const unit of read(root)) {
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
  const translated = unit.parts.filter((p) => !p.ignorable);
  if (translated.length === 0 || translated.some((p) => isEmpty(p[side]))) return "untranslated";
  if (unit.name === null) {
    collector.error(
      unit.element.at,
      `XLIFF: <${unit.element.name}> has no ${unit.element.name === "unit" ? "name" : "resname"} nor id`,
    );
    return null;
  }
  const elements = unit.parts.map((p) => p[side] ?? p.source).filter((e) => e !== undefined);
  const content = contentToIcu(file, elements);
  const key = unitKey(unit.name);
  const extra: Problem[] = [];
  if (key !== unit.name) {
    const message = `the unit's name ${JSON.stringify(unit.name)} is not a valid key; it is imported as ${JSON.stringify(key)}`;
    extra.push({ code: KEY_RENAMED, severity: "warning", message, line: 1, column: 1, offset: 0 });
  }
  const before = collector.result.entries.length;
  collector.add(key, content.text, (elements[0] as XmlElement).at, content.sourceOffset, extra);
  const entry = collector.result.entries[before];
  if (entry) {
    if (unit.state && !useSource) entry.state = unit.state;
    if (unit.notes.length > 0) entry.description = unit.notes.join("\n\n");
  }
  return null;
}

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
