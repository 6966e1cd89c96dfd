import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";
import { forgetGlossary } from "../../worker/services/glossary/cache";
import { GENERATION_KEY } from "../../worker/services/page-cache/page-store";
import { forgetSourceIndex } from "../../worker/services/suggestions/source-index";
import { forgetBundles } from "../../worker/services/translations/bundles";

/**
 * Before each test file: a store as a fresh deployment has it. Most files share one runtime
 * (vitest.config.ts, project "shared"): the D1 database, the KV namespace, `caches.default` and
 * the isolate's module state outlive a file there, so what a file left behind is cleared here.
 * (Not with `cloudflare:test`'s `reset()`: in a shuffled run, rows a file had just written
 * vanished in the middle of it.)
 */

/** vitest.config.ts passes the migrations in as a test-only binding. */
const { TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: D1Migration[] };

/**
 * The background work (`waitUntil`) of an earlier file's last requests, awaited so it cannot land
 * in this file's store. The plugin keeps that list in a module it exports only internally;
 * where it has no such function (another version), nothing is awaited.
 */
async function earlierBackgroundWork(): Promise<void> {
  const internal = (await import("cloudflare:test-internal" as string).catch(() => ({}))) as {
    waitForGlobalWaitUntil?: () => Promise<void>;
  };
  await internal.waitForGlobalWaitUntil?.().catch(() => {});
}

/** Every table dropped (a migration test may have left an older schema), then every migration applied. */
async function freshDatabase(): Promise<void> {
  const db = env.DB;
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  if (results.length > 0) {
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...results.map((t) => db.prepare(`DROP TABLE "${t.name}"`)),
    ]);
  }
  await applyD1Migrations(db, TEST_MIGRATIONS);
}

/** Every key of the KV namespace deleted. */
async function emptyKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list(cursor === undefined ? {} : { cursor });
    await Promise.all(page.keys.map((k) => env.CACHE.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
}

await earlierBackgroundWork();
await freshDatabase();
await emptyKv();
// A new page generation: the pages an earlier file stored (in the cache and in memory) are never reached.
await (caches as unknown as { default: Cache }).default.delete(GENERATION_KEY);
// The isolate's caches keyed by counters that a fresh store starts again (the glossary's
// generation, the revision, the source locale's stamp) would answer an earlier file's data.
forgetGlossary();
forgetSourceIndex();
forgetBundles();
