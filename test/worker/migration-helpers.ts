import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";

/**
 * For tests of one migration: the test file's database (storage is per test file) is taken
 * back to the schema before it, filled as that schema allowed, then migrated.
 */
const { TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: D1Migration[] };

/** Drops every table, then applies the migrations whose file name sorts before `name` ("0008"). */
export async function schemaBefore(name: string): Promise<void> {
  const db = env.DB;
  const tables = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.results.map((t) => db.prepare(`DROP TABLE "${t.name}"`)),
  ]);
  await migrateUpTo(name);
}

/** Applies the migrations not applied yet whose name sorts before `name` (all of them when omitted). */
export function migrateUpTo(name?: string): Promise<void> {
  return applyD1Migrations(
    env.DB,
    TEST_MIGRATIONS.filter((m) => name === undefined || m.name < name),
  );
}
