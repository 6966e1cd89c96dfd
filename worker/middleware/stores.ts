import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { guardD1 } from "../services/store-guard";

/**
 * Hands the routes a D1 whose outages (a missing binding, a lost connection, an overload)
 * throw `StoreUnavailable`, which `onError` answers 503 with `Retry-After` on any route.
 * Readers with a fallback (the public pages' messages) still catch it and fall back.
 */
export function guardStores() {
  return createMiddleware<AppEnv>(async function guardStores(c, next) {
    c.env = { ...c.env, DB: guardD1(c.env.DB) };
    await next();
  });
}
