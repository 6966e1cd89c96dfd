import { sourceLocaleFor } from "../admin-locale.ts";
import { runChecks, sourceArguments } from "../checks/run.ts";
import type { Problem, SourceArguments } from "../checks/types.ts";
import type { LocaleGlossary } from "../glossary/match.ts";
import { keyNameProblem } from "../icu/keys.ts";
import { DEFAULT_LOCALE, type LocaleCode } from "../locales.ts";
import type { LineIndex } from "./json-reader.ts";

/** A problem of an imported message, also placed in the file (`file`). */
export interface EntryProblem extends Problem {
  file: { line: number; column: number };
}

/**
 * The review state a file gives an entry (XLIFF `state`, a PO `fuzzy` flag). It can only
 * lower the import's own rule: `needs-review` keeps a changed text waiting for review even
 * where the import approves (the command line); `reviewed` follows the import's rule.
 */
export type FileState = "needs-review" | "reviewed";

/** One message read from a file; `line`/`column` are where its value starts in the file. */
export interface ParsedEntry {
  locale: LocaleCode;
  key: string;
  text: string;
  line: number;
  column: number;
  problems: EntryProblem[];
  /** The state the file gives it (formats that carry one); absent: the import's rule. */
  state?: FileState;
  /** The key's description from the file (XLIFF notes, PO comments, ARB `@key`); absent: kept. */
  description?: string;
}

/** Something in the file that yields no entry: bad syntax, a refused key, a duplicate. */
export interface ImportError {
  file?: string;
  line: number;
  column: number;
  message: string;
}

export interface ParseResult {
  entries: ParsedEntry[];
  errors: ImportError[];
  /** Units of the file that yield no entry by design, counted by reason (`obsolete`, `untranslated`). */
  skipped?: Record<string, number>;
  /**
   * Entries refused on their own, where and why (an XLIFF target whose inline codes came back
   * altered, docs/decisions/0091; a String Catalog's key the store cannot hold, 0092): unlike
   * `errors`, they never stop the rest of the file.
   */
  refused?: ImportError[];
}

export interface ParseOptions {
  locale: LocaleCode;
  fileName?: string;
  /** Texts of the source locale by key: arguments are compared with them. */
  sources?: ReadonlyMap<string, string>;
  sourceLocale?: LocaleCode;
  /** The glossary of `locale`, for the glossary checks (absent: they find nothing). */
  glossary?: LocaleGlossary | null;
  /** Keys' character limits by name (absent: none is checked). */
  maxLengths?: ReadonlyMap<string, number>;
}

/**
 * Source arguments per sources map and key: every file of an import shares one
 * sources map, so each source text is parsed once however many locales are
 * checked against it (docs/decisions/0040-real-data-validation.md). The text is
 * kept and compared, so a map changed between imports never gives stale arguments.
 */
const SOURCE_ARGUMENTS = new WeakMap<
  ReadonlyMap<string, string>,
  Map<string, { text: string; args: SourceArguments }>
>();

function cachedSourceArguments(sources: ReadonlyMap<string, string>, key: string, text: string): SourceArguments {
  let byKey = SOURCE_ARGUMENTS.get(sources);
  if (!byKey) {
    byKey = new Map();
    SOURCE_ARGUMENTS.set(sources, byKey);
  }
  const hit = byKey.get(key);
  if (hit?.text === text) return hit.args;
  const args = sourceArguments(text);
  byKey.set(key, { text, args });
  return args;
}

/** Collects entries and errors of one file, refusing bad and duplicate keys. */
export class Collector {
  readonly result: ParseResult = { entries: [], errors: [] };
  readonly options: ParseOptions;
  readonly lines: LineIndex;
  private readonly seen = new Map<string, number>();

  constructor(options: ParseOptions, lines: LineIndex) {
    this.options = options;
    this.lines = lines;
  }

  error(offset: number, message: string): void {
    const { line, column } = this.lines.at(offset);
    this.result.errors.push(this.located(line, column, message));
  }

  /** Refuses one unit at `offset`; the rest of the file is still imported. */
  refuse(offset: number, message: string): void {
    const { line, column } = this.lines.at(offset);
    this.result.refused ??= [];
    this.result.refused.push(this.located(line, column, message));
  }

  located(line: number, column: number, message: string): ImportError {
    const file = this.options.fileName;
    return file === undefined ? { line, column, message } : { file, line, column, message };
  }

  /**
   * Adds a message whose value starts at `offset`; `sourceOffset(i)` maps
   * index i of the text to its offset in the file (escapes make them differ).
   */
  add(key: string, text: string, offset: number, sourceOffset: (index: number) => number, extra: Problem[] = []) {
    const why = keyNameProblem(key);
    if (why) return this.error(offset, `key ${JSON.stringify(key)} ${why}`);
    const first = this.seen.get(key);
    if (first !== undefined) {
      return this.error(offset, `duplicate key ${key} (first at line ${this.lines.at(first).line})`);
    }
    this.seen.set(key, offset);
    const { locale, sources, glossary, maxLengths } = this.options;
    // The admin's messages are checked against English whatever the site's source (docs/decisions/0088).
    const sourceLocale = sourceLocaleFor(this.options.sourceLocale ?? DEFAULT_LOCALE, key);
    const sourceText = locale === sourceLocale ? undefined : sources?.get(key);
    const source =
      sourceText === undefined || !sources
        ? undefined
        : { text: sourceText, locale: sourceLocale, arguments: cachedSourceArguments(sources, key, sourceText) };
    const found = [...extra, ...runChecks(text, { locale, source, glossary, maxLength: maxLengths?.get(key) ?? null })];
    const problems = found.map((p) => ({ ...p, file: this.lines.at(sourceOffset(p.offset)) }));
    this.result.entries.push({ locale, key, text, ...this.lines.at(offset), problems });
  }
}
