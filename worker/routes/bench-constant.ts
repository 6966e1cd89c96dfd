import type { Context, Next } from "hono";
import type { AppEnv } from "../env";
import { publicHtmlHeaders } from "../middleware/security-headers";

/**
 * The cheapest answer this worker can give, for `npm run bench` only (docs/decisions/0072-lean-worker.md):
 * a constant HTML page of `?bytes=` bytes from the isolate's memory, answered before any middleware,
 * with as many headers as a page-cache hit carries. A hit is measured against it.
 * On only when the server was started with `--var BENCH_CONSTANT_PAGE:on` (scripts/bench.mjs); no
 * configuration file sets it (test/unit/bench-flag.test.ts), so a deployment never answers it.
 */
export const BENCH_CONSTANT_PATH = "/__bench/constant-page";

/** The largest page the bench asks for (a site page is about 11 KB). */
const MAX_BYTES = 1_000_000;

let kept: { bytes: number; body: string; headers: [string, string][] } | null = null;

export function benchConstantPage(c: Context<AppEnv>, next: Next) {
  if (c.env.BENCH_CONSTANT_PAGE !== "on") return next();
  const bytes = Number(c.req.query("bytes"));
  if (!Number.isInteger(bytes) || bytes < 0 || bytes > MAX_BYTES) return c.text("bytes: 0 to 1000000", 400);
  if (kept?.bytes !== bytes) {
    const headers: [string, string][] = [["Content-Type", "text/html; charset=UTF-8"], ...publicHtmlHeaders("bench")];
    kept = { bytes, body: "x".repeat(bytes), headers };
  }
  return new Response(kept.body, { status: 200, headers: kept.headers });
}
