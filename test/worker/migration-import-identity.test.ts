import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/**
 * migrations/0011 gives imports an identity: a new table, and a column added to i18n_history
 * (not a rebuild). The test holds that every history row survives, untagged.
 */
const db = env.DB;
const all = async (sql: string) => (await db.prepare(sql).all()).results;
const HISTORY =
  "SELECT id, key_id, key_name, locale, old_text, new_text, action, actor, at FROM i18n_history ORDER BY id";

describe("migration 0011: imports have an identity", () => {
  let before: unknown[];

  beforeAll(async () => {
    await schemaBefore("0011");
    await db
      .prepare(
        `INSERT INTO i18n_history (id, key_id, key_name, locale, old_text, new_text, action, actor, at)
         VALUES (1, 7, 'home.title', 'de', NULL, 'Willkommen', 'import', 'cli:i18n-import', '2026-01-01T00:00:00.000Z'),
                (2, 7, 'home.title', 'de', 'Willkommen', 'Hallo', 'edit', 'ana@example.com', '2026-01-02T00:00:00.000Z'),
                (3, 7, 'home.title', NULL, NULL, NULL, 'describe', 'ana@example.com', '2026-01-03T00:00:00.000Z')`,
      )
      .run();
    before = await all(HISTORY);
    await migrateUpTo();
  });

  it("keeps every history row, with no import id", async () => {
    expect(await all(HISTORY)).toEqual(before);
    expect(await all("SELECT DISTINCT change_id FROM i18n_history")).toEqual([{ change_id: null }]);
  });

  it("starts with no import recorded, and records one with its defaults", async () => {
    expect(await all("SELECT * FROM i18n_imports")).toEqual([]);
    await db
      .prepare("INSERT INTO i18n_imports (actor, at) VALUES ('ana@example.com', '2026-01-04T00:00:00.000Z')")
      .run();
    expect(await all("SELECT actor, format, file_name, locales, cells, undone_at FROM i18n_imports")).toEqual([
      { actor: "ana@example.com", format: "", file_name: "", locales: "[]", cells: 0, undone_at: null },
    ]);
  });
});
