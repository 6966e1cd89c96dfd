import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { parseMessage } from "../../../common/checks/parse";
import { messageArguments, messageTags } from "../../../common/icu/arguments";

/**
 * Source texts as the translation memory compares them (docs/decisions/0062-suggestions.md):
 * argument and tag names masked by their order of first use (`{count}` and `{n}` are the same
 * slot), whitespace runs folded to one space. Two sources with the same masked form are an
 * identical match (score 100) whatever their arguments are called.
 */
export interface MaskedSource {
  masked: string;
  /** Argument names in order of first use, and tag names likewise: what a remap maps between. */
  args: string[];
  tags: string[];
}

const fold = (text: string) => text.replace(/\s+/gu, " ").trim();

/** A text without `{` or `<` has nothing to mask: it is not parsed (most texts; the index stays cheap). */
export function maskSource(text: string): MaskedSource {
  if (!/[{<]/u.test(text)) return { masked: fold(text), args: [], tags: [] };
  const parsed = parseMessage(text);
  if (!parsed.ast) return { masked: fold(text), args: [], tags: [] };
  const args = [...messageArguments(parsed.ast).keys()];
  const tags = [...messageTags(parsed.ast)];
  const names = new Map<string, string>([
    ...args.map((name, i) => [`a:${name}`, `\u0001${i}`] as const),
    ...tags.map((name, i) => [`t:${name}`, `\u0002${i}`] as const),
  ]);
  return { masked: fold(rename(text, parsed.ast, names)), args, tags };
}

/**
 * `text` with the argument names and tag names of `names` (`a:name` / `t:name` → new name)
 * replaced where they stand, everything else as written (quotes, spacing, styles).
 */
function rename(text: string, ast: MessageFormatElement[], names: ReadonlyMap<string, string>): string {
  const edits: { at: number; length: number; by: string }[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound || !el.location) continue;
      if (el.type === TYPE.tag) {
        const by = names.get(`t:${el.value}`);
        if (by !== undefined) {
          edits.push({ at: el.location.start.offset + 1, length: el.value.length, by });
          edits.push({ at: el.location.end.offset - el.value.length - 1, length: el.value.length, by });
        }
        visit(el.children);
        continue;
      }
      const by = names.get(`a:${el.value}`);
      if (by !== undefined) {
        // `{` then optional whitespace, then the name.
        const start = el.location.start.offset + 1;
        const skip = (/^\s*/u.exec(text.slice(start)) ?? [""])[0].length;
        edits.push({ at: start + skip, length: el.value.length, by });
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) visit(option.value);
      }
    }
  };
  visit(ast);
  let out = text;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, edit.at) + edit.by + out.slice(edit.at + edit.length);
  }
  return out;
}

/**
 * A matched translation with THIS key's argument and tag names where the matched key's
 * source used others (slot by slot, in order of first use); unchanged when the names agree
 * or the text does not parse.
 */
export function remapNames(translation: string, from: MaskedSource, to: MaskedSource): string {
  const names = new Map<string, string>();
  from.args.forEach((name, i) => {
    const own = to.args[i];
    if (own !== undefined && own !== name) names.set(`a:${name}`, own);
  });
  from.tags.forEach((name, i) => {
    const own = to.tags[i];
    if (own !== undefined && own !== name) names.set(`t:${name}`, own);
  });
  if (names.size === 0) return translation;
  const parsed = parseMessage(translation);
  return parsed.ast ? rename(translation, parsed.ast, names) : translation;
}
