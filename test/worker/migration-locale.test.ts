import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/**
 * migrations/0004 rebuilds i18n_values without the locale CHECK. This file's database
 * (storage is per test file) is taken back to before 0004, filled, then migrated.
 */
const db = env.DB;
const NOW = "2026-01-01T00:00:00.000Z";

const all = async (sql: string) => (await db.prepare(sql).all()).results;
const VALUES = "SELECT * FROM i18n_values ORDER BY key_id, locale";
const HISTORY = "SELECT * FROM i18n_history ORDER BY id";

async function fill(): Promise<void> {
  const value = (key: number, locale: string, text: string, version: number) =>
    db
      .prepare(
        "INSERT INTO i18n_values (key_id, locale, text, search, placeholders, version, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(key, locale, text, text.toLowerCase(), text.includes("{n}") ? "n" : "", version, "ana", NOW);
  await db.batch([
    db
      .prepare(
        "INSERT INTO i18n_keys (id, name, search, created_at, updated_at) VALUES (1, 'home.title', 'home.title', ?, ?), (2, 'home.count', 'home.count', ?, ?)",
      )
      .bind(NOW, NOW, NOW, NOW),
    value(1, "sk", "Vitajte", 3),
    value(1, "de", "Willkommen", 1),
    value(2, "sk", "{n} jazykov", 2),
    value(2, "ru", "{n} языков", 1),
    db
      .prepare(
        "INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at) VALUES (1, 'home.title', 'sk', 'Ahoj', 'Vitajte', 'edit', 'ana', ?)",
      )
      .bind(NOW),
    db.prepare("UPDATE i18n_revision SET revision = 7"),
  ]);
}

const insert = (key: number, locale: string, text: string) =>
  db
    .prepare("INSERT INTO i18n_values (key_id, locale, text, search, updated_at) VALUES (?, ?, ?, '', ?)")
    .bind(key, locale, text, NOW)
    .run();

describe("migration 0004: i18n_values without a locale list", () => {
  let before: { values: unknown[]; history: unknown[] };

  beforeAll(async () => {
    await schemaBefore("0004");
    await fill();
    await expect(insert(1, "it", "Benvenuto")).rejects.toThrow(/CHECK constraint failed/);
    before = { values: await all(VALUES), history: await all(HISTORY) };
    // Up to 0004 only: later migrations add columns of their own.
    await migrateUpTo("0005");
  });

  it("keeps every row, column and version, the history and the revision", async () => {
    expect(before.values).toHaveLength(4);
    expect(await all(VALUES)).toEqual(before.values);
    expect(await all(HISTORY)).toEqual(before.history);
    expect(await db.prepare("SELECT revision FROM i18n_revision").first("revision")).toBe(7);
  });

  it("accepts any locale code: the locale table, not SQL, says which exist", async () => {
    await insert(1, "it", "Benvenuto");
    expect(await db.prepare("SELECT text FROM i18n_values WHERE locale = 'it'").first("text")).toBe("Benvenuto");
  });

  it("still refuses a text over 10,000 characters, a second value for a cell and an unknown key", async () => {
    await expect(insert(2, "hu", "x".repeat(10_001))).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert(1, "de", "Hallo")).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(insert(99, "de", "Hallo")).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it("still fills the defaults, and deletes a key's values with the key", async () => {
    await insert(2, "pl", "{n} języków");
    expect(
      await db.prepare("SELECT placeholders, version, updated_by FROM i18n_values WHERE locale = 'pl'").first(),
    ).toEqual({
      placeholders: "",
      version: 1,
      updated_by: null,
    });
    await db.prepare("DELETE FROM i18n_keys WHERE id = 2").run();
    expect(await all("SELECT locale FROM i18n_values WHERE key_id = 2")).toEqual([]);
    expect(await all("SELECT locale FROM i18n_values WHERE key_id = 1 ORDER BY locale")).toHaveLength(3);
  });

  it("is still a WITHOUT ROWID table with its (locale, updated_at) index", async () => {
    const sql =
      (await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'i18n_values'").first<string>("sql")) ?? "";
    expect(sql).toMatch(/\) WITHOUT ROWID$/);
    expect(sql).not.toMatch(/IN \(/);
    const index = await db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'i18n_values_locale'")
      .first<string>("sql");
    expect(index).toBe("CREATE INDEX i18n_values_locale ON i18n_values (locale, updated_at)");
  });
});
