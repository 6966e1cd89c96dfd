import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { Problem } from "../checks/types.ts";
import { CATEGORY_ORDER, pluralCategories } from "../icu/plural-categories.ts";
import { androidToIcu } from "./android-text.ts";
import { LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";
import { readXml, type XmlElement, XmlSyntaxError } from "./xml.ts";
import { childElements } from "./xml-tree.ts";

/** The argument an Android plural is selected by (the quantity given to `getQuantityString`) without a source to follow. */
export const ANDROID_PLURAL_ARGUMENT = "count";

/**
 * Android's `res/values-<qualifier>/strings.xml` of one locale (docs/decisions/0093-android-resources.md),
 * read with the safe reader of ./xml.ts (no DOCTYPE, no entities). `<string>` is a key; `<plurals>` one
 * ICU plural of `count` with the language's CLDR categories (a quantity the language does not have,
 * as English `zero`, is skipped and counted); `<string-array name="days">` is one key per item,
 * `days.0`, `days.1`…. `translatable="false"` resources, references (`@string/x`, `?attr/x`) and other
 * resource types (`<integer-array>`, `<dimen>`, `<color>`…) yield no entry and are counted;
 * `tools:` attributes and comments are not read. A value aapt2 refuses (an unescaped apostrophe, an
 * unknown or repeated quantity) is imported as it reads with an `android-resource` error at its line
 * and column, and the others import; only a file that is no XML, or a resource without a name, is
 * a file error.
 */
export function importAndroid(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    collector.error(error.offset, `Android: ${error.message}`);
    return collector.result;
  }
  if (root.name !== "resources") {
    collector.error(root.at, `Android: the root element must be <resources>, not <${root.name}>`);
    return collector.result;
  }
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  const reader = { text, collector, skip, locale: options.locale };
  for (const element of childElements(root)) {
    if (!["string", "plurals", "string-array"].includes(element.name)) {
      skip("not text");
      continue;
    }
    const name = element.attributes.get("name");
    if (!name) collector.error(element.at, `Android: <${element.name}> has no name`);
    else if (element.attributes.get("translatable") === "false") skip("untranslatable");
    else if (element.name === "string") string(reader, element, name);
    else if (element.name === "plurals") plurals(reader, element, name);
    else array(reader, element, name);
  }
  collector.result.skipped = skipped;
  return collector.result;
}

interface Reader {
  text: string;
  collector: Collector;
  skip: (why: string) => void;
  locale: string;
}

const formattedOf = (element: XmlElement) => element.attributes.get("formatted") !== "false";

/** Where an element's value starts in the file: its first child, else its start tag. */
const valueAt = (element: XmlElement) => {
  const first = element.children[0];
  return first === undefined ? element.at : first.type === "text" ? first.start : first.at;
};

/** An `android-resource` error at the character of `text` that came from `at` in the file. */
function refused(message: string, origins: readonly number[], at: number): Problem {
  const offset = Math.max(0, origins.indexOf(at));
  return { code: "android-resource", severity: "error", message, line: 1, column: offset + 1, offset };
}

function add(reader: Reader, key: string, element: XmlElement, formatted: boolean) {
  const value = androidToIcu(reader.text, element, false, formatted);
  if (value.reference) return reader.skip("reference");
  const at = valueAt(element);
  const problems = value.error ? [refused(value.error.message, value.origins, value.error.at)] : [];
  reader.collector.add(key, value.text, at, (i) => value.origins[i] ?? at, problems);
}

function string(reader: Reader, element: XmlElement, name: string) {
  add(reader, name, element, formattedOf(element));
}

function array(reader: Reader, element: XmlElement, name: string) {
  const formatted = formattedOf(element);
  childElements(element, "item").forEach((item, i) => {
    add(reader, `${name}.${i}`, item, formatted);
  });
}

function plurals(reader: Reader, element: XmlElement, name: string) {
  const own = new Set(pluralCategories(reader.locale));
  const forms = new Map<string, { text: string; origins: number[] }>();
  const errors: { message: string; at: number }[] = [];
  for (const item of childElements(element, "item")) {
    const quantity = item.attributes.get("quantity") ?? "";
    if (!(CATEGORY_ORDER as readonly string[]).includes(quantity)) {
      errors.push({ message: `quantity "${quantity}" is not zero, one, two, few, many or other`, at: item.at });
    } else if (forms.has(quantity)) errors.push({ message: `quantity ${quantity} is repeated`, at: item.at });
    else if (!own.has(quantity)) reader.skip("quantity not in the language");
    else {
      const value = androidToIcu(reader.text, item, true, formattedOf(element));
      if (value.reference) return reader.skip("reference");
      if (value.error) errors.push(value.error);
      forms.set(quantity, value);
    }
  }
  let text = `{${pluralArgument(reader.collector.options.sources?.get(name))}, plural,`;
  const origins: number[] = [...text].map(() => element.at);
  for (const category of CATEGORY_ORDER) {
    const form = forms.get(category);
    if (!form) continue;
    const head = ` ${category} {`;
    text += `${head}${form.text}}`;
    origins.push(
      ...[...head].map(() => form.origins[0] ?? element.at),
      ...form.origins,
      form.origins.at(-1) ?? element.at,
    );
  }
  text += "}";
  origins.push(element.at);
  const { collector } = reader;
  const problems = errors.map((e) => refused(e.message, origins, e.at));
  const before = collector.result.entries.length;
  collector.add(name, text, element.at, (i) => origins[i] ?? element.at, problems);
  // An item left out of the text (unknown, repeated) is placed in the file at its own start tag.
  const added = collector.result.entries[before];
  errors.forEach((e, i) => {
    const problem = added?.problems[i];
    if (problem) problem.file = collector.lines.at(e.at);
  });
}

/**
 * The argument a plural is selected by: the source text's, where the key's source has one plural
 * (`{languages, plural, …}`: Android's `<plurals>` have no place for the name), else `count`.
 */
function pluralArgument(source: string | undefined): string {
  if (source === undefined) return ANDROID_PLURAL_ARGUMENT;
  try {
    const plurals = parse(source, { requiresOtherClause: false }).filter((e) => e.type === TYPE.plural);
    return plurals.length === 1 && plurals[0] ? plurals[0].value : ANDROID_PLURAL_ARGUMENT;
  } catch {
    return ANDROID_PLURAL_ARGUMENT;
  }
}
