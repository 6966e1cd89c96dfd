import { type CompiledBundle, compileBundle, type KeyedCompileError } from "../../../common/icu/compile";
import type { LocaleCode } from "../../../common/locales";
import { SITE_NAMESPACES } from "../../../common/message-scopes";
import { namespaceMatch } from "./namespace-sql";
import { firstError, parseProblems } from "./problems-read";
import { sqlParams } from "./sql-params";

/**
 * What publishing reads from D1: a locale's messages of the site's namespaces (the only
 * ones visitors get, common/message-scopes.ts), and the cells that are never served.
 */

/**
 * A locale's messages of the site's namespaces, compiled (keys in file order). A cell whose
 * check found an error is left out (`unservedTranslations` names it), and so is a text that does
 * not compile (returned in `errors`): neither stops the others from publishing. Visitors
 * get the fallback chain for them.
 */
export async function loadBundle(
  db: D1Database,
  locale: LocaleCode,
  namespaces: readonly string[] = SITE_NAMESPACES,
): Promise<{ messages: CompiledBundle; errors: KeyedCompileError[] }> {
  const { params, bind } = sqlParams([locale]);
  // A locale that publishes only reviewed texts (docs/decisions/0055) serves each cell's last
  // approved text: the current one when it is approved, else `reviewed_text` (none: not served).
  // The stored problems are the current text's, so they decide only when that text is served;
  // an older approved text was error-free when approved, and one that no longer compiles is
  // left out below like any other.
  const { results } = await db
    .prepare(
      // Keys first (CROSS JOIN keeps that order): the namespaces' index ranges, then each cell by its primary key.
      `SELECT k.name, CASE WHEN s.only AND v.reviewed_version IS NOT v.version THEN v.reviewed_text ELSE v.text END AS text,
         v.problems, s.only AND v.reviewed_version IS NOT v.version AS older
       FROM (SELECT coalesce((SELECT reviewed_only FROM i18n_locale_settings WHERE locale = ?1), 0) AS only) s
       CROSS JOIN i18n_keys k CROSS JOIN i18n_values v ON v.key_id = k.id AND v.locale = ?1
       WHERE ${namespaceMatch(namespaces, bind)} ORDER BY k.position, k.id`,
    )
    .bind(...params)
    .all<{ name: string; text: string | null; problems: string; older: number }>();
  const checked = results.filter(
    (row): row is typeof row & { text: string } =>
      row.text !== null && (row.older === 1 || !firstError(parseProblems(row.problems))),
  );
  return compileBundle(checked.map((row) => [row.name, row.text] as const));
}

/** How many unserved cells a publication names; the total is counted. */
export const UNSERVED_LISTED = 100;

export interface UnservedTranslation extends KeyedCompileError {
  locale: LocaleCode;
}

/**
 * The cells of any key whose check found an error: stored, flagged and never served. The
 * first `UNSERVED_LISTED` in file order are named, with their first error; `total` counts all.
 */
export async function unservedTranslations(db: D1Database): Promise<{ cells: UnservedTranslation[]; total: number }> {
  // `has_error` is indexed (migration 0006).
  const hasError = "v.has_error";
  const [listed, counted] = await db.batch([
    db
      .prepare(
        `SELECT k.name, v.locale, v.problems FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
         WHERE ${hasError} ORDER BY k.position, k.id LIMIT ?1`,
      )
      .bind(UNSERVED_LISTED),
    db.prepare(`SELECT count(*) AS total FROM i18n_values v WHERE ${hasError}`),
  ]);
  const rows = (listed?.results ?? []) as { name: string; locale: LocaleCode; problems: string }[];
  const cells = rows.flatMap((row) => {
    const error = firstError(parseProblems(row.problems));
    return error
      ? [{ key: row.name, locale: row.locale, message: error.message, line: error.line, column: error.column }]
      : [];
  });
  return { cells, total: (counted?.results?.[0] as { total: number } | undefined)?.total ?? cells.length };
}
