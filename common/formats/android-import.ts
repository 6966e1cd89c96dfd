import { CATEGORY_ORDER, pluralCategories } from "../icu/plural-categories.ts";
import { androidToIcu } from "./android-text.ts";
import { LineIndex } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";
import { readXml, type XmlElement, XmlSyntaxError } from "./xml.ts";
import { childElements } from "./xml-tree.ts";

/** The argument an Android plural is selected by: the quantity given to `getQuantityString`. */
export const ANDROID_PLURAL_ARGUMENT = "count";

/**
 * Android's `res/values-<qualifier>/strings.xml` of one locale (docs/decisions/0093-android-resources.md),
 * read with the safe reader of ./xml.ts (no DOCTYPE, no entities). `<string>` is a key; `<plurals>` one
 * ICU plural of `count` with the language's CLDR categories (a quantity the language does not have,
 * as English `zero`, is skipped and counted); `<string-array name="days">` is one key per item,
 * `days.0`, `days.1`…. `translatable="false"` resources, references (`@string/x`, `?attr/x`) and other
 * resource types (`<integer-array>`, `<dimen>`, `<color>`…) yield no entry and are counted;
 * `tools:` attributes and comments are not read. A bad entry is an error at its line and column and
 * the others import.
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

function add(reader: Reader, key: string, element: XmlElement, formatted: boolean) {
  const value = androidToIcu(reader.text, element, false, formatted);
  if (value.reference) return reader.skip("reference");
  if (value.error) return reader.collector.error(value.error.at, `Android: ${key}: ${value.error.message}`);
  const at = valueAt(element);
  reader.collector.add(key, value.text, at, (i) => value.origins[i] ?? at);
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
  for (const item of childElements(element, "item")) {
    const quantity = item.attributes.get("quantity") ?? "";
    if (!(CATEGORY_ORDER as readonly string[]).includes(quantity)) {
      return reader.collector.error(
        item.at,
        `Android: ${name}: quantity "${quantity}" is not zero, one, two, few, many or other`,
      );
    }
    if (forms.has(quantity))
      return reader.collector.error(item.at, `Android: ${name}: quantity ${quantity} is repeated`);
    if (!own.has(quantity)) {
      reader.skip("quantity not in the language");
      continue;
    }
    const value = androidToIcu(reader.text, item, true, formattedOf(element));
    if (value.reference) return reader.skip("reference");
    if (value.error) return reader.collector.error(value.error.at, `Android: ${name}: ${value.error.message}`);
    forms.set(quantity, value);
  }
  let text = `{${ANDROID_PLURAL_ARGUMENT}, plural,`;
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
  reader.collector.add(name, text, element.at, (i) => origins[i] ?? element.at);
}
