import { runChecks as checkMessage } from "../../../common/checks/run";
import type { Problem } from "../../../common/checks/types";
import type { CellProblem } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import type { Glossaries } from "../glossary";

/**
 * The ICU check of a cell as the store keeps it (the `problems` JSON column): every
 * locale's text is checked against the source locale's text of the same key, the
 * source itself (or a key without a source text) on its own.
 */

/**
 * The problems of `text` as a message of `locale`, by every check of the registry
 * (common/checks/registry.ts); `sourceText` is the source locale's text of its key,
 * `maxLength` the key's character limit (i18n_keys.max_length; null: none), `glossary` every
 * locale's glossary as the caller loaded it for its request or batch (null: the glossary checks
 * find nothing).
 */
export function cellProblems(
  text: string,
  locale: LocaleCode,
  sourceLocale: LocaleCode,
  sourceText: string | undefined,
  maxLength: number | null = null,
  glossary: Glossaries | null = null,
): Problem[] {
  const source =
    locale === sourceLocale || sourceText === undefined || sourceText === ""
      ? undefined
      : { text: sourceText, locale: sourceLocale };
  return checkMessage(text, { locale, source, maxLength, glossary: glossary?.(locale) ?? null });
}

/** The stored column, read back; anything but an array (a hand-edited row) reads as no problems. */
export function parseProblems(json: string | null | undefined): CellProblem[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as CellProblem[]) : [];
  } catch {
    return [];
  }
}

/** The first error of a cell's problems, or undefined: a cell with one is never published. */
export function firstError(problems: readonly CellProblem[]): CellProblem | undefined {
  return problems.find((p) => p.severity === "error");
}

/**
 * Statements that rewrite the problems of the key's other cells (`others`, as the save read
 * them) against a new source text, for the batch of a source save. Each carries the save's
 * version guard (`guard`, over ?1 key id, ?2 locale, ?3 base version), so a stale save
 * rewrites nothing, and the text it checked, so a cell changed meanwhile is left to its own save.
 */
export function recheckStatements(
  db: D1Database,
  input: { id: number; locale: LocaleCode; baseVersion: number; text: string; maxLength?: number | null },
  others: readonly { locale: LocaleCode; text: string }[],
  guard: string,
  glossary: Glossaries | null = null,
): D1PreparedStatement[] {
  const update = db.prepare(
    `UPDATE i18n_values SET problems = ?4 WHERE key_id = ?1 AND locale = ?5 AND text = ?6 AND ${guard}`,
  );
  return others.map((cell) => {
    const problems = cellProblems(cell.text, cell.locale, input.locale, input.text, input.maxLength, glossary);
    return update.bind(input.id, input.locale, input.baseVersion, JSON.stringify(problems), cell.locale, cell.text);
  });
}
