import type { Problem } from "../checks/types.ts";
import { pluralTagOf } from "../icu/plural-categories.ts";
import { LineIndex } from "./json-reader.ts";
import type { FormMapping } from "./plural-forms-map.ts";
import { FORMAT_FIELD, FORMAT_ICU, headerPlurals, KEY_FIELD, KEY_MSGCTXT, readHeader } from "./po-header.ts";
import { poKey } from "./po-key.ts";
import { type FormText, pluralMessage } from "./po-plural.ts";
import { type PoEntry, type PoString, readPo } from "./po-reader.ts";
import { placeholderNames, poTextToIcu } from "./po-text.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";

export { declaredLocale } from "./po-header.ts";

/** The flag our export writes on a plural whose argument is not `count` (`#, icu-plural=languages`). */
export const PLURAL_ARGUMENT_FLAG = "icu-plural=";
const DEFAULT_ARGUMENT = "count";

interface Context {
  collector: Collector;
  icu: boolean;
  /** A bilingual file we wrote: the msgctxt is the key (docs/decisions/0085-bilingual-po.md). */
  keyInContext: boolean;
  plurals: FormMapping | { error: string; at: number };
  skipped: { obsolete: number; untranslated: number };
  refusedPlurals: number;
}

/**
 * gettext PO of one locale (docs in common/formats/po-key.ts for keys, po-text.ts for
 * placeholders, plural-forms-map.ts for plurals). `#, fuzzy` → needs review; translator (`#`)
 * and extracted (`#.`) comments → the description; `#~` obsolete and untranslated entries are
 * skipped and counted. In a bilingual file we wrote (`X-Polyglot-Key: msgctxt`) an entry's key is
 * its msgctxt and its msgid only the source text; elsewhere (our monolingual exports before,
 * other tools' files) the key is the msgid, with a msgctxt `<msgctxt>::<msgid>`. Plural entries need a usable `Plural-Forms`; without one they are
 * refused with one error at the header, and singular entries still import.
 */
export function importPo(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  const file = readPo(text);
  for (const error of file.errors) collector.error(error.offset, error.message);
  const header = readHeader(file.entries[0]);
  const ctx: Context = {
    collector,
    icu: header?.fields.get(FORMAT_FIELD.toLowerCase())?.value.startsWith(FORMAT_ICU) ?? false,
    keyInContext: header?.fields.get(KEY_FIELD.toLowerCase())?.value === KEY_MSGCTXT,
    plurals: headerPlurals(header, pluralTagOf(options.locale)),
    skipped: { obsolete: file.obsolete, untranslated: 0 },
    refusedPlurals: 0,
  };
  for (const entry of header ? file.entries.slice(1) : file.entries) {
    if (entry.msgidPlural) plural(entry, ctx);
    else singular(entry, ctx);
  }
  if (ctx.refusedPlurals > 0 && "error" in ctx.plurals) {
    const s = ctx.refusedPlurals === 1 ? "y is" : "ies are";
    collector.error(ctx.plurals.at, `${ctx.plurals.error} (${ctx.refusedPlurals} plural entr${s} not imported)`);
  }
  collector.result.skipped = Object.fromEntries(Object.entries(ctx.skipped).filter(([, n]) => n > 0));
  return collector.result;
}

function singular(entry: PoEntry, ctx: Context) {
  const msgstr = entry.msgstr as PoString;
  if (msgstr.value === "") return void ctx.skipped.untranslated++;
  const form = formText(msgstr, entry, ctx, undefined);
  add(entry, ctx, form.text, msgstr.at + 1, form.offsets, form.problems);
}

function plural(entry: PoEntry, ctx: Context) {
  if (entry.plurals.every((s) => s.value === "")) return void ctx.skipped.untranslated++;
  if ("error" in ctx.plurals) return void ctx.refusedPlurals++;
  const mapping = ctx.plurals;
  const number = ctx.icu ? undefined : pluralNumber(entry);
  const flagged = [...entry.flags].find((f) => f.startsWith(PLURAL_ARGUMENT_FLAG))?.slice(PLURAL_ARGUMENT_FLAG.length);
  const argument = flagged ?? (number && !/^\d+$/.test(number) ? number : DEFAULT_ARGUMENT);
  const problems: ReturnType<typeof formText>["problems"] = [];
  const forms = entry.plurals.map((s) => {
    const form = formText(s, entry, ctx, number ?? null);
    problems.push(...form.problems);
    return form;
  });
  const message = pluralMessage(argument, forms, mapping);
  for (const note of message.notes)
    problems.push({ code: "po-plural-forms", message: note, at: message.offsets[0] ?? 0 });
  for (const note of mapping.mismatches)
    problems.push({ code: "po-plural-header", message: note, at: message.offsets[0] ?? 0 });
  const first = entry.plurals[0] as PoString;
  add(entry, ctx, message.text, first.at + 1, message.offsets, problems);
}

/** The plural's number among the msgid_plural's placeholders: the only one, else one named count or n. */
function pluralNumber(entry: PoEntry): string | null {
  const names = [...new Set(placeholderNames(entry.msgidPlural?.value ?? "", entry.flags))];
  if (names.length === 1) return names[0] as string;
  return names.find((n) => n === "count" || n === "n") ?? null;
}

function formText(s: PoString, entry: PoEntry, ctx: Context, number: string | null | undefined) {
  if (ctx.icu) return { text: s.value, offsets: s.offsets, at: s.at, problems: [] };
  const icu = poTextToIcu(s.value, entry.flags, number);
  const offsets = icu.origins.map((i) => s.offsets[i] ?? s.at);
  const problems = icu.problems.map((p) => ({ ...p, at: s.offsets[p.at] ?? s.at }));
  return { text: icu.text, offsets, at: s.at, problems } satisfies FormText & { problems: unknown[] };
}

function add(
  entry: PoEntry,
  ctx: Context,
  text: string,
  at: number,
  offsets: number[],
  problems: { code: string; message: string; at: number }[],
) {
  const msgid = entry.msgid?.value ?? "";
  const context = entry.msgctxt?.value;
  // Our monolingual export lent a msgid the line breaks at the ends of its text (msgfmt -c wants them alike).
  const key =
    ctx.keyInContext && context !== undefined
      ? poKey(undefined, context)
      : poKey(context, ctx.icu ? msgid.replace(/^\n|\n$/g, "") : msgid);
  const extra = problems.map((p) => problemAt(text, offsets, p));
  const { entries } = ctx.collector.result;
  const before = entries.length;
  ctx.collector.add(key, text, at, (i) => offsets[i] ?? at, extra);
  const added = entries[before];
  if (!added) return;
  added.state = entry.flags.has("fuzzy") ? "needs-review" : "reviewed";
  const description = [entry.translator.join("\n"), entry.extracted.join("\n")].filter((d) => d !== "").join("\n\n");
  if (entry.translator.length + entry.extracted.length > 0) added.description = description;
}

/** A warning placed at the first character of the message that comes from file offset `at`. */
function problemAt(text: string, offsets: number[], p: { code: string; message: string; at: number }): Problem {
  const offset = Math.max(
    0,
    offsets.findIndex((o) => o >= p.at),
  );
  const before = text.slice(0, offset).split("\n");
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return { code: p.code, severity: "warning", message: p.message, line, column, offset };
}
