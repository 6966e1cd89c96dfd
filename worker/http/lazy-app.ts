import type { Context, Hono } from "hono";
import type { AppEnv } from "../env";

/**
 * A Hono app mounted by a handler that loads its module on first use (docs/decisions/0072-lean-worker.md):
 * in the deployed worker (scripts/build-worker.mjs) that module and what only it imports are a
 * module of their own, evaluated by an isolate only when a request needs it; under wrangler dev and
 * in the tests the same `import()` loads the same source. The request goes on with this request's
 * env (the store guard's) and execution context; the sub-app runs its own middleware and error mapping.
 */
export function lazyApp(load: () => Promise<{ default: Hono<AppEnv> }>) {
  let loading: Promise<Hono<AppEnv>> | undefined;
  return async (c: Context<AppEnv>): Promise<Response> => {
    loading ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        // A failed load is tried again by the next request rather than remembered.
        loading = undefined;
        throw error;
      },
    );
    const app = await loading;
    return app.fetch(c.req.raw, c.env, executionContextOf(c));
  };
}

/** The request's execution context; none when a test calls `app.request` without one. */
function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}
