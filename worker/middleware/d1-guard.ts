import { createMiddleware } from "hono/factory";
import type { AppEnv, Bindings } from "../env";
import { guardD1 } from "../services/store";

/**
 * Hands the routes a D1 whose outages (a missing binding, a lost connection, an overload)
 * throw `StoreUnavailable`, which `onError` answers 503 with `Retry-After` on any route.
 * Readers with a fallback (the public pages' messages) still catch it and fall back.
 */
export function guardD1Outages() {
  // One guarded env per env object (workerd hands every request of an isolate the same one):
  // no copy per request, and what is computed once per env (the page cache's config tag) stays computed.
  const guarded = new WeakMap<Bindings, Bindings>();
  return createMiddleware<AppEnv>(async function guardD1Outages(c, next) {
    let env = guarded.get(c.env);
    if (!env) {
      env = { ...c.env, DB: guardD1(c.env.DB) };
      guarded.set(c.env, env);
    }
    c.env = env;
    await next();
  });
}
