import { readPluralForms } from "./plural-forms.ts";
import { type FormMapping, mapPluralForms } from "./plural-forms-map.ts";
import { type PoEntry, readPo } from "./po-reader.ts";

/**
 * The header field that marks a file the product wrote: its msgstr texts are ICU messages,
 * taken as they are, so an exported file round-trips byte for byte. Any other file is plain
 * gettext text, converted (common/formats/po-text.ts). Poedit and Weblate keep unknown fields.
 */
export const FORMAT_FIELD = "X-Polyglot-Format";
export const FORMAT_ICU = "ICU MessageFormat";
/**
 * The header field of a bilingual file we wrote (docs/decisions/0085-bilingual-po.md): the key
 * is the msgctxt, the msgid only the source text shown to the translator. Without it (our
 * exports before, other tools' files) the key is the msgid (with a msgctxt, `<msgctxt>::<msgid>`).
 */
export const KEY_FIELD = "X-Polyglot-Key";
export const KEY_MSGCTXT = "msgctxt";

export interface PoHeader {
  fields: Map<string, { value: string; at: number }>;
  /** The file offset of the header's msgstr. */
  at: number;
}

/** The header entry (`msgid ""`, no context), its fields by lower-case name. */
export function readHeader(entry: PoEntry | undefined): PoHeader | null {
  if (entry?.msgid?.value !== "" || entry.msgctxt || !entry.msgstr) return null;
  const { value, offsets, at } = entry.msgstr;
  const fields = new Map<string, { value: string; at: number }>();
  let start = 0;
  for (const line of value.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      fields.set(line.slice(0, colon).trim().toLowerCase(), {
        value: line.slice(colon + 1).trim(),
        at: offsets[start] ?? at,
      });
    }
    start += line.length + 1;
  }
  return { fields, at };
}

/** The mapping of the header's plural forms for a CLDR tag, or the error that refuses plural entries. */
export function headerPlurals(header: PoHeader | null, pluralTag: string): FormMapping | { error: string; at: number } {
  const field = header?.fields.get("plural-forms");
  if (!header || !field) return { error: "PO: a plural entry needs the header's Plural-Forms", at: header?.at ?? 0 };
  const forms = readPluralForms(field.value);
  const mapping = "error" in forms ? forms : mapPluralForms(forms, pluralTag);
  if ("error" in mapping) return { error: `PO: Plural-Forms cannot be used: ${mapping.error}`, at: field.at };
  return mapping;
}

/** The `Language` the file declares (a raw tag such as `sr_Latn`, `sl_SI`), or null. */
export function declaredLocale(text: string): string | null {
  const language = readHeader(readPo(text).entries[0])?.fields.get("language")?.value;
  return language ? language : null;
}
