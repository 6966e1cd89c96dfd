import { AppError, StoreUnavailable } from "../../lib/errors";

/**
 * D1 with its outages named: a call of the binding that fails for a reason of the store's
 * (a missing binding, a lost connection, an overload, a reset) throws `StoreUnavailable`,
 * which worker/http/on-error.ts answers 503 with `Retry-After` on any route. The query's own
 * errors pass through unchanged. worker/middleware/d1-guard.ts hands every route this D1.
 */

/**
 * Errors of the query itself (SQLite's own words): a constraint, a syntax error, a missing
 * table. Retrying would not help, so they stay what they are (a 500 unless a caller knows better).
 */
const QUERY_ERROR =
  /SQLITE_(?!BUSY|LOCKED|IOERR|FULL|CANTOPEN|NOMEM|INTERRUPT)|D1_TYPE_ERROR|parameter bindings|constraint failed|syntax error|no such (?:table|column|function|index)|too many SQL variables|datatype mismatch|pattern too complex|string or blob too big|too many terms/i;

function outage(error: unknown): unknown {
  if (error instanceof AppError) return error;
  return QUERY_ERROR.test(String(error)) ? error : new StoreUnavailable("D1", error);
}

/** Runs a call of the binding: what it throws or rejects with becomes an outage unless it is the query's fault. */
function call<T>(run: () => T): T {
  let result: T;
  try {
    result = run();
  } catch (error) {
    throw outage(error);
  }
  if (result instanceof Promise) {
    return result.catch((error: unknown) => {
      throw outage(error);
    }) as T;
  }
  return result;
}

/** The binding's statement behind a guarded one, for `batch`. */
const rawStatements = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function guardStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const guarded: D1PreparedStatement = {
    bind: (...values: unknown[]) => guardStatement(call(() => statement.bind(...values))),
    first: ((column?: string) =>
      call(() => (column === undefined ? statement.first() : statement.first(column)))) as D1PreparedStatement["first"],
    run: (() => call(() => statement.run())) as D1PreparedStatement["run"],
    all: (() => call(() => statement.all())) as D1PreparedStatement["all"],
    raw: ((options?: { columnNames?: boolean }) =>
      call(() => statement.raw(options as { columnNames: true }))) as D1PreparedStatement["raw"],
  };
  rawStatements.set(guarded, statement);
  return guarded;
}

const unwrap = (statements: D1PreparedStatement[]) => statements.map((s) => rawStatements.get(s) ?? s);

/** `prepare` and `batch`, of the database or of one of its sessions, guarded. */
function guardQueries<Target extends Pick<D1Database, "prepare" | "batch">>(target: () => Target) {
  return {
    prepare: (query: string) => guardStatement(call(() => target().prepare(query))),
    batch: ((statements: D1PreparedStatement[]) =>
      call(() => target().batch(unwrap(statements)))) as D1Database["batch"],
  };
}

/**
 * D1 as the routes use it, with its outages turned into `StoreUnavailable` (a missing binding
 * included), so any route answers a store outage with 503 and `Retry-After`.
 */
export function guardD1(db: D1Database | undefined): D1Database {
  const bound = (): D1Database => {
    if (!db) throw new StoreUnavailable("D1", new Error("the DB binding is missing"));
    return db;
  };
  return {
    ...guardQueries(bound),
    exec: (query) => call(() => bound().exec(query)),
    withSession: (constraint) => {
      const session = call(() => bound().withSession(constraint));
      return { ...guardQueries(() => session), getBookmark: () => session.getBookmark() };
    },
    dump: () => call(() => bound().dump()),
  };
}
