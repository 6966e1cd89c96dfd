import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { LocaleGlossary } from "../glossary/match.ts";
import type { ArgumentUse } from "../icu/arguments.ts";
import type { LocaleCode } from "../locales.ts";
import type { SameSourceTranslation } from "./inconsistent-translation.ts";
import type { VisibleText } from "./visible.ts";

export type Severity = "error" | "warning";

/** One finding; line and column are 1-based within the message, offset 0-based. */
export interface Problem {
  code: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
  offset: number;
}

export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** The arguments of a source text; null when it does not parse (nothing to compare with). */
export type SourceArguments = ReadonlyMap<string, ArgumentUse> | null;

/** The source locale's text of the same key, as the checks compare with it. */
export interface SourceSide {
  text: string;
  locale: LocaleCode;
  /** Null when the source does not parse: no check compares with it then. */
  arguments: SourceArguments;
  /** Its visible text (null when it does not parse), computed on first use. */
  readonly visible: VisibleText | null;
}

/**
 * What a check reads. `ast` is null only for the parse checks (`unparsed`); every
 * other check runs on a message that parsed. `visible` is the text a visitor reads,
 * per plural/select branch, with arguments, `#` and tags taken out (./visible.ts).
 */
export interface CheckContext {
  text: string;
  locale: LocaleCode;
  ast: MessageFormatElement[] | null;
  /** The parser's finding when `ast` is null. */
  parseProblem: Problem | null;
  readonly visible: VisibleText;
  /** Null for the source locale itself, a key without a source text, or a source in the same locale. */
  source: SourceSide | null;
  /** The key's character limit (i18n_keys.max_length), null for none. */
  maxLength: number | null;
  /** The glossary of `locale` (docs/decisions/0067-glossary.md), null where the caller has none. */
  glossary: LocaleGlossary | null;
  /** Other keys' translations in `locale` whose source text is this key's (./inconsistent-translation.ts); null: unknown. */
  sameSource: readonly SameSourceTranslation[] | null;
}

/**
 * A check: one module each under common/checks/, listed in ./registry.ts. The id is the
 * problem code every API and filter uses; the title labels the editor's filter; the
 * explanation is one line for translators (docs/checks.md).
 */
export interface Check<Id extends string = string> {
  id: Id;
  severity: Severity;
  title: string;
  explanation: string;
  /** True for the parse checks, the only ones that run on a text that does not parse. */
  unparsed?: boolean;
  /**
   * True for the checks that read the visible text (spaces, punctuation, numbers, length…):
   * they run only on a message whose ICU structure has no error, since such a message is
   * not served and its text is about to change; the translator fixes the error first.
   */
  text?: boolean;
  run(ctx: CheckContext): Problem[];
}

/** Declares a check, keeping its id as a literal type (ProblemCode is the union of them). */
export const defineCheck = <const Id extends string>(check: Check<Id>): Check<Id> => check;

const START: Position = { line: 1, column: 1, offset: 0 };

/** A problem of `check` at `at` (the message's start when not given). */
export function report(check: Pick<Check, "id" | "severity">, message: string, at: Position = START): Problem {
  return { code: check.id, severity: check.severity, message, line: at.line, column: at.column, offset: at.offset };
}

/** The line and column of a 0-based offset in `text`. */
export function positionOf(text: string, offset: number): Position {
  const at = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  return { line, column: at - before.lastIndexOf("\n"), offset: at };
}
