import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/** migrations/0012 adds one-time links and the audit log's actor: existing events stay as they were. */
const db = env.DB;
const all = async (sql: string) => (await db.prepare(sql).all()).results;

describe("migration 0012: people in the web UI", () => {
  let before: unknown[];

  beforeAll(async () => {
    await schemaBefore("0012");
    await db.batch([
      db.prepare(
        `INSERT INTO users (id, email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)
         VALUES (1, 'ana@example.com', '$scrypt$x', 'admin', NULL, 0, 1, 1, 1)`,
      ),
      db.prepare(
        "INSERT INTO audit_log (at, event, user_id, email, ip, detail) VALUES (5, 'login.success', 1, 'ana@example.com', '203.0.113.9', NULL)",
      ),
    ]);
    before = await all("SELECT * FROM audit_log");
    await migrateUpTo();
  });

  it("keeps every audit event, with no actor", async () => {
    expect(await all("SELECT id, at, event, user_id, email, ip, detail FROM audit_log")).toEqual(before);
    expect(await all("SELECT actor_id, actor_email FROM audit_log")).toEqual([{ actor_id: null, actor_email: null }]);
  });

  it("links: one kind of two, a token hash used once, gone with the account", async () => {
    const link = (hash: string, kind: string) =>
      db
        .prepare(
          "INSERT INTO account_links (user_id, kind, token_hash, created_by, created_at, expires_at) VALUES (1, ?, ?, 1, 1, 2)",
        )
        .bind(kind, hash)
        .run();
    await expect(link("h1", "invite")).resolves.toBeTruthy();
    await expect(link("h1", "reset")).rejects.toThrow(/UNIQUE/);
    await expect(link("h2", "welcome")).rejects.toThrow(/CHECK/);
    await db.prepare("DELETE FROM users WHERE id = 1").run();
    expect(await all("SELECT * FROM account_links")).toEqual([]);
  });
});
