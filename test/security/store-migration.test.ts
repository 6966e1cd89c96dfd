import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "../worker/migration-helpers";

/**
 * migrations/0008 rebuilds i18n_keys with AUTOINCREMENT, so a key id is never reused
 * (issue 13, finding 5). This file's database (storage is per test file) is taken back
 * to before 0008 and filled as the old schema left it: a deleted key's id taken again by
 * a new key, and a deleted key whose id was above every live one. Then it is migrated.
 */
const db = env.DB;
const AT = "2026-01-01T00:00:00.000Z";

const all = async (sql: string) => (await db.prepare(sql).all()).results;
const KEYS = "SELECT * FROM i18n_keys ORDER BY id";
const VALUES = "SELECT * FROM i18n_values ORDER BY key_id, locale";
/** Every column of the history but the key id, which the migration may give a deleted key anew. */
const HISTORY = "SELECT id, key_name, locale, old_text, new_text, action, actor, at FROM i18n_history ORDER BY id";

/** What the services wrote before 0008, statement for statement. */
const create = (name: string) => [
  db
    .prepare(
      `INSERT INTO i18n_keys (name, description, search, created_at, updated_at, position)
       VALUES (?1, '', ?1, ?2, ?2, (SELECT coalesce(max(position), 0) + 1 FROM i18n_keys))`,
    )
    .bind(name, AT),
  db
    .prepare(
      `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
       SELECT id, name, NULL, NULL, name, 'create', 'ana', ?2 FROM i18n_keys WHERE name = ?1`,
    )
    .bind(name, AT),
];

const edit = (name: string, locale: string, text: string, problems = "[]") => [
  db
    .prepare(
      `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
       SELECT id, name, ?2, NULL, ?3, 'edit', 'ana', ?4 FROM i18n_keys WHERE name = ?1`,
    )
    .bind(name, locale, text, AT),
  db
    .prepare(
      `INSERT INTO i18n_values (key_id, locale, text, search, problems, version, updated_by, updated_at)
       SELECT id, ?2, ?3, lower(?3), ?4, 1, 'ana', ?5 FROM i18n_keys WHERE name = ?1`,
    )
    .bind(name, locale, text, problems, AT),
];

const remove = (name: string) => [
  db
    .prepare(
      `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
       SELECT k.id, k.name, v.locale, v.text, NULL, 'delete', 'ana', ?2
       FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = ?1`,
    )
    .bind(name, AT),
  db
    .prepare(
      `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
       SELECT id, name, NULL, name, NULL, 'delete', 'ana', ?2 FROM i18n_keys WHERE name = ?1`,
    )
    .bind(name, AT),
  db.prepare("DELETE FROM i18n_values WHERE key_id = (SELECT id FROM i18n_keys WHERE name = ?)").bind(name),
  db.prepare("DELETE FROM i18n_keys WHERE name = ?").bind(name),
];

const ERROR = JSON.stringify([{ code: "syntax", severity: "error", message: "x", line: 1, column: 1 }]);

async function fill(): Promise<void> {
  await db.batch([
    ...create("home.title"),
    ...edit("home.title", "sk", "Vitajte"),
    ...edit("home.title", "de", "Willkommen"),
    ...create("home.lead"),
    ...edit("home.lead", "sk", "Rýchly web"),
    ...create("old.key"),
    ...edit("old.key", "de", "Alter Text"),
    ...remove("old.key"),
    // The old schema hands the deleted key's id (the largest) to the next key.
    ...create("new.key"),
    ...edit("new.key", "de", "{broken", ERROR),
    ...create("gone.top"),
    ...remove("gone.top"),
    db.prepare("UPDATE i18n_revision SET revision = 9"),
  ]);
}

const idOf = async (name: string) =>
  (await db.prepare("SELECT id FROM i18n_keys WHERE name = ?").bind(name).first<{ id: number }>())?.id;

const historyOf = async (keyId: number) =>
  (
    await db
      .prepare("SELECT key_name, action FROM i18n_history WHERE key_id = ? ORDER BY id")
      .bind(keyId)
      .all<{ key_name: string; action: string }>()
  ).results.map((r) => `${r.action} ${r.key_name}`);

const keyIdOfHistory = async (name: string) =>
  (
    await db.prepare("SELECT DISTINCT key_id FROM i18n_history WHERE key_name = ?").bind(name).all<{ key_id: number }>()
  ).results.map((r) => r.key_id);

describe("migration 0008: key ids are never reused", () => {
  let before: { keys: unknown[]; values: unknown[]; history: unknown[]; reusedId: number };

  beforeAll(async () => {
    await schemaBefore("0008");
    await fill();
    const reusedId = (await idOf("new.key")) as number;
    // The defect the migration repairs: the new key shows the deleted key's history.
    expect(await historyOf(reusedId)).toEqual([
      "create old.key",
      "edit old.key",
      "delete old.key",
      "delete old.key",
      "create new.key",
      "edit new.key",
    ]);
    before = { keys: await all(KEYS), values: await all(VALUES), history: await all(HISTORY), reusedId };
    // Through 0009: later migrations change these tables on purpose (0010 adds review columns).
    await migrateUpTo("0010");
  });

  it("keeps every key, cell, history entry and the revision", async () => {
    expect(before.keys).toHaveLength(3);
    expect(before.values).toHaveLength(4);
    expect(await all(KEYS)).toEqual(before.keys);
    expect(await all(VALUES)).toEqual(before.values);
    expect(await all(HISTORY)).toEqual(before.history);
    expect(await db.prepare("SELECT revision FROM i18n_revision").first("revision")).toBe(9);
  });

  it("gives a deleted key's history an id of its own: the key that reused its id shows only its own", async () => {
    expect(await historyOf(before.reusedId)).toEqual(["create new.key", "edit new.key"]);
    const [oldId, ...more] = await keyIdOfHistory("old.key");
    expect(more).toEqual([]);
    expect(await historyOf(oldId as number)).toEqual([
      "create old.key",
      "edit old.key",
      "delete old.key",
      "delete old.key",
    ]);
    expect(await keyIdOfHistory("gone.top")).toHaveLength(1);
    const live = (await all("SELECT id FROM i18n_keys")).map((r) => (r as { id: number }).id);
    expect(live).not.toContain(oldId);
  });

  it("never hands out an id the history has seen, even after the newest key is deleted", async () => {
    const seen = await db.prepare("SELECT max(key_id) AS m FROM i18n_history").first<{ m: number }>();
    await db.batch(create("after.one"));
    const first = (await idOf("after.one")) as number;
    expect(first).toBeGreaterThan(seen?.m as number);
    await db.batch(remove("after.one"));
    await db.batch(create("after.two"));
    expect(await idOf("after.two")).toBeGreaterThan(first);
  });

  it("keeps the constraints: unique names, the cascade to cells, foreign keys, the indexes and has_error", async () => {
    const sql = await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'i18n_keys'").first<string>("sql");
    expect(sql).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
    await expect(db.batch(create("home.title"))).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(
      db
        .prepare(
          "INSERT INTO i18n_values (key_id, locale, text, search, updated_at) VALUES (999999, 'de', 'x', 'x', ?)",
        )
        .bind(AT)
        .run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
    const indexes = (await all("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")).map(
      (r) => (r as { name: string }).name,
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        "i18n_keys_position",
        "i18n_values_locale",
        "i18n_values_errors",
        "i18n_history_key",
        "i18n_history_at",
      ]),
    );
    expect(await db.prepare("SELECT count(*) AS n FROM i18n_values WHERE has_error").first("n")).toBe(1);
    const values = await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'i18n_values'").first<string>("sql");
    expect(values).toMatch(/REFERENCES i18n_keys \(id\) ON DELETE CASCADE/);
    expect(values).toMatch(/\) WITHOUT ROWID$/);
    const id = await idOf("home.title");
    await db.prepare("DELETE FROM i18n_keys WHERE id = ?").bind(id).run();
    expect(await db.prepare("SELECT count(*) AS n FROM i18n_values WHERE key_id = ?").bind(id).first("n")).toBe(0);
  });
});
