import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Comment } from "../../common/contracts/comments";
import type { NotificationItem } from "../../common/contracts/notifications";
import { translationsApi } from "./auth-helpers";
import { inboxApi, inboxOf, type Person, person } from "./notifications-helpers";
import { seedStore } from "./store-helpers";

/**
 * Issue 37, item 2: comments tell the thread (a reply, a question resolved) and the accounts they
 * mention by `@name`, only those who may see the comment's locale; an import tells the reviewers
 * and translators of the locales it changed, once each, with its count. Never the actor.
 */
let admin: Person;
let reviewer: Person;
let translator: Person;
let german: Person;
let gone: Person;

beforeAll(async () => {
  admin = await person({ role: "admin" });
  reviewer = await person({ role: "reviewer", locales: ["pl"] });
  translator = await person({ role: "translator", locales: ["pl"] });
  german = await person({ role: "translator", locales: ["de"] });
  gone = await person({ role: "translator", locales: ["pl"] });
  await env.DB.prepare("UPDATE users SET disabled = 1 WHERE id = ?").bind(gone.account.id).run();
});
beforeEach(seedStore);

async function comment(who: Person, key: string, body: { text: string; locale?: string | null; question?: boolean }) {
  const res = await translationsApi(who.cookie, "POST", `/keys/${key}/comments`, body);
  if (res.status !== 201 && res.status !== 200) throw new Error(`comment: ${res.status} ${await res.text()}`);
  return (await res.json()) as Comment;
}

/** `who`'s notifications of `kind` on `key`. */
const told = async (who: Person, kind: NotificationItem["kind"], key: string) =>
  (await inboxOf(who)).items.filter((n) => n.kind === kind && n.key === key);

describe("comments tell the thread", () => {
  it("a reply tells the question's author; resolving it tells them too; the author of each is told nothing", async () => {
    const question = await comment(translator, "home.title", { text: "Formal or not?", locale: "pl", question: true });
    expect(await told(translator, "comment-reply", "home.title")).toEqual([]);
    await comment(reviewer, "home.title", { text: "Not formal.", locale: "pl" });
    const [reply] = await told(translator, "comment-reply", "home.title");
    expect(reply).toMatchObject({
      actor: reviewer.account.email,
      text: `${reviewer.account.email} replied on “home.title” (Polish): “Not formal.”`,
      link: "/admin/translation?q=home.title&cols=pl",
    });
    expect(await told(reviewer, "comment-reply", "home.title")).toEqual([]);
    const res = await translationsApi(reviewer.cookie, "PATCH", `/keys/home.title/comments/${question.id}`, {
      resolved: true,
      version: question.version,
    });
    expect(res.status).toBe(200);
    expect((await told(translator, "question-resolved", "home.title")).map((n) => n.text)).toEqual([
      `${reviewer.account.email} resolved your question on “home.title” (Polish): “Formal or not?”`,
    ]);
    // A reply of the translator tells the reviewer, who wrote in the thread.
    await comment(translator, "home.title", { text: "Thanks", locale: "pl" });
    expect(await told(reviewer, "comment-reply", "home.title")).toHaveLength(1);
  });

  it("a reply in another locale's thread tells nobody of this one", async () => {
    await comment(translator, "nav.home", { text: "Polish question", locale: "pl", question: true });
    await comment(german, "nav.home", { text: "German note", locale: "de" });
    expect(await told(translator, "comment-reply", "nav.home")).toEqual([]);
  });
});

describe("mentions", () => {
  it("tell only the accounts that may see the comment's locale, enabled ones, never the author", async () => {
    const text = `@${translator.name}, @${german.name}, @${admin.name}, @${gone.name} and @${reviewer.name}: look.`;
    await comment(reviewer, "nav.about", { text, locale: "pl" });
    expect(await told(translator, "mentioned", "nav.about")).toHaveLength(1);
    expect(await told(admin, "mentioned", "nav.about")).toHaveLength(1);
    expect(await told(german, "mentioned", "nav.about")).toEqual([]);
    expect(await told(reviewer, "mentioned", "nav.about")).toEqual([]);
    const disabled = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE recipient_id = ?")
      .bind(gone.account.id)
      .first<{ n: number }>();
    expect(disabled?.n).toBe(0);
  });

  it("on the key as a whole, anyone may be mentioned; a mention is not also a reply", async () => {
    await comment(german, "nav.pricing", { text: "Prices change next week.", locale: null });
    await comment(reviewer, "nav.pricing", { text: `@${german.name} which currency?`, locale: null });
    const [mention] = await told(german, "mentioned", "nav.pricing");
    expect(mention?.text).toBe(
      `${reviewer.account.email} mentioned you on “nav.pricing” (the key as a whole): “@${german.name} which currency?”`,
    );
    expect(await told(german, "comment-reply", "nav.pricing")).toEqual([]);
  });

  it("the mention list offers the enabled accounts who see the locale, never the caller", async () => {
    const list = async (who: Person, query: string) => {
      const res = await inboxApi(who.cookie, "GET", `/mentionable?${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { people: { name: string; email: string }[] }).people.map((p) => p.email);
    };
    expect(await list(reviewer, `locale=pl&q=${translator.name}`)).toEqual([translator.account.email]);
    expect(await list(reviewer, `locale=pl&q=${german.name}`)).toEqual([]);
    expect(await list(reviewer, `q=${german.name}`)).toEqual([german.account.email]);
    expect(await list(reviewer, `locale=pl&q=${gone.name}`)).toEqual([]);
    expect(await list(reviewer, `locale=pl&q=${reviewer.name}`)).toEqual([]);
    expect((await inboxApi(reviewer.cookie, "GET", "/mentionable?locale=xx")).status).toBe(400);
  });
});

describe("imports", () => {
  it("tell the reviewers and translators of the locales they changed, once each with the count; not the importer", async () => {
    const content = JSON.stringify({ nav: { home: "Start (import)", about: "O nas (import)" } });
    const res = await translationsApi(admin.cookie, "POST", "/import", {
      ...{ format: "json", locale: "pl", content, fileName: "pl.json", dryRun: false },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const imports = async (who: Person) => (await inboxOf(who)).items.filter((n) => n.kind === "import");
    const [latest] = await imports(translator);
    expect(latest).toMatchObject({ count: 2, locale: "pl", actor: admin.account.email });
    expect(latest?.text).toBe(`${admin.account.email} imported a file that changed 2 texts in Polish.`);
    expect((await imports(reviewer))[0]?.count).toBe(2);
    expect(await imports(admin)).toEqual([]);
    expect(await imports(german)).toEqual([]);
  });
});
