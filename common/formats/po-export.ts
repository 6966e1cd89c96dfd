import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { pluralTagOf } from "../icu/plural-categories.ts";
import { type LocaleCode, localeInfo } from "../locales.ts";
import { readPluralForms } from "./plural-forms.ts";
import { pluralFormsOf } from "./plural-forms-locales.ts";
import { type FormMapping, mapPluralForms } from "./plural-forms-map.ts";
import { FORMAT_FIELD, FORMAT_ICU, KEY_FIELD, KEY_MSGCTXT } from "./po-header.ts";
import { PLURAL_ARGUMENT_FLAG } from "./po-import.ts";
import { pluralMessage } from "./po-plural.ts";
import { poDate, poSource } from "./po-source.ts";
import { escapePoString } from "./po-string.ts";

export interface PoExportEntry {
  key: string;
  text: string;
  description: string;
  state: "needs-review" | "reviewed" | "outdated" | "changes-requested" | null;
  /** The source locale's text of the key (the msgid); the key stands in without one. */
  source?: string | undefined;
}

export interface PoExportOptions {
  /** PO-Revision-Date, an ISO time: when the locale's translations last changed (the caller's choice). */
  revised: string;
}

/**
 * Bilingual gettext PO of one locale (docs/decisions/0085-bilingual-po.md), deterministic,
 * ending with a newline. The msgctxt is the key, the msgid the source locale's text (and
 * msgid_plural its `other` form: ./po-source.ts), the msgstr the translation. The header is
 * complete for `msgfmt -c` (PO-Revision-Date from `options.revised`, Last-Translator the
 * product, never a person's address) and names the language (common/locale-table.ts
 * `pluralTag`: cs, sl, sr-Latn), a Plural-Forms with CLDR's whole-number rules
 * (./plural-forms-locales.ts), `X-Polyglot-Format`, which tells our import that the texts are
 * ICU, and `X-Polyglot-Key: msgctxt`, that the key is the msgctxt (./po-header.ts). Texts are ICU
 * exactly as stored: a plural whose forms are exactly the header's (and which the import would
 * rebuild to the same text) is written as msgstr[n] in the header's order, with
 * `#, icu-plural=<name>` when its argument is not `count`; anything else (select, nested, exact
 * values, text around) is one ICU msgstr. needs-review, outdated and changes requested →
 * `#, fuzzy`; the description → `#.` lines (gettext's comments for the translator from the
 * developer). Strings are not wrapped; a string with a line break is written one line per `\n`,
 * as gettext does.
 */
export function exportPo(entries: Iterable<PoExportEntry>, locale: LocaleCode, options: PoExportOptions): string {
  const header = pluralFormsOf(locale);
  const forms = readPluralForms(header);
  const mapping = "error" in forms ? null : mapPluralForms(forms, pluralTagOf(locale));
  const usable = mapping && !("error" in mapping) && mapping.mismatches.length === 0 ? mapping : null;
  const fields = [
    "Project-Id-Version: Polyglot",
    `PO-Revision-Date: ${poDate(options.revised)}`,
    "Last-Translator: Polyglot",
    `Language-Team: ${localeInfo(locale).name}`,
    `Language: ${pluralTagOf(locale)}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    `Plural-Forms: ${header}`,
    `${FORMAT_FIELD}: ${FORMAT_ICU}`,
    `${KEY_FIELD}: ${KEY_MSGCTXT}`,
  ];
  const blocks = [`msgid ""\nmsgstr ""\n${fields.map((f) => `"${escapePoString(`${f}\n`)}"`).join("\n")}`];
  for (const entry of entries) blocks.push(entryBlock(entry, usable));
  return `${blocks.join("\n\n")}\n`;
}

function entryBlock(entry: PoExportEntry, mapping: FormMapping | null): string {
  const lines: string[] = [];
  if (entry.description !== "") {
    for (const line of entry.description.split("\n")) lines.push(line === "" ? "#." : `#. ${line}`);
  }
  const plural = mapping ? asForms(entry.text, mapping) : null;
  const flags: string[] = [];
  if (entry.state !== "reviewed" && entry.state !== null) flags.push("fuzzy");
  if (plural && plural.argument !== "count") flags.push(`${PLURAL_ARGUMENT_FLAG}${plural.argument}`);
  if (flags.length > 0) lines.push(`#, ${flags.join(", ")}`);
  lines.push(keyword("msgctxt", entry.key));
  const source = poSource(entry.source, entry.key, plural ? (plural.forms[0] ?? "") : entry.text);
  lines.push(keyword("msgid", plural ? source.msgid : source.text));
  if (plural) {
    lines.push(keyword("msgid_plural", source.msgidPlural));
    for (const [i, form] of plural.forms.entries()) lines.push(keyword(`msgstr[${i}]`, form));
  } else lines.push(keyword("msgstr", entry.text));
  return lines.join("\n");
}

function keyword(name: string, value: string): string {
  const parts = value.split(/(?<=\n)/);
  if (parts.length === 1) return `${name} "${escapePoString(value)}"`;
  return [`${name} ""`, ...parts.map((p) => `"${escapePoString(p)}"`)].join("\n");
}

/** The msgstr[n] of an ICU plural that the header's forms hold exactly, or null. */
function asForms(text: string, mapping: FormMapping): { argument: string; forms: string[] } | null {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { captureLocation: true });
  } catch {
    return null;
  }
  const [el] = ast;
  if (ast.length !== 1 || el?.type !== TYPE.plural || el.pluralType !== "cardinal" || el.offset !== 0) return null;
  const forms: string[] = [];
  for (const selector of mapping.selectors) {
    const option = selector === null ? undefined : el.options[selector];
    if (!option?.location) return null;
    forms.push(text.slice(option.location.start.offset + 1, option.location.end.offset - 1));
  }
  const rebuilt = pluralMessage(
    el.value,
    forms.map((f) => ({ text: f, offsets: [], at: 0 })),
    mapping,
  );
  return rebuilt.text === text && rebuilt.notes.length === 0 ? { argument: el.value, forms } : null;
}
