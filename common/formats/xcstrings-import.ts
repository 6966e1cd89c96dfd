import { keyNameProblem } from "../icu/keys.ts";
import { LOCALES, type LocaleCode } from "../locales.ts";
import { type JsonNode, JsonSyntaxError, LineIndex, readJson } from "./json-reader.ts";
import { Collector, type ImportError, type ParseOptions, type ParseResult } from "./types.ts";
import { appleToIcu } from "./xcstrings-specifiers.ts";
import { localizationText, member, UnitError } from "./xcstrings-units.ts";

type JsonObject = Extract<JsonNode, { kind: "object" }>;

/**
 * A String Catalog's language tag as one of our locales: exactly a locale's tag or plural tag
 * (`cs`, `sl`, `sr-Latn`, `en`). A region (`en-GB`, `pt-BR`) is another localization there, and
 * Apple's `sr` is Serbian in Cyrillic, which the site does not speak.
 */
export function catalogLocale(tag: string): LocaleCode | undefined {
  const lower = tag.toLowerCase();
  if (lower === "sr") return undefined;
  return LOCALES.find((l) => l.tag.toLowerCase() === lower || l.pluralTag.toLowerCase() === lower)?.code;
}

/**
 * An Apple String Catalog (`.xcstrings`): one JSON file with every localization of every key
 * (docs/decisions/0092-apple-string-catalogs.md). Each of our locales found is read as ICU
 * (./xcstrings-units.ts), with the state (`translated` reviewed; `needs_review`, `new`, `stale`
 * waiting for review) and the key's `comment` as its description. The file's `sourceLanguage`
 * without a localization of a key has the key itself as text, as Xcode shows it (an empty one is
 * no text: skipped as `untranslated`). A key with
 * `shouldTranslate: false` is not imported (counted `not-translatable`); localizations in other
 * languages are counted (`other-language`). A key or localization that cannot be read is refused
 * with its place and path (`refused`), and the rest is imported.
 */
export function importXcstrings(text: string, options: ParseOptions): ParseResult {
  const lines = new LineIndex(text);
  const base = new Collector(options, lines);
  const root = readRoot(text, base);
  const strings = root ? member(root, "strings") : undefined;
  if (!root) return base.result;
  if (strings?.kind !== "object") {
    base.error(strings?.at ?? root.at, "xcstrings: the file must have a strings object");
    return base.result;
  }
  const sourceTag = member(root, "sourceLanguage");
  const sourceLocale = sourceTag?.kind === "string" ? catalogLocale(sourceTag.value) : undefined;
  const collectors = new Map<LocaleCode, Collector>();
  const collector = (locale: LocaleCode) => {
    let found = collectors.get(locale);
    if (!found) {
      found = locale === options.locale ? base : new Collector({ ...options, locale }, lines);
      collectors.set(locale, found);
    }
    return found;
  };
  const refusals: ImportError[] = [];
  const refused = (at: number, message: string) => {
    const { line, column } = lines.at(at);
    refusals.push(base.located(line, column, `xcstrings: ${message}`));
  };
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  for (const { name: key, node, at } of strings.members) {
    const path = `strings[${JSON.stringify(key)}]`;
    const why = keyNameProblem(key);
    if (why) refused(at, `${path}: the key ${why}`);
    else if (node.kind !== "object") refused(node.at, `${path} must be an object`);
    else if (member(node, "shouldTranslate")?.kind === "scalar" && readFlag(node) === false) skip("not-translatable");
    else readKey(key, node, path, { collector, refused, skip, sourceLocale });
  }
  const all = [...new Set([base, ...collectors.values()])];
  return {
    entries: all.flatMap((c) => c.result.entries),
    errors: all.flatMap((c) => c.result.errors),
    refused: refusals,
    skipped,
  };
}

const readFlag = (node: JsonObject) => {
  const flag = member(node, "shouldTranslate");
  return flag?.kind === "scalar" ? flag.value : undefined;
};

interface KeyReader {
  collector: (locale: LocaleCode) => Collector;
  refused: (at: number, message: string) => void;
  skip: (why: string) => void;
  sourceLocale: LocaleCode | undefined;
}

function readKey(key: string, node: JsonObject, path: string, reader: KeyReader): void {
  const comment = member(node, "comment");
  const description = comment?.kind === "string" ? comment.value : undefined;
  const localizations = member(node, "localizations");
  const seen = new Set<LocaleCode>();
  const add = (locale: LocaleCode, text: string, at: number, reviewed: boolean) => {
    const { entries } = reader.collector(locale).result;
    const before = entries.length;
    reader.collector(locale).add(key, text, at, () => at);
    const added = entries[before];
    if (!added) return;
    added.state = reviewed ? "reviewed" : "needs-review";
    if (description !== undefined) added.description = description;
  };
  if (localizations !== undefined && localizations.kind !== "object") {
    reader.refused(localizations.at, `${path}.localizations must be an object`);
    return;
  }
  for (const { name: tag, node: unit } of localizations?.members ?? []) {
    const locale = catalogLocale(tag);
    if (!locale) {
      reader.skip("other-language");
      continue;
    }
    const at = `${path}.localizations.${tag}`;
    try {
      if (unit.kind !== "object") throw new UnitError(`${at} must be an object`, unit.at);
      const read = localizationText(unit, at);
      seen.add(locale);
      // An empty `new` unit is a localization without a text (our export writes one for a key
      // without a source text): nothing to import, and not the key as its text either.
      if (read.text === "") reader.skip("untranslated");
      else add(locale, read.text, read.at + 1, read.reviewed);
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
      reader.refused(error.at, error.message);
    }
  }
  const source = reader.sourceLocale;
  if (source && !seen.has(source)) add(source, appleToIcu(key, { inPlural: false }), node.at, true);
}

function readRoot(text: string, collector: Collector): JsonObject | null {
  let root: JsonNode;
  try {
    root = readJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = `xcstrings: malformed JSON: ${error.message.replace(/ at line \d+, column \d+$/, "")}`;
    collector.result.errors.push(collector.located(error.line, error.column, message));
    return null;
  }
  if (root.kind === "object") return root;
  collector.error(root.at, "xcstrings: the file must hold a JSON object");
  return null;
}
