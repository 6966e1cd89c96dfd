import type { TranslationProblem } from "../../../common/contracts/translation-responses";

/**
 * Stored problems, read: apart from ./problems.ts (which runs the checks), so what a visitor's
 * page loads (the site bundle skips texts with an error) does not carry the checks registry.
 */

/** The stored column, read back; anything but an array (a hand-edited row) reads as no problems. */
export function parseProblems(json: string | null | undefined): TranslationProblem[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as TranslationProblem[]) : [];
  } catch {
    return [];
  }
}

/** The first error of a cell's problems, or undefined: a cell with one is never published. */
export function firstError(problems: readonly TranslationProblem[]): TranslationProblem | undefined {
  return problems.find((p) => p.severity === "error");
}
