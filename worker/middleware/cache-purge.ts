import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { schedulePurge, zonePurgeOf } from "../services/page-cache";

/**
 * After an admin request, sends the zone purge of what it published (services/page-cache/cache-purge.ts)
 * under `waitUntil`: the answer is never delayed, and never fails for it.
 */
export function purgePublishedPages() {
  return createMiddleware<AppEnv>(async function purgePublishedPages(c, next) {
    await next();
    try {
      const ctx = c.executionCtx;
      schedulePurge(zonePurgeOf(c.env), (promise) => ctx.waitUntil(promise));
    } catch (error) {
      // No execution context (a test's `app.request`): nothing can outlive the answer.
      console.warn("cache purge: not scheduled:", String(error));
    }
  });
}
