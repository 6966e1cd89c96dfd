import { env } from "cloudflare:test";
import type { BulkResult } from "../../common/contracts/bulk";
import type { UndoApplied, UndoPreview } from "../../common/contracts/translation-responses";
import { call, emptyStore, json } from "./suggestions-helpers";

/** Every translation, change and review snapshot gone: each test writes its own texts. */
export async function emptyBulkStore(): Promise<void> {
  await emptyStore();
  await env.DB.prepare("DELETE FROM i18n_bulk_reviews").run();
}

export const bulk = async (cookie: string, body: object, status = 200) =>
  json<BulkResult>(await call(cookie, "POST", "/bulk", body), status);

/** Undoes the run `id` in one action, as "Undo import…" does: its preview, then the undo of that preview. */
export async function undoRun(cookie: string, id: number | null): Promise<{ preview: UndoPreview; done: UndoApplied }> {
  const preview = await json<UndoPreview>(await call(cookie, "GET", `/imports/${id}/undo`));
  const done = await json<UndoApplied>(await call(cookie, "POST", `/imports/${id}/undo`, { basis: preview.basis }));
  return { preview, done };
}

export const auditCount = async (event: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE event = ?").bind(event).first<{ n: number }>())?.n;

/**
 * A D1 binding that counts what a request costs against the Workers limits: round trips (each
 * batch and each single query) and statements. `failBatch` makes that batch (1-based) throw.
 */
export function countingDb(db: D1Database, failBatch?: number) {
  const count = { roundTrips: 0, batches: 0, statements: 0 };
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            count.roundTrips++;
            count.statements++;
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const proxy = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      count.roundTrips++;
      count.batches++;
      count.statements += statements.length;
      if (count.batches === failBatch) throw new Error("D1_ERROR: injected failure");
      return db.batch(statements.map((s) => real.get(s) ?? s));
    },
    exec: (sql: string) => db.exec(sql),
  } as unknown as D1Database;
  return { db: proxy, count };
}
