import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, isBookmark } from "../../worker/services/store/d1-session";
import { createAccount, fetchWithEnv, postJson, SAME_ORIGIN, signIn } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * An admin's D1 reads through the Sessions API (docs/decisions/0052-latency-budget.md). Local D1
 * has no replicas: these tests prove where each request's session starts, that the bookmark
 * travels in its cookie and that the real binding takes it back, not a replica's lag.
 */

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const KEY = "/api/admin/translations/keys/home.title";
const CELL = `${KEY}/values/de`;

function call(method: string, path: string, cookie: string, body?: unknown, db?: D1Database): Promise<Response> {
  const init = {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual" as const,
  };
  return db ? fetchWithEnv({ DB: db }, path, init) : SELF.fetch(`${ORIGIN}${path}`, init);
}

const withBookmark = (cookie: string, bookmark: string) => `${cookie}; ${BOOKMARK_COOKIE.name}=${bookmark}`;

/** The bookmark cookie a response sets, whole (attributes and all), if any. */
const bookmarkCookieOf = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE.name}=`));
const bookmarkOf = (res: Response) => bookmarkCookieOf(res)?.split(";")[0]?.split("=")[1];

async function deCell(cookie: string): Promise<{ text: string; version: number }> {
  const data = (await (await call("GET", KEY, cookie)).json()) as {
    key: { values: Record<string, { text: string; version: number }> };
  };
  return data.key.values.de as { text: string; version: number };
}

async function save(cookie: string, text: string): Promise<Response> {
  const { version } = await deCell(cookie);
  const res = await call("PUT", CELL, cookie, { text, version });
  expect(res.status).toBe(200);
  return res;
}

/** The real D1, writing down every session it starts and every statement prepared outside one (the primary). */
function recordingD1(session?: () => D1DatabaseSession) {
  const starts: string[] = [];
  const primary: string[] = [];
  const db: D1Database = {
    prepare: (query) => {
      primary.push(query);
      return env.DB.prepare(query);
    },
    batch: ((statements: D1PreparedStatement[]) => env.DB.batch(statements)) as D1Database["batch"],
    exec: (query) => env.DB.exec(query),
    withSession: (start) => {
      starts.push(start ?? "");
      return session ? session() : env.DB.withSession(start);
    },
    dump: () => env.DB.dump(),
  };
  return { db, starts, primary };
}

describe("an admin's D1 session", () => {
  it("answers a change with its bookmark in an HttpOnly __Host- cookie, and a read with none", async () => {
    const read = await call("GET", KEY, admin);
    expect(read.status).toBe(200);
    expect(bookmarkCookieOf(read)).toBeUndefined();

    const cookie = bookmarkCookieOf(await save(admin, "Hallo Welt")) as string;
    expect(isBookmark(cookie.split(";")[0]?.split("=")[1])).toBe(true);
    expect(cookie).toMatch(/; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("moves the bookmark forward with every change, and a read carrying it sees the change", async () => {
    const first = bookmarkOf(await save(admin, "Erste")) as string;
    const second = bookmarkOf(await save(withBookmark(admin, first), "Zweite")) as string;
    expect(second > first).toBe(true);
    expect((await deCell(withBookmark(admin, second))).text).toBe("Zweite");
  });

  it("starts a change at the primary, and a read at the bookmark it carries or else anywhere", async () => {
    const bookmark = bookmarkOf(await save(admin, "Hallo")) as string;
    const cases: [string, string, string][] = [
      ["GET", withBookmark(admin, bookmark), bookmark],
      ["GET", admin, "first-unconstrained"],
      ["GET", withBookmark(admin, "ffff-not-a-bookmark"), "first-unconstrained"],
      ["GET", withBookmark(admin, `${bookmark}0`), "first-unconstrained"],
      ["PUT", withBookmark(admin, bookmark), "first-primary"],
    ];
    for (const [method, cookie, start] of cases) {
      const d1 = recordingD1();
      const { version } = await deCell(admin);
      await call(
        method,
        method === "GET" ? KEY : CELL,
        cookie,
        method === "GET" ? undefined : { text: "x", version },
        d1.db,
      );
      expect([method, cookie, d1.starts]).toEqual([method, cookie, [start]]);
    }
  });

  it("reads the session row on the primary, so a session ended elsewhere is refused at once", async () => {
    const d1 = recordingD1();
    expect((await call("GET", KEY, admin, undefined, d1.db)).status).toBe(200);
    expect(d1.primary.some((sql) => /\bFROM sessions\b/i.test(sql))).toBe(true);
    expect(d1.primary.filter((sql) => /\bi18n_/.test(sql))).toEqual([]);

    const ended = await signIn(await createAccount({ role: "admin" }));
    const bookmark = bookmarkOf(await save(ended, "Hallo")) as string;
    expect((await postJson("/api/admin/logout", {}, { Cookie: ended })).status).toBe(204);
    expect((await call("GET", KEY, withBookmark(ended, bookmark))).status).toBe(401);
  });

  it("gives a signed-out request no session and no bookmark", async () => {
    const d1 = recordingD1();
    const res = await call("GET", KEY, "", undefined, d1.db);
    expect(res.status).toBe(401);
    expect(d1.starts).toEqual([]);
    expect(bookmarkCookieOf(res)).toBeUndefined();
  });

  it("drops a bookmark D1 refuses: the read answers 503 and expires the cookie, and the retry reads", async () => {
    const bookmark = bookmarkOf(await save(admin, "Hallo")) as string;
    const refused = () => Promise.reject(new Error("D1_ERROR: D1UserError: invalid commitToken bookmark provided"));
    const statement = { first: refused, all: refused, run: refused, raw: refused } as unknown as D1PreparedStatement;
    statement.bind = () => statement;
    const d1 = recordingD1(
      () => ({ prepare: () => statement, batch: refused, getBookmark: () => null }) as unknown as D1DatabaseSession,
    );
    const res = await call("GET", KEY, withBookmark(admin, bookmark), undefined, d1.db);
    await problemOf(res, 503);
    expect(bookmarkCookieOf(res)).toMatch(new RegExp(`^${BOOKMARK_COOKIE.name}=; Max-Age=0; Path=/; HttpOnly; Secure`));
    expect((await call("GET", KEY, admin)).status).toBe(200);
  });
});
