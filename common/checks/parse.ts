import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import { syntax } from "./syntax.ts";
import { tagUnbalanced } from "./tag-unbalanced.ts";
import { type Problem, report } from "./types.ts";
import { START } from "./walk.ts";

const TAG_ERRORS = new Set(["UNCLOSED_TAG", "UNMATCHED_CLOSING_TAG"]);

export type ParseResult = { ast: MessageFormatElement[]; problem: null } | { ast: null; problem: Problem };

function tagMessage(kind: string): string {
  return kind === "UNCLOSED_TAG" ? "a tag is opened but never closed" : "a closing tag does not match an open tag";
}

/** Parses an ICU message, keeping locations; `other` is checked separately so every missing one is found. */
export function parseMessage(text: string): ParseResult {
  try {
    return { ast: parse(text, { captureLocation: true, requiresOtherClause: false }), problem: null };
  } catch (error) {
    const kind = (error as Error).message;
    const loc = (error as { location?: { start: typeof START } }).location?.start ?? START;
    const at = { line: loc.line, column: loc.column, offset: loc.offset };
    if (TAG_ERRORS.has(kind)) return { ast: null, problem: report(tagUnbalanced, tagMessage(kind), at) };
    return { ast: null, problem: report(syntax, `ICU syntax error: ${kind}`, at) };
  }
}
