import { env } from "cloudflare:test";

/** One statement a caller ran: its SQL, its bound values, and the rows D1 says it read. */
export interface Ran {
  sql: string;
  params: unknown[];
  rowsRead: number;
}

/**
 * The real local D1, writing down every statement run through it (alone or in a batch) with
 * its parameters and D1's `meta.rows_read`: what a path asks of the store, counted, not timed.
 */
export function recordingD1(db: D1Database = env.DB): { db: D1Database; ran: Ran[] } {
  const ran: Ran[] = [];
  const inner = new WeakMap<object, { statement: D1PreparedStatement; sql: string; params: unknown[] }>();
  const record = (sql: string, params: unknown[], result: D1Result | null) =>
    ran.push({ sql, params, rowsRead: result?.meta.rows_read ?? 0 });
  const statement = (real: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => statement(real.bind(...values), sql, values),
      // `first` through `all`, so that its rows read are counted too.
      first: async (column?: string) => {
        const result = await real.all<Record<string, unknown>>();
        record(sql, params, result);
        const row = result.results[0] ?? null;
        return column === undefined ? row : (row?.[column] ?? null);
      },
      all: async () => {
        const result = await real.all();
        record(sql, params, result);
        return result;
      },
      run: async () => {
        const result = await real.run();
        record(sql, params, result);
        return result;
      },
      raw: async (options?: { columnNames?: boolean }) => {
        record(sql, params, null);
        return real.raw(options as { columnNames: true });
      },
    } as unknown as D1PreparedStatement;
    inner.set(wrapped, { statement: real, sql, params });
    return wrapped;
  };
  const wrapped = {
    prepare: (sql: string) => statement(db.prepare(sql), sql, []),
    batch: async (statements: D1PreparedStatement[]) => {
      const reals = statements.map((s) => inner.get(s));
      const results = await db.batch(reals.map((r, i) => r?.statement ?? (statements[i] as D1PreparedStatement)));
      results.forEach((result, i) => {
        const r = reals[i];
        if (r) record(r.sql, r.params, result);
      });
      return results;
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: () => {
      throw new Error("recordingD1: no sessions here");
    },
  } as unknown as D1Database;
  return { db: wrapped, ran };
}

/** The rows all of `ran` read, as D1 counts them. */
export const rowsRead = (ran: readonly Ran[]) => ran.reduce((sum, r) => sum + r.rowsRead, 0);

/** SQLite's plan of one statement run with its own parameters, one line per step (`EXPLAIN QUERY PLAN`). */
export async function queryPlan(db: D1Database, { sql, params }: Pick<Ran, "sql" | "params">): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

const TABLES = ["i18n_values", "i18n_history", "i18n_keys"];
const NOT_ALIASES = new Set(
  "on where set join left cross inner using group order limit values do select union from as natural".split(" "),
);

/** The names a statement's plan may call the three tables by: their own, and their aliases in it. */
function namesOf(sql: string): Set<string> {
  const names = new Set(TABLES);
  for (const [, , alias] of sql.matchAll(/\b(i18n_values|i18n_history|i18n_keys)\s+(?:AS\s+)?([A-Za-z_]\w*)/gi)) {
    if (alias && !NOT_ALIASES.has(alias.toLowerCase())) names.add(alias);
  }
  return names;
}

/** The steps of a plan that read a whole table (or index), or every cell of a locale. */
export function fullReads(sql: string, plan: readonly string[]): string[] {
  const names = namesOf(sql);
  return plan.filter((step) => {
    const [, kind, name, rest = ""] = /^(SCAN|SEARCH) (\w+)(.*)$/.exec(step) ?? [];
    if (!name || !names.has(name)) return false;
    if (kind === "SCAN" || /AUTOMATIC/.test(rest)) return true;
    // A search by the locale alone (or a range after it) walks all of that locale's cells.
    const [first, ...others] = (/\((.*)\)$/.exec(rest)?.[1] ?? "").split(" AND ");
    return first === "locale=?" && others.every((c) => !/\w=\?/.test(c));
  });
}
