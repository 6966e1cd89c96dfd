/**
 * Rewrites of stored problems without a new version (docs/decisions/0064): a source save's
 * rechecks of its key, a recheck of the store by the registry as it is now, the cross-key
 * warnings (consistency.ts). Each row names the text it judged (`x`) or the version it read
 * (`v`), so a translation changed meanwhile keeps the problems its own write made.
 */
import { chunkJson, type ProblemsWrite, problemsRow } from "./rows";
import { guardHolds, R, type Statement } from "./sql";

const PROBLEMS = `UPDATE i18n_values AS t SET problems = ${R("p")} FROM json_each(?1) j
WHERE t.key_id = ${R("k")} AND t.locale = ${R("l")} AND (${R("x")} IS NULL OR t.text = ${R("x")})
  AND t.problems != ${R("p")} AND ${guardHolds(R("k"))}
RETURNING key_id`;

/**
 * Statements rewriting the problems of `writes`, each inside D1's statement size. Each answers a
 * row per translation it changed: D1's `meta.changes` also counts what triggers wrote
 * (migrations/0039), so callers count these rows.
 */
export function problemsStatements(writes: readonly ProblemsWrite[], maxBytes = 80_000): Statement[] {
  return chunkJson(writes.map(problemsRow), maxBytes).map((json) => ({ sql: PROBLEMS, params: [json] }));
}
