import { type CompiledBundle, compileBundle, type KeyedCompileError } from "../../../common/icu/compile";
import type { LocaleCode } from "../../../common/locales";
import { SITE_NAMESPACES } from "../../../common/message-scopes";
import { namespaceMatch, parameters } from "./namespace-sql";
import { firstError, parseProblems } from "./problems";

/**
 * What publishing reads from D1: a locale's messages of the site's namespaces (the only
 * ones visitors get, common/message-scopes.ts), and the cells that are never served.
 */

/**
 * A locale's messages of the site's namespaces, compiled (keys in file order). A cell whose
 * check found an error is left out (`unservedCells` names it), and so is a text that does
 * not compile (returned in `errors`): neither stops the others from publishing. Visitors
 * get the fallback chain for them.
 */
export async function loadBundle(
  db: D1Database,
  locale: LocaleCode,
  namespaces: readonly string[] = SITE_NAMESPACES,
): Promise<{ messages: CompiledBundle; errors: KeyedCompileError[] }> {
  const { params, bind } = parameters([locale]);
  const { results } = await db
    .prepare(
      // Keys first (CROSS JOIN keeps that order): the namespaces' index ranges, then each cell by its primary key.
      `SELECT k.name, v.text, v.problems FROM i18n_keys k CROSS JOIN i18n_values v ON v.key_id = k.id AND v.locale = ?1
       WHERE ${namespaceMatch(namespaces, bind)} ORDER BY k.position, k.id`,
    )
    .bind(...params)
    .all<{ name: string; text: string; problems: string }>();
  const checked = results.filter((row) => !firstError(parseProblems(row.problems)));
  return compileBundle(checked.map((row) => [row.name, row.text] as const));
}

/** How many unserved cells a publication names; the total is counted. */
export const UNSERVED_LISTED = 100;

export interface UnservedCell extends KeyedCompileError {
  locale: LocaleCode;
}

/**
 * The cells of any key whose check found an error: stored, flagged and never served. The
 * first `UNSERVED_LISTED` in file order are named, with their first error; `total` counts all.
 */
export async function unservedCells(db: D1Database): Promise<{ cells: UnservedCell[]; total: number }> {
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
