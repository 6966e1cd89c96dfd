import {
  isNumberSkeleton,
  type MessageFormatElement,
  type ParserOptions,
  parse,
  TYPE,
} from "@formatjs/icu-messageformat-parser";
import {
  type CompiledBundle,
  type CompiledMessage,
  type CompileError,
  emptyBundle,
  type KeyedCompileError,
} from "./types.ts";

export type { CompiledBundle, CompiledMessage, CompileError, KeyedCompileError };

/**
 * The parser runs in the worker only, when messages are published; public pages get
 * the ASTs (docs/decisions/0036-icu-messages.md). `other` is required so that every
 * plural and select has an answer for any value.
 */
const PARSER_OPTIONS: ParserOptions = { requiresOtherClause: true, shouldParseSkeletons: true };

interface ParseFailure {
  message: string;
  location?: { start: { line: number; column: number } };
}

/** `EXPECT_ARGUMENT_CLOSING_BRACE` → `expect argument closing brace`. */
const readable = (kind: string) => kind.toLowerCase().replace(/_/g, " ");

/** Number skeleton tokens are kept by the parser for tooling; the formatter reads only `parsedOptions`. */
function compact(elements: MessageFormatElement[]): MessageFormatElement[] {
  for (const el of elements) {
    if (el.type === TYPE.number && isNumberSkeleton(el.style)) el.style.tokens = [];
    else if (el.type === TYPE.tag) compact(el.children);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) compact(option.value);
    }
  }
  return elements;
}

/** One text → its compiled form, or where it fails. Never throws. */
export function compileMessage(text: string): { message: CompiledMessage } | { error: CompileError } {
  try {
    const ast = parse(text, PARSER_OPTIONS);
    if (ast.length === 0) return { message: "" };
    const [first] = ast;
    if (ast.length === 1 && first?.type === TYPE.literal) return { message: first.value };
    return { message: compact(ast) };
  } catch (error) {
    const failure = error as ParseFailure;
    const start = failure.location?.start;
    return {
      error: { message: readable(String(failure.message)), line: start?.line ?? 1, column: start?.column ?? 1 },
    };
  }
}

/**
 * Compiles a locale's messages in the order given. A text that does not compile is
 * left out of `messages` and reported in `errors`: it never stops the others.
 */
export function compileBundle(entries: Iterable<readonly [string, string]>): {
  messages: CompiledBundle;
  errors: KeyedCompileError[];
} {
  const messages = emptyBundle();
  const errors: KeyedCompileError[] = [];
  for (const [key, text] of entries) {
    const result = compileMessage(text);
    if ("error" in result) errors.push({ key, ...result.error });
    else messages[key] = result.message;
  }
  return { messages, errors };
}
