import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";

/**
 * The source side of a bilingual PO entry (docs/decisions/0085-bilingual-po.md): what a
 * translator in Poedit or Lokalize reads as `msgid` (and `msgid_plural`). The key is the msgctxt;
 * the import never reads the msgid of a file we wrote, so the source text is shown, not kept.
 */
export interface PoSource {
  /** The msgid of a singular entry: the whole source text. */
  text: string;
  /** The msgid and msgid_plural of a plural entry. */
  msgid: string;
  msgidPlural: string;
}

/**
 * The source text as msgid; for a plural entry, the source's `one` form (else `=1`, else `other`) and
 * its `other` form, as gettext writes an English plural. A source that is no simple plural is
 * both. Without a source text (a key with no source translation yet) the key stands in, since
 * gettext has no empty msgid but the header's. Each string takes the line break at either end
 * of `target` (the first msgstr), which `msgfmt -c` wants alike on both sides.
 */
export function poSource(source: string | undefined, key: string, target: string): PoSource {
  const text = source === undefined || source === "" ? key : source;
  const forms = pluralForms(text);
  const singular = forms?.one ?? forms?.["=1"] ?? forms?.other ?? text;
  const plural = forms?.other ?? text;
  return {
    text: alignNewlines(text, target),
    msgid: alignNewlines(singular, target),
    msgidPlural: alignNewlines(plural, target),
  };
}

/** `text` without its line breaks at the ends, given those of `like` (a lone "\n" stays itself). */
export function alignNewlines(text: string, like: string): string {
  const core = text.replace(/^\n/, "").replace(/\n$/, "");
  if (core === "" && text !== "") return like.startsWith("\n") || like.endsWith("\n") ? "\n" : text;
  return `${like.startsWith("\n") ? "\n" : ""}${core}${like.endsWith("\n") ? "\n" : ""}`;
}

function pluralForms(text: string): Record<string, string> | null {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { captureLocation: true });
  } catch {
    return null;
  }
  const [el] = ast;
  if (ast.length !== 1 || el?.type !== TYPE.plural || el.pluralType !== "cardinal") return null;
  const forms: Record<string, string> = {};
  for (const [selector, option] of Object.entries(el.options)) {
    if (option.location) forms[selector] = text.slice(option.location.start.offset + 1, option.location.end.offset - 1);
  }
  return forms;
}

/** gettext's date form (`2026-11-28 10:57+0000`) of an ISO time. */
export function poDate(iso: string): string {
  const time = new Date(iso);
  const at = Number.isNaN(time.getTime()) ? new Date(0) : time;
  return `${at.toISOString().slice(0, 16).replace("T", " ")}+0000`;
}
