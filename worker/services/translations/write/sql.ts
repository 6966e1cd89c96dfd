/**
 * What every statement of the writer shares: the field reader of the JSON rows (rows.ts), the key
 * join, and the guard every row carries. Private to write/: the guard never leaves as SQL.
 */

/** A statement with its parameters, preparable in the worker or inlined for `wrangler d1 execute`. */
export interface Statement {
  sql: string;
  params: (string | number | null)[];
}

/** A field of the current row of `json_each(?1) j`. */
export const R = (field: string) => `json_extract(j.value, '$.${field}')`;

/** The row's key, by id (`k`) or by name (`n`: an import, whose new keys got their id in the same batch). */
export const keyJoin = (byName: boolean) => `JOIN i18n_keys k ON ${byName ? `k.name = ${R("n")}` : `k.id = ${R("k")}`}`;

const versionOf = (keyId: string, locale: string) =>
  `coalesce((SELECT version FROM i18n_values WHERE key_id = ${keyId} AND locale = ${locale}), 0)`;

/**
 * The row's guard, over the key id expression `keyId`: the row is not switched off (`w` 0),
 * its translation still has the version its caller read (`v`, when given), the translation it
 * depends on still has its version (`gk`/`gl`/`gv`), and the undo it belongs to still holds its
 * own mark (`um`/`ua`). A write whose guard fails writes nothing: its caller reports a conflict.
 */
export const guardHolds = (keyId: string) => `coalesce(${R("w")}, 1) = 1
  AND (${R("v")} IS NULL OR ${versionOf(keyId, R("l"))} = ${R("v")})
  AND (${R("gk")} IS NULL OR ${versionOf(R("gk"), R("gl"))} = ${R("gv")})
  AND (${R("um")} IS NULL OR (SELECT undone_at FROM i18n_imports WHERE id = ${R("um")}) = ${R("ua")})`;

/**
 * The import or bulk run a write belongs to (i18n_history.change_id, ?4 of the writer's
 * statements): its id, none, or `this-run`: the run's row in i18n_imports named by the
 * statement's actor (?2) and time (?3), for writes in the same batch as that row's insert.
 */
export type ChangeRef = number | null | "this-run";

export const THIS_RUN = "(SELECT max(id) FROM i18n_imports WHERE actor = ?2 AND at = ?3)";

/** A statement whose ?4 is `change`; its parameters as many as its SQL names (D1 refuses more). */
export function statement(sql: string, params: Statement["params"], change?: ChangeRef): Statement {
  const text = change === "this-run" ? sql.replaceAll("?4", THIS_RUN) : sql;
  const values = change === undefined || change === "this-run" ? params : params.map((p, i) => (i === 3 ? change : p));
  const highest = Math.max(0, ...[...text.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));
  return { sql: text, params: values.slice(0, highest).map((v) => v ?? null) };
}
