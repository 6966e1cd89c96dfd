import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * One published message: a plain string when the text has no ICU syntax (it is
 * already unescaped: `It''s` is stored as `It's`), else its FormatJS AST without
 * source locations. See docs/decisions/0036-icu-messages.md.
 */
export type CompiledMessage = string | MessageFormatElement[];

/**
 * A locale's published messages: flat key → compiled message (a JSON object on the
 * wire and in KV; built with a null prototype). A key whose text does not compile
 * is absent, so readers fall back to the default locale for it.
 */
export type CompiledBundle = Record<string, CompiledMessage>;

/** Why a text does not compile, and where (1-based, in the text). */
export interface CompileError {
  message: string;
  line: number;
  column: number;
}

export interface KeyedCompileError extends CompileError {
  key: string;
}

export const emptyBundle = (): CompiledBundle => Object.create(null);

/** The bundle's own message for `key` (never an inherited property), or undefined. */
export function messageOf(bundle: CompiledBundle | undefined, key: string): CompiledMessage | undefined {
  return bundle && Object.hasOwn(bundle, key) ? bundle[key] : undefined;
}
