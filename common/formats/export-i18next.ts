import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../checks/parse.ts";
import { type ExportEntry, exportFlatJson } from "./export.ts";
import { PLURAL_ARGUMENT } from "./i18next-text.ts";

export interface I18nextExport {
  /** Flat JSON: i18next finds dotted keys in it, including a key that is also a prefix. */
  text: string;
  /** Keys exported as ICU text because i18next has no equivalent, with the reason. */
  warnings: { key: string; message: string }[];
}

class Unconvertible extends Error {}

/**
 * ICU messages as i18next JSON: `{x}` → `{{x}}`, `{x, number}` → `{{x, number}}`,
 * `#` → `{{count, number}}` (imported back as `#`), and a message
 * that is exactly one plural of `count` → `key_one`, `key_other`…
 * Anything else (select, offset, `=0`, styles, nested plurals) stays ICU text
 * and is listed in `warnings` (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function exportI18next(entries: Iterable<ExportEntry>): I18nextExport {
  const out: ExportEntry[] = [];
  const warnings: I18nextExport["warnings"] = [];
  for (const entry of entries) {
    try {
      out.push(...convertEntry(entry));
    } catch (error) {
      if (!(error instanceof Unconvertible)) throw error;
      warnings.push({ key: entry.key, message: error.message });
      out.push(entry);
    }
  }
  return { text: exportFlatJson(out), warnings };
}

function convertEntry({ key, text }: ExportEntry): ExportEntry[] {
  const parsed = parseMessage(text);
  if (!parsed.ast) throw new Unconvertible(`not valid ICU: ${parsed.problem.message}`);
  const [only] = parsed.ast;
  if (parsed.ast.length === 1 && only?.type === TYPE.plural && only.value === PLURAL_ARGUMENT) {
    if (only.offset !== 0) throw new Unconvertible("a plural with an offset");
    // i18next finds a family by its `_other` member: without one, `key_one` would come back as a key of its own.
    if (!Object.hasOwn(only.options, "other")) throw new Unconvertible("a plural without an other branch");
    const suffix = only.pluralType === "ordinal" ? "_ordinal" : "";
    return Object.entries(only.options).map(([category, option]) => {
      if (category.startsWith("=")) throw new Unconvertible(`an exact branch ${category}`);
      return { key: `${key}${suffix}_${category}`, text: plain(option.value, true) };
    });
  }
  return [{ key, text: plain(parsed.ast, false) }];
}

const FORMATTED = new Map<TYPE, string>([
  [TYPE.number, "number"],
  [TYPE.date, "datetime"],
]);

function plain(elements: MessageFormatElement[], inPlural: boolean): string {
  let out = "";
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      if (el.value.includes("{{") || el.value.includes("$t("))
        throw new Unconvertible("text i18next would interpolate");
      out += el.value;
    } else if (el.type === TYPE.pound && inPlural) {
      // `#` formats the count as a number (1,000 in en); a bare {{count}} would print 1000.
      out += "{{count, number}}";
    } else if (el.type === TYPE.argument) out += `{{${el.value}}}`;
    else if (el.type === TYPE.tag) out += `<${el.value}>${plain(el.children, inPlural)}</${el.value}>`;
    else if ((el.type === TYPE.number || el.type === TYPE.date) && !el.style) {
      out += `{{${el.value}, ${FORMATTED.get(el.type)}}}`;
    } else throw new Unconvertible(`${TYPE[el.type]} has no i18next equivalent here`);
  }
  return out;
}
