import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/**
 * migrations/0013 gives each translation a place in its locale (each locale's export keeps its own
 * file's order). Existing translations take their key's place, so exports are unchanged by it.
 */
const db = env.DB;
const all = async (sql: string) => (await db.prepare(sql).all()).results;

describe("migration 0013: each translation has a place in its locale", () => {
  beforeAll(async () => {
    await schemaBefore("0013");
    await db.batch([
      db.prepare(
        `INSERT INTO i18n_keys (id, name, search, position, created_at, updated_at) VALUES
         (1, 'home.title', '', 20, 't', 't'), (2, 'home.body', '', 10, 't', 't')`,
      ),
      db.prepare(
        `INSERT INTO i18n_values (key_id, locale, text, search, updated_at) VALUES
         (1, 'sk', 'Vitajte', '', 't'), (1, 'de', 'Willkommen', '', 't'), (2, 'de', 'Text', '', 't')`,
      ),
    ]);
    await migrateUpTo();
  });

  it("places every existing translation where its key is", async () => {
    expect(await all("SELECT key_id, locale, text, position FROM i18n_values ORDER BY key_id, locale")).toEqual([
      { key_id: 1, locale: "de", text: "Willkommen", position: 20 },
      { key_id: 1, locale: "sk", text: "Vitajte", position: 20 },
      { key_id: 2, locale: "de", text: "Text", position: 10 },
    ]);
  });

  it("leaves a translation saved later without a place", async () => {
    await db
      .prepare("INSERT INTO i18n_values (key_id, locale, text, search, updated_at) VALUES (2, 'sk', 'Text', '', 't')")
      .run();
    expect(await all("SELECT position FROM i18n_values WHERE key_id = 2 AND locale = 'sk'")).toEqual([
      { position: null },
    ]);
  });
});
