import { argumentAdded } from "./argument-added.ts";
import { argumentMissing } from "./argument-missing.ts";
import { argumentTypeMismatch } from "./argument-type-mismatch.ts";
import { bracketUnbalanced } from "./bracket-unbalanced.ts";
import { controlCharacters } from "./control-characters.ts";
import { doubleSpace } from "./double-space.ts";
import { ellipsis } from "./ellipsis.ts";
import { emailMismatch } from "./email-mismatch.ts";
import { glossaryForbidden } from "./glossary-forbidden.ts";
import { glossaryTerm } from "./glossary-term.ts";
import { IMPORT_CODES } from "./import-codes.ts";
import { inconsistentTranslation } from "./inconsistent-translation.ts";
import { maxLength } from "./max-length.ts";
import { newlineCount } from "./newline-count.ts";
import { noOther } from "./no-other.ts";
import { numbersMismatch } from "./numbers-mismatch.ts";
import { pluralCategoryMissing } from "./plural-category-missing.ts";
import { pluralCategoryUnknown } from "./plural-category-unknown.ts";
import { punctuationEnd } from "./punctuation-end.ts";
import { repeatedWord } from "./repeated-word.ts";
import { sameAsSource } from "./same-as-source.ts";
import { syntax } from "./syntax.ts";
import { tagUnbalanced } from "./tag-unbalanced.ts";
import type { Severity } from "./types.ts";
import { urlMismatch } from "./url-mismatch.ts";
import { whitespaceEdge } from "./whitespace-edge.ts";

/**
 * Every check, in the order its problems are listed. A new check is one module in this
 * folder and one line here: the runner, the editor's problem filter, the severity of
 * stored problems and docs/checks.md (`npm run docs:checks`) all read this list.
 * Parser-free (./element.ts), so the editor's grid may import it. The checks that read the
 * visible text (`text: true`) come after the ICU ones: they run second (./run.ts).
 */
export const CHECKS = [
  syntax,
  tagUnbalanced,
  noOther,
  pluralCategoryUnknown,
  pluralCategoryMissing,
  argumentTypeMismatch,
  argumentMissing,
  argumentAdded,
  controlCharacters,
  sameAsSource,
  whitespaceEdge,
  doubleSpace,
  newlineCount,
  punctuationEnd,
  ellipsis,
  numbersMismatch,
  urlMismatch,
  emailMismatch,
  bracketUnbalanced,
  repeatedWord,
  maxLength,
  glossaryTerm,
  glossaryForbidden,
  inconsistentTranslation,
] as const;

/**
 * Errors make a message invalid (stored, flagged, never served); warnings are advice. The
 * importers' own codes (./import-codes.ts) are listed too.
 */
export const SEVERITY: ReadonlyMap<string, Severity> = new Map<string, Severity>([
  ...CHECKS.map((c) => [c.id, c.severity] as const),
  ...IMPORT_CODES.map((c) => [c.id, c.severity] as const),
]);
