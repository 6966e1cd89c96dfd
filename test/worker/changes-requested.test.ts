import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BulkResult } from "../../common/contracts/bulk";
import type { Comment } from "../../common/contracts/comments";
import type { Stats, Translation, UndoPreview } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { failingPaths, get, problemOf, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * Issue 37, item 1 (docs/decisions/0074): a reviewer sends a text back with a reason. The state
 * "changes requested" holds until the next save makes it "needs review"; the reason is a comment;
 * only a reviewer of the locale or an admin sends back or approves, and a translator's confirm of
 * an outdated text never makes it reviewed.
 */
let admin: string;
let reviewer: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de", "hu"] }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(seedStore);

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function cell(name: string, locale: string): Promise<Translation> {
  const data = (await (await call("GET", `/keys/${name}`, admin)).json()) as {
    key: { values: Record<string, Translation> };
  };
  return data.key.values[locale] as Translation;
}

const sendBack = (cookie: string, name: string, locale: string, body: object) =>
  call("POST", `/keys/${name}/values/${locale}/request-changes`, cookie, body);

describe("request changes", () => {
  it("sends a text back with a reason: the state, the reason as a comment, a history row; the next save makes it needs review", async () => {
    const before = await cell("home.title", "de");
    expect(before.state).toBe("reviewed");
    const res = await sendBack(reviewer, "home.title", "de", { version: before.version, reason: "  Too formal  " });
    expect(res.status).toBe(200);
    const sent = ((await res.json()) as { cell: Translation }).cell;
    expect(sent).toMatchObject({ text: before.text, version: before.version, state: "changes-requested" });
    expect(sent.changesRequested).toMatchObject({ reason: "Too formal", by: expect.stringContaining("@") });

    // The list API and its filter know the state; "needs review" no longer lists it.
    const list = async (state: string) => {
      const res = await call("GET", `?state=${state}&stateLocale=de&q=home.title`, admin);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { items: { name: string }[] }).items.map((k) => k.name);
    };
    expect(await list("changes-requested")).toContain("home.title");
    expect(await list("needs-review")).not.toContain("home.title");
    const comments = ((await (await call("GET", "/keys/home.title/comments", admin)).json()) as { comments: Comment[] })
      .comments;
    expect(comments.at(-1)).toMatchObject({ text: "Too formal", locale: "de", question: false });
    const history = ((await (await call("GET", "/keys/home.title", admin)).json()) as { history: { action: string }[] })
      .history;
    expect(history[0]?.action).toBe("request-changes");

    // The dashboard counts it apart: not done.
    const stats = (await (await call("GET", "/stats", admin)).json()) as Stats;
    const de = stats.locales.find((l) => l.locale === "de");
    expect(de?.changesRequested).toBe(1);
    expect(de?.segments.changesRequested).toBe(1);

    // Exports know it: XLIFF lists it as work to do with the reason as a note; PO marks it fuzzy.
    const exported = async (query: string) => (await call("GET", `/export?${query}`, admin)).text();
    const xliff = await exported("format=xliff&locale=de");
    expect(xliff).toMatch(/<unit id="home\.title"[\s\S]*?subState="polyglot:changes-requested"[\s\S]*?<\/unit>/);
    expect(xliff).toContain('<note category="polyglot-changes-requested">Too formal</note>');
    expect(await exported("format=po&locale=de")).toMatch(/#, fuzzy\nmsgctxt "home\.title"\nmsgid "/);

    // The translator's next save makes it "needs review" again.
    const saved = await call("PUT", "/keys/home.title/values/de", translator, {
      text: "Hallo zusammen",
      version: before.version,
    });
    expect(((await saved.json()) as { cell: Translation }).cell).toMatchObject({
      state: "needs-review",
      changesRequested: null,
    });
  });

  it("keeps what visitors of a reviewed-only locale see", async () => {
    await call("PUT", "/locales/de", admin, { reviewedOnly: true });
    const shown = textOf(await (await get("/de")).text(), "<h1");
    const { version } = await cell("home.title", "de");
    expect((await sendBack(admin, "home.title", "de", { version, reason: "Check the tone" })).status).toBe(200);
    expect(textOf(await (await get("/de")).text(), "<h1")).toBe(shown);
    await call("PUT", "/locales/de", admin, { reviewedOnly: false });
  });

  it("answers 400 naming reason for an empty or too long one, 403 to a translator or a reviewer of another locale, 409 on a stale version", async () => {
    const { version } = await cell("home.title", "de");
    expect(await failingPaths(await sendBack(reviewer, "home.title", "de", { version, reason: "   " }))).toEqual([
      "reason",
    ]);
    expect(
      await failingPaths(await sendBack(reviewer, "home.title", "de", { version, reason: "x".repeat(1001) })),
    ).toEqual(["reason"]);
    expect(await failingPaths(await sendBack(reviewer, "home.title", "de", { version }))).toEqual(["reason"]);
    await problemOf(await sendBack(translator, "home.title", "de", { version, reason: "Mine" }), 403);
    const { version: pl } = await cell("home.title", "pl");
    await problemOf(await sendBack(reviewer, "home.title", "pl", { version: pl, reason: "Not mine" }), 403);
    await problemOf(await sendBack(reviewer, "home.title", "de", { version: version - 1, reason: "Stale" }), 409);
    expect((await cell("home.title", "de")).state).toBe("reviewed");
  });

  it("sends back many texts with one reason as a bulk action, undone in one step", async () => {
    const body = { action: "request-changes", locale: "de", q: "nav.", reason: "Use the glossary", dryRun: false };
    expect(await failingPaths(await call("POST", "/bulk", reviewer, { ...body, reason: undefined }))).toEqual([
      "reason",
    ]);
    await problemOf(await call("POST", "/bulk", translator, body), 403);
    const result = (await (await call("POST", "/bulk", reviewer, body)).json()) as BulkResult;
    expect(result.changed).toBeGreaterThan(1);
    expect(await cell("nav.home", "de")).toMatchObject({
      state: "changes-requested",
      changesRequested: { reason: "Use the glossary" },
    });
    const preview = (await (await call("GET", `/imports/${result.undoId}/undo`, admin)).json()) as UndoPreview;
    await call("POST", `/imports/${result.undoId}/undo`, admin, { basis: preview.basis });
    expect(await cell("nav.home", "de")).toMatchObject({ state: "reviewed", changesRequested: null });
  });
});

describe("only a reviewer of the locale or an admin makes a text reviewed", () => {
  it("a translator's confirm of an outdated, once reviewed text clears the mark and leaves it needing review", async () => {
    const source = await cell("home.title", "sk");
    await call("PUT", "/keys/home.title/values/sk", admin, { text: `${source.text}!`, version: source.version });
    const outdated = await cell("home.title", "de");
    expect(outdated).toMatchObject({ state: "reviewed", outdatedSource: source.text });
    const res = await call("POST", "/keys/home.title/values/de/confirm", translator, { version: outdated.version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cell: Translation }).cell).toMatchObject({
      outdatedSource: null,
      state: "needs-review",
    });
  });

  it("a reviewer's confirm keeps the text reviewed", async () => {
    const source = await cell("home.title", "sk");
    await call("PUT", "/keys/home.title/values/sk", admin, { text: `${source.text}!`, version: source.version });
    const outdated = await cell("home.title", "de");
    const res = await call("POST", "/keys/home.title/values/de/confirm", reviewer, { version: outdated.version });
    expect(((await res.json()) as { cell: Translation }).cell).toMatchObject({
      outdatedSource: null,
      state: "reviewed",
    });
  });
});
