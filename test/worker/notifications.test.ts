import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translationsApi } from "./auth-helpers";
import { failingPaths, problemOf } from "./helpers";
import { cellOf, inboxApi, inboxOf, type Person, person, save } from "./notifications-helpers";
import { seedStore } from "./store-helpers";

/**
 * Issue 37, item 2: the review loop tells the translator. A text sent back or approved is told to
 * its author (the account that last wrote it) in the batch of the review; approvals gather; nobody
 * is told about their own action; the inbox is one's own.
 */
let reviewer: Person;
let translator: Person;
let other: Person;

beforeAll(async () => {
  reviewer = await person({ role: "reviewer", locales: ["pl"] });
  translator = await person({ role: "translator", locales: ["pl"] });
  other = await person({ role: "translator", locales: ["pl"] });
});
beforeEach(seedStore);

const review = (who: Person, name: string, action: string, body: object) =>
  translationsApi(who.cookie, "POST", `/keys/${name}/values/pl/${action}`, body);

describe("the review loop's notifications", () => {
  it("tells the translator their text was sent back, with the reason and a link to it; nobody else", async () => {
    const saved = await save(translator, "home.title", "pl", "Witaj, świecie");
    const before = (await inboxOf(other)).items.length;
    const res = await review(reviewer, "home.title", "request-changes", {
      version: saved.version,
      reason: "Too formal",
    });
    expect(res.status).toBe(200);
    const inbox = await inboxOf(translator, "?unread=1");
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect(inbox.items[0]).toMatchObject({
      kind: "changes-requested",
      read: false,
      actor: reviewer.account.email,
      locale: "pl",
      key: "home.title",
      link: "/admin/translation?q=home.title&cols=pl",
    });
    expect(inbox.items[0]?.text).toBe(
      `${reviewer.account.email} sent your Polish text “home.title” back: “Too formal”`,
    );
    expect((await inboxOf(other)).items.length).toBe(before);
    expect((await inboxOf(reviewer)).items.filter((n) => n.key === "home.title")).toEqual([]);
  });

  it("tells nobody about their own action, nor about a stale request that wrote nothing", async () => {
    const saved = await save(reviewer, "nav.language", "pl", "Sam napisałem");
    await review(reviewer, "nav.language", "request-changes", { version: saved.version, reason: "Mine" });
    expect((await inboxOf(reviewer)).items.filter((n) => n.key === "nav.language")).toEqual([]);
    const mine = await save(translator, "nav.language", "pl", "Teraz moje");
    const stale = await review(reviewer, "nav.language", "approve", { version: mine.version - 1 });
    await problemOf(stale, 409);
    expect((await inboxOf(translator)).items.filter((n) => n.key === "nav.language")).toEqual([]);
  });

  it("gathers approvals into one unread line per locale: one, then many; a new line once read", async () => {
    const names = ["nav.home", "nav.about", "nav.pricing"];
    const count = async () => (await inboxOf(translator, "?unread=1")).items.filter((n) => n.kind === "approved");
    await inboxApi(translator.cookie, "POST", "/read", { all: true });
    const [first, ...rest] = names;
    const one = await save(translator, first as string, "pl", "Pierwszy");
    await review(reviewer, first as string, "approve", { version: one.version });
    expect((await count()).map((n) => n.text)).toEqual([
      `${reviewer.account.email} approved your Polish text “${first}”.`,
    ]);
    for (const name of rest) await save(translator, name, "pl", `Tekst ${name}`);
    const bulk = await translationsApi(reviewer.cookie, "POST", "/bulk", {
      action: "approve",
      locale: "pl",
      keys: rest,
      dryRun: false,
    });
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    const gathered = await count();
    expect(gathered.map((n) => [n.count, n.text, n.link])).toEqual([
      [
        3,
        `3 of your Polish texts were approved, last by ${reviewer.account.email}.`,
        "/admin/translation?state=reviewed&stateLocale=pl&cols=pl",
      ],
    ]);
    await inboxApi(translator.cookie, "POST", "/read", { ids: [gathered[0]?.id] });
    const again = await save(translator, first as string, "pl", "Znowu");
    await review(reviewer, first as string, "approve", { version: again.version });
    expect((await count()).map((n) => n.count)).toEqual([1]);
  });

  it("a bulk request for changes tells each author, with the one reason", async () => {
    await save(translator, "nav.news", "pl", "Wiadomości");
    await save(other, "nav.features", "pl", "Możliwości");
    const res = await translationsApi(reviewer.cookie, "POST", "/bulk", {
      ...{ action: "request-changes", locale: "pl", keys: ["nav.news", "nav.features"] },
      ...{ reason: "Use the glossary", dryRun: false },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const sentBack = async (who: Person) =>
      (await inboxOf(who)).items.filter((n) => n.kind === "changes-requested" && n.text.endsWith("“Use the glossary”"));
    expect((await sentBack(translator)).map((n) => n.key)).toEqual(["nav.news"]);
    expect((await sentBack(other)).map((n) => n.key)).toEqual(["nav.features"]);
  });
});

describe("the inbox API", () => {
  it("marks read, all or by id, and unread again; the unread count follows, in the session's answer too", async () => {
    const saved = await save(translator, "home.title", "pl", "Do poprawy");
    await review(reviewer, "home.title", "request-changes", { version: saved.version, reason: "Again" });
    const { items, unread } = await inboxOf(translator, "?unread=1");
    expect(unread).toBe(items.length);
    const id = items[0]?.id as number;
    const session = async () =>
      ((await (await inboxApi(translator.cookie, "GET", "/../session")).json()) as { unread: number }).unread;
    expect(await session()).toBe(unread);
    expect(await (await inboxApi(translator.cookie, "POST", "/read", { ids: [id] })).json()).toEqual({
      unread: unread - 1,
    });
    expect((await inboxOf(translator)).items.find((n) => n.id === id)?.read).toBe(true);
    expect(await (await inboxApi(translator.cookie, "POST", "/unread", { ids: [id] })).json()).toEqual({ unread });
    expect(await (await inboxApi(translator.cookie, "POST", "/read", { all: true })).json()).toEqual({ unread: 0 });
    expect(await session()).toBe(0);
    expect((await inboxOf(translator, "?unread=1")).items).toEqual([]);
  });

  it("never reads nor marks another account's notifications: their ids change nothing", async () => {
    const saved = await save(translator, "home.title", "pl", "Cudze");
    await review(reviewer, "home.title", "request-changes", { version: saved.version, reason: "Not yours" });
    const theirs = (await inboxOf(translator, "?unread=1")).items[0]?.id as number;
    expect((await inboxOf(other)).items.map((n) => n.id)).not.toContain(theirs);
    await inboxApi(other.cookie, "POST", "/read", { ids: [theirs] });
    await inboxApi(other.cookie, "POST", "/read", { all: true });
    expect((await inboxOf(translator)).items.find((n) => n.id === theirs)?.read).toBe(false);
  });

  it("answers 401 signed out and 400 for bad bodies and queries", async () => {
    await problemOf(await inboxApi("", "GET"), 401);
    await problemOf(await inboxApi("", "POST", "/read", { all: true }), 401);
    for (const body of [{}, { ids: [] }, { ids: ["1"] }, { ids: [0] }, { all: false }, [1]]) {
      const res = await inboxApi(translator.cookie, "POST", "/read", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await failingPaths(await inboxApi(translator.cookie, "GET", "?before=abc"))).toEqual(["before"]);
    expect((await inboxApi(translator.cookie, "GET", "?unread=yes")).status).toBe(400);
    expect((await cellOf(translator.cookie, "home.title", "pl")).text).toBeTruthy();
  });

  it("pages by `before`, newest first", async () => {
    const first = await inboxOf(translator);
    if (first.next !== null) {
      const older = await inboxOf(translator, `?before=${first.next}`);
      expect(older.items.every((n) => n.id < (first.next as number))).toBe(true);
    }
    const ids = first.items.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
