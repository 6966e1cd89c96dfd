import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { LocaleCode } from "../locales.ts";
import { type ArgumentUse, messageArguments } from "./arguments.ts";
import { pluralCategories } from "./plural-categories.ts";

export type ProblemCode =
  | "syntax"
  | "no-other"
  | "tag-unbalanced"
  | "argument-missing"
  | "argument-added"
  | "argument-type-mismatch"
  | "plural-category-unknown"
  | "plural-category-missing";

export type Severity = "error" | "warning";

/** One finding; line and column are 1-based within the message, offset 0-based. */
export interface Problem {
  code: ProblemCode | (string & {});
  severity: Severity;
  message: string;
  line: number;
  column: number;
  offset: number;
}

/** The arguments of a source text; null when it does not parse (nothing to compare with). */
export type SourceArguments = ReadonlyMap<string, ArgumentUse> | null;

export interface CheckOptions {
  locale: LocaleCode;
  /**
   * The same key in the source locale; arguments are compared with it. `arguments`,
   * when given, must be `sourceArguments(text)`: callers checking many locales of a
   * key pass it so the source is parsed once, not once per locale.
   */
  source?: { text: string; locale: LocaleCode; arguments?: SourceArguments } | undefined;
}

/** Errors make a message invalid (stored, flagged, never served); warnings are advice. */
export const SEVERITY: ReadonlyMap<ProblemCode, Severity> = new Map<ProblemCode, Severity>([
  ["syntax", "error"],
  ["no-other", "error"],
  ["tag-unbalanced", "error"],
  ["argument-missing", "warning"],
  ["argument-added", "warning"],
  ["argument-type-mismatch", "warning"],
  ["plural-category-unknown", "warning"],
  ["plural-category-missing", "warning"],
]);

const TAG_ERRORS = new Set(["UNCLOSED_TAG", "UNMATCHED_CLOSING_TAG"]);
const START = { line: 1, column: 1, offset: 0 };

export function problem(code: ProblemCode, message: string, at: { line: number; column: number; offset: number }) {
  return { code, severity: SEVERITY.get(code) ?? "error", message, ...pick(at) } satisfies Problem;
}

function pick(at: { line: number; column: number; offset: number }) {
  return { line: at.line, column: at.column, offset: at.offset };
}

export type ParseResult = { ast: MessageFormatElement[]; problem: null } | { ast: null; problem: Problem };

/** Parses an ICU message, keeping locations; `other` is checked separately so every missing one is found. */
export function parseMessage(text: string): ParseResult {
  try {
    return { ast: parse(text, { captureLocation: true, requiresOtherClause: false }), problem: null };
  } catch (error) {
    const kind = (error as Error).message;
    const at = (error as { location?: { start: typeof START } }).location?.start ?? START;
    if (TAG_ERRORS.has(kind)) return { ast: null, problem: problem("tag-unbalanced", tagMessage(kind), at) };
    return { ast: null, problem: problem("syntax", `ICU syntax error: ${kind}`, at) };
  }
}

function tagMessage(kind: string): string {
  return kind === "UNCLOSED_TAG" ? "a tag is opened but never closed" : "a closing tag does not match an open tag";
}

/** Every problem of `text` as a message of `locale`, compared with its source when given. */
export function checkMessage(text: string, options: CheckOptions): Problem[] {
  const parsed = parseMessage(text);
  if (!parsed.ast) return [parsed.problem];
  const problems = pluralProblems(parsed.ast, options.locale);
  if (options.source) {
    const theirs =
      options.source.arguments === undefined ? sourceArguments(options.source.text) : options.source.arguments;
    if (theirs) problems.push(...argumentProblems(parsed.ast, theirs));
  }
  return problems;
}

/** What `checkMessage` compares a translation with: the arguments of its source text. */
export function sourceArguments(text: string): SourceArguments {
  const parsed = parseMessage(text);
  return parsed.ast ? messageArguments(parsed.ast) : null;
}

/** True when a list of problems makes the message unusable. */
export function isInvalid(problems: readonly { severity: Severity }[]): boolean {
  return problems.some((p) => p.severity === "error");
}

function pluralProblems(ast: MessageFormatElement[], locale: LocaleCode, out: Problem[] = []): Problem[] {
  for (const el of ast) {
    if (el.type === TYPE.tag) pluralProblems(el.children, locale, out);
    if (el.type !== TYPE.plural && el.type !== TYPE.select) continue;
    const at = el.location?.start ?? START;
    const keys = Object.keys(el.options);
    if (!keys.includes("other")) out.push(problem("no-other", `{${el.value}} has no \`other\` branch`, at));
    if (el.type === TYPE.plural) {
      const type = el.pluralType === "ordinal" ? "ordinal" : "cardinal";
      const has = pluralCategories(locale, type);
      for (const key of keys) {
        if (key.startsWith("=") || has.includes(key)) continue;
        const where = el.options[key]?.location?.start ?? at;
        const text = `${locale} has no ${type} category \`${key}\` (it has ${has.join(", ")})`;
        out.push(problem("plural-category-unknown", text, where));
      }
      const missing = has.filter((c) => c !== "other" && !keys.includes(c));
      if (missing.length > 0) {
        out.push(problem("plural-category-missing", `{${el.value}} lacks ${missing.join(", ")} for ${locale}`, at));
      }
    }
    for (const option of Object.values(el.options)) pluralProblems(option.value, locale, out);
  }
  return out;
}

function argumentProblems(ast: MessageFormatElement[], theirs: ReadonlyMap<string, ArgumentUse>): Problem[] {
  const mine = messageArguments(ast);
  const out: Problem[] = [];
  for (const [name, use] of theirs) {
    const own = mine.get(name);
    if (!own) out.push(problem("argument-missing", `the source uses {${name}}, this message does not`, START));
    else if (own.kind !== use.kind) {
      const text = `{${name}} is used as ${own.kind} here, as ${use.kind} in the source`;
      out.push(problem("argument-type-mismatch", text, own));
    }
  }
  for (const [name, use] of mine) {
    if (!theirs.has(name)) out.push(problem("argument-added", `{${name}} is not in the source`, use));
  }
  return out;
}
