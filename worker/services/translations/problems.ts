import { runChecks } from "../../../common/checks/run";
import type { Problem } from "../../../common/checks/types";
import type { LocaleCode } from "../../../common/locales";
import type { Glossaries } from "../glossary";
import type { ProblemsWrite } from "./write";

export { firstError, parseProblems } from "./problems-read";

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
export function translationProblems(
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
  return runChecks(text, { locale, source, maxLength, glossary: glossary?.(locale) ?? null });
}

/**
 * The rewrites of the problems of the key's other translations (`others`, as the caller read
 * them) against a new source text: each names the text it checked, so a translation changed
 * meanwhile is left to its own write. The caller guards them by its own write (write/rows.ts).
 */
export function recheckWrites(
  input: { id: number; locale: LocaleCode; text: string; maxLength?: number | null },
  others: readonly { locale: LocaleCode; text: string }[],
  glossary: Glossaries | null = null,
): ProblemsWrite[] {
  return others.map((cell) => ({
    keyId: input.id,
    locale: cell.locale,
    text: cell.text,
    problems: JSON.stringify(
      translationProblems(cell.text, cell.locale, input.locale, input.text, input.maxLength, glossary),
    ),
  }));
}
