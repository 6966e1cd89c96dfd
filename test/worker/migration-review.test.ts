import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/**
 * migrations/0010 adds review columns (every existing cell comes out reviewed, as it is, so
 * visitors see no change) and rebuilds i18n_history so its CHECK accepts approve and confirm:
 * every history row keeps its id, and the indexes come back.
 */
const db = env.DB;
const AT = "2026-01-01T00:00:00.000Z";
const all = async (sql: string) => (await db.prepare(sql).all()).results;
const HISTORY = "SELECT * FROM i18n_history ORDER BY id";
const VALUES = "SELECT key_id, locale, text, version, updated_by, updated_at FROM i18n_values ORDER BY key_id, locale";

describe("migration 0010: review states", () => {
  let before: { history: unknown[]; values: unknown[] };

  beforeAll(async () => {
    await schemaBefore("0010");
    await db.batch([
      db
        .prepare(
          `INSERT INTO i18n_keys (id, name, description, search, created_at, updated_at, position)
         VALUES (3, 'home.title', '', 'home.title', ?1, ?1, 1), (7, 'home.lead', '', 'home.lead', ?1, ?1, 2)`,
        )
        .bind(AT),
      db
        .prepare(
          `INSERT INTO i18n_values (key_id, locale, text, search, version, updated_by, updated_at)
         VALUES (3, 'sk', 'Vitajte', 'vitajte', 1, 'ana', ?1), (3, 'de', 'Willkommen', 'willkommen', 4, 'ben', ?1),
                (7, 'sk', 'Rýchly web', 'rychly web', 2, NULL, ?1)`,
        )
        .bind(AT),
      db
        .prepare(
          `INSERT INTO i18n_history (id, key_id, key_name, locale, old_text, new_text, action, actor, at)
         VALUES (5, 3, 'home.title', NULL, NULL, 'home.title', 'create', 'ana', ?1),
                (9, 3, 'home.title', 'de', 'Willkomen', 'Willkommen', 'edit', 'ben', ?1),
                (12, 7, 'home.lead', 'sk', NULL, 'Rýchly web', 'import', NULL, ?1)`,
        )
        .bind(AT),
    ]);
    await expect(
      db
        .prepare(
          "INSERT INTO i18n_history (key_id, key_name, locale, action, at) VALUES (3, 'home.title', 'de', 'approve', ?)",
        )
        .bind(AT)
        .run(),
    ).rejects.toThrow(/CHECK/);
    before = { history: await all(HISTORY), values: await all(VALUES) };
    // 0010 alone: later migrations add columns of their own (0011: i18n_history.change_id).
    await migrateUpTo("0011");
  });

  it("keeps every history row with its id, and every cell", async () => {
    expect(before.history).toHaveLength(3);
    expect(await all(HISTORY)).toEqual(before.history);
    expect(await all(VALUES)).toEqual(before.values);
  });

  it("takes every existing cell as reviewed, as it is, and not outdated", async () => {
    const cells = await all(
      "SELECT version, reviewed_version, text, reviewed_text, updated_by, reviewed_by, outdated_source FROM i18n_values",
    );
    expect(cells).toHaveLength(3);
    for (const c of cells as Record<string, unknown>[]) {
      expect(c.reviewed_version).toBe(c.version);
      expect(c.reviewed_text).toBe(c.text);
      expect(c.reviewed_by).toBe(c.updated_by);
      expect(c.outdated_source).toBeNull();
    }
    expect(await all("SELECT * FROM i18n_locale_settings")).toEqual([]);
  });

  it("accepts approve and confirm, still refuses an unknown action, and keeps the indexes", async () => {
    const insert = (action: string) =>
      db
        .prepare("INSERT INTO i18n_history (key_id, key_name, locale, action, at) VALUES (3, 'home.title', 'de', ?, ?)")
        .bind(action, AT)
        .run();
    await expect(insert("approve")).resolves.toBeTruthy();
    await expect(insert("confirm")).resolves.toBeTruthy();
    await expect(insert("publish")).rejects.toThrow(/CHECK/);
    const ids = (await all("SELECT id FROM i18n_history ORDER BY id")).map((r) => (r as { id: number }).id);
    expect(ids).toEqual([5, 9, 12, 13, 14]);
    const indexes = (
      await all("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'i18n_history'")
    ).map((r) => (r as { name: string }).name);
    expect(indexes.sort()).toEqual(["i18n_history_at", "i18n_history_key"]);
  });

  it("refuses a reviewed-only flag other than 0 or 1", async () => {
    await expect(
      db
        .prepare("INSERT INTO i18n_locale_settings (locale, reviewed_only, updated_at) VALUES ('de', 2, ?)")
        .bind(AT)
        .run(),
    ).rejects.toThrow(/CHECK/);
  });
});
