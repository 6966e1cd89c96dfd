import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Comment,
  type CommentList,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_KEY,
} from "../../common/contracts/comments";
import type { KeyDetail, KeysDeleted, ListResult, Stats } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * Questions and comments on keys (issue 28, item 5; docs/decisions/0065): who may write,
 * resolve and delete, the limits, text kept as text, and the thread following a rename and
 * going with a delete.
 */
let admin: string;
let reviewer: string;
let translator: string;
let translatorEmail: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
  const account = await createAccount({ role: "translator", locales: ["de"] });
  translatorEmail = account.email;
  translator = await signIn(account);
});
beforeEach(seedStore);

const KEY = "home.title";
const call = (cookie: string, method: string, path: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function post(cookie: string, body: Record<string, unknown>, key = KEY): Promise<Comment> {
  const res = await call(cookie, "POST", `/keys/${key}/comments`, body);
  expect(res.status).toBe(201);
  return (await res.json()) as Comment;
}

const thread = async (key = KEY) =>
  ((await (await call(admin, "GET", `/keys/${key}/comments`)).json()) as CommentList).comments;

const openQuestions = async () => ((await (await call(admin, "GET", "/stats")).json()) as Stats).openQuestions;

const listed = async (query: string) =>
  ((await (await call(admin, "GET", `?${query}`)).json()) as ListResult).items.map((k) => k.name);

describe("questions and comments", () => {
  it("a translator asks, the dashboard and the filter count it, an admin answers and resolves it", async () => {
    const before = await openQuestions();
    const asked = await post(translator, { text: "Is this the page title or the menu?", locale: "de", question: true });
    expect(asked).toMatchObject({ author: translatorEmail, question: true, resolvedAt: null, locale: "de" });
    expect(await openQuestions()).toBe((before ?? 0) + 1);
    expect(await listed("question=open")).toEqual([KEY]);
    const row = ((await (await call(admin, "GET", `/keys/${KEY}`)).json()) as KeyDetail).key;
    expect(row.openQuestions).toBe(1);

    await post(admin, { text: "The page title." });
    const res = await call(admin, "PATCH", `/keys/${KEY}/comments/${asked.id}`, { resolved: true, version: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resolvedBy: expect.stringMatching(/^admin-/), version: 2 });
    expect(await openQuestions()).toBe(before);
    expect(await listed("question=open")).toEqual([]);
    expect((await thread()).map((c) => c.text)).toEqual(["Is this the page title or the menu?", "The page title."]);

    const stale = await problemOf(
      await call(admin, "PATCH", `/keys/${KEY}/comments/${asked.id}`, { resolved: false, version: 1 }),
      409,
    );
    expect(stale.current).toMatchObject({ version: 2 });
    const reopened = await call(translator, "PATCH", `/keys/${KEY}/comments/${asked.id}`, {
      resolved: false,
      version: 2,
    });
    expect(await reopened.json()).toMatchObject({ resolvedAt: null, version: 3 });
  });

  it("permissions: a locale's thread is its editors', resolving is the author's, an admin's or its reviewer's, deleting the author's or an admin's", async () => {
    await problemOf(await call(translator, "POST", `/keys/${KEY}/comments`, { text: "Hm", locale: "hu" }), 403);
    const other = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
    const question = await post(translator, { text: "Formal or informal?", locale: "de", question: true });
    await problemOf(
      await call(other, "PATCH", `/keys/${KEY}/comments/${question.id}`, { resolved: true, version: 1 }),
      403,
    );
    await problemOf(await call(other, "DELETE", `/keys/${KEY}/comments/${question.id}`, {}), 403);
    const resolved = await call(reviewer, "PATCH", `/keys/${KEY}/comments/${question.id}`, {
      resolved: true,
      version: 1,
    });
    expect(resolved.status).toBe(200);
    const remark = await post(other, { text: "Not a question" });
    const notQuestion = await problemOf(
      await call(admin, "PATCH", `/keys/${KEY}/comments/${remark.id}`, { resolved: true, version: 1 }),
      400,
    );
    expect(notQuestion.errors?.map((e) => e.path)).toEqual(["resolved"]);
    expect((await call(other, "DELETE", `/keys/${KEY}/comments/${remark.id}`, {})).status).toBe(204);
    expect((await call(admin, "DELETE", `/keys/${KEY}/comments/${question.id}`, {})).status).toBe(204);
    expect(await thread()).toEqual([]);
  });

  it("keeps markup as text, and refuses a long, a blank or one comment too many, naming the field", async () => {
    const xss = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    expect((await post(translator, { text: xss })).text).toBe(xss);
    expect((await thread())[0]?.text).toBe(xss);

    const long = await problemOf(
      await call(translator, "POST", `/keys/${KEY}/comments`, { text: "x".repeat(MAX_COMMENT_LENGTH + 1) }),
      413,
    );
    expect(long.detail).toMatch(/text/);
    const blank = await problemOf(await call(translator, "POST", `/keys/${KEY}/comments`, { text: " " }), 400);
    expect(blank.errors?.map((e) => e.path)).toEqual(["text"]);

    const keyId = (await env.DB.prepare("SELECT id FROM i18n_keys WHERE name = ?").bind(KEY).first<{ id: number }>())
      ?.id;
    const fill = env.DB.prepare(
      "INSERT INTO i18n_comments (key_id, body, author, created_at) VALUES (?, 'filler', 'a@example.test', '2026-01-01')",
    );
    await env.DB.batch(Array.from({ length: MAX_COMMENTS_PER_KEY - 1 }, () => fill.bind(keyId)));
    const full = await problemOf(await call(translator, "POST", `/keys/${KEY}/comments`, { text: "one more" }), 400);
    expect(full.errors?.map((e) => e.path)).toEqual(["text"]);
    expect(await thread()).toHaveLength(MAX_COMMENTS_PER_KEY);
  });

  it("follows a rename, and goes with a delete whose dry run says how many", async () => {
    await post(translator, { text: "Keep me", question: true });
    expect((await call(admin, "PATCH", `/keys/${KEY}`, { name: "home.heading" })).status).toBe(200);
    expect((await thread("home.heading")).map((c) => c.text)).toEqual(["Keep me"]);
    expect(await listed("question=open")).toEqual(["home.heading"]);
    expect(((await (await call(admin, "GET", "/keys/home.heading")).json()) as KeyDetail).comments).toBe(1);

    const dry = (await (await call(admin, "POST", "/keys/delete", { keys: ["home.heading"] })).json()) as KeysDeleted;
    expect(dry).toMatchObject({ dryRun: true, keys: 1, comments: 1 });
    const gone = await call(admin, "POST", "/keys/delete", {
      keys: ["home.heading"],
      dryRun: false,
      translations: dry.translations,
    });
    expect(gone.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM i18n_comments").first("n")).toBe(0);
  });

  it("a single key delete takes its comments too", async () => {
    await post(admin, { text: "About to go" });
    expect((await call(admin, "DELETE", `/keys/${KEY}`, {})).status).toBe(204);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM i18n_comments").first("n")).toBe(0);
    await problemOf(await call(admin, "GET", `/keys/${KEY}/comments`), 404);
  });
});
