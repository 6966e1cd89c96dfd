import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUpTo, schemaBefore } from "./migration-helpers";

/**
 * migrations/0009 rebuilds `users` with the reviewer role. `sessions` references it with
 * ON DELETE CASCADE: the test holds that every account and every session survives.
 */
const db = env.DB;
const all = async (sql: string) => (await db.prepare(sql).all()).results;
const USERS = "SELECT * FROM users ORDER BY id";
const SESSIONS = "SELECT * FROM sessions ORDER BY id";

describe("migration 0009: the reviewer role", () => {
  let before: { users: unknown[]; sessions: unknown[] };

  beforeAll(async () => {
    await schemaBefore("0009");
    await db.batch([
      db.prepare(
        `INSERT INTO users (id, email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)
         VALUES (1, 'ana@example.com', '$scrypt$x', 'admin', NULL, 0, 1, 1, 1),
                (4, 'ben@example.com', '$scrypt$y', 'translator', '["de","hu"]', 1, 2, 2, 3)`,
      ),
      db.prepare(
        `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent)
         VALUES ('s1', 1, 10, 11, 12, NULL, '203.0.113.9', 'Firefox'), ('s2', 4, 20, 21, 22, 23, NULL, NULL)`,
      ),
    ]);
    await expect(
      db
        .prepare(
          "INSERT INTO users (email, password_hash, role, password_changed_at, created_at, updated_at) VALUES ('r@example.com', 'h', 'reviewer', 1, 1, 1)",
        )
        .run(),
    ).rejects.toThrow(/CHECK/);
    before = { users: await all(USERS), sessions: await all(SESSIONS) };
    await migrateUpTo();
  });

  it("keeps every account and every session as they were", async () => {
    // Later migrations add columns (0033: `must_change_password`, 0 for every existing account;
    // 0036: `ui_locale`, the admin's language, NULL for the browser's).
    const users = (await all(USERS)) as { must_change_password: number; ui_locale: string | null }[];
    expect(users.map(({ must_change_password, ui_locale, ...rest }) => rest)).toEqual(before.users);
    expect(users.map((u) => u.must_change_password)).toEqual([0, 0]);
    expect(users.map((u) => u.ui_locale)).toEqual([null, null]);
    // 0035: how a session signed in ("password" for every earlier one) and no second factor proved.
    const sessions = (await all(SESSIONS)) as { method: string; second_factor_at: number | null }[];
    expect(sessions.map(({ method, second_factor_at, ...rest }) => rest)).toEqual(before.sessions);
    expect(sessions.map((s) => [s.method, s.second_factor_at])).toEqual(before.sessions.map(() => ["password", null]));
  });

  it("accepts the reviewer role and still refuses an unknown one", async () => {
    const insert = (email: string, role: string) =>
      db
        .prepare(
          "INSERT INTO users (email, password_hash, role, locales, password_changed_at, created_at, updated_at) VALUES (?, 'h', ?, '[\"de\"]', 1, 1, 1)",
        )
        .bind(email, role)
        .run();
    await expect(insert("rev@example.com", "reviewer")).resolves.toBeTruthy();
    await expect(insert("boss@example.com", "owner")).rejects.toThrow(/CHECK/);
  });

  it("still ends an account's sessions with the account", async () => {
    await db.prepare("DELETE FROM users WHERE id = 4").run();
    expect((await all(SESSIONS)).map((s) => (s as { id: string }).id)).toEqual(["s1"]);
  });
});
