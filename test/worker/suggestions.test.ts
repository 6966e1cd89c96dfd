import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SuggestionsResult } from "../../common/contracts/suggestions";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { call, cellOf, emptyStore, json, write } from "./suggestions-helpers";

/** Translation memory (issue 27, docs/decisions/0062): suggestions from the project's own translations. */
let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
});
beforeEach(emptyStore);

const suggest = async (key: string, locale: string, cookie = admin, vars?: Record<string, string>) =>
  json<SuggestionsResult>(await call(cookie, "GET", `/keys/${key}/suggestions/${locale}?from=memory`, undefined, vars));

describe("suggestions from the translation memory", { timeout: 60_000 }, () => {
  it("offers an identical source at 100, with this key's own argument and tag names", async () => {
    await write(admin, "inbox.count", {
      sk: "Máte {count} nových <b>správ</b>",
      de: "Sie haben {count} neue <b>Nachrichten</b>",
    });
    await write(admin, "mail.count", { sk: "Máte  {n} nových <strong>správ</strong>" });
    const { items } = await suggest("mail.count", "de");
    expect(items).toEqual([
      {
        text: "Sie haben {n} neue <strong>Nachrichten</strong>",
        score: 100,
        origin: "memory",
        sourceText: "Máte {count} nových <b>správ</b>",
        key: "inbox.count",
        reviewed: false,
        outdated: false,
      },
    ]);
  });

  it("scores a similar source below 100 and leaves out what is under 75", async () => {
    await write(admin, "profile.save", { sk: "Uložiť zmeny v profile", de: "Änderungen im Profil speichern" });
    await write(admin, "other.far", { sk: "Úplne iný text o počasí", de: "Ganz anderer Text" });
    await write(admin, "account.save", { sk: "Uložiť zmeny v profilu" });
    const { items } = await suggest("account.save", "de");
    expect(items.map((i) => i.key)).toEqual(["profile.save"]);
    expect(items[0]?.score).toBeGreaterThanOrEqual(75);
    expect(items[0]?.score).toBeLessThan(100);
  });

  it("ranks reviewed translations above those that need review, and marks outdated ones", async () => {
    await write(admin, "a.first", { sk: "Zavrieť okno", de: "Fenster schließen" });
    await write(admin, "a.second", { sk: "Zavrieť okno", de: "Das Fenster schließen" });
    const second = await cellOf(admin, "a.second", "de");
    await json(await call(admin, "POST", "/keys/a.second/values/de/approve", { version: second?.version }));
    await write(admin, "a.third", { sk: "Zavrieť okno" });
    const { items } = await suggest("a.third", "de");
    expect(items.map((i) => [i.key, i.reviewed])).toEqual([
      ["a.second", true],
      ["a.first", false],
    ]);
    // The source of a.first changes: its German text is outdated, and no longer an identical match.
    await write(admin, "a.first", { sk: "Zavrieť okná" });
    const after = await suggest("a.third", "de");
    expect(after.items.find((i) => i.key === "a.first")).toMatchObject({ outdated: true });
    expect(after.items.find((i) => i.key === "a.first")?.score).toBeLessThan(100);
  });

  it("compares the source locale's texts, not the default locale's", async () => {
    await write(admin, "x.one", { sk: "Prvý", en: "Close the window", de: "Fenster schließen" });
    await write(admin, "x.two", { sk: "Druhý", en: "Close the window" });
    expect((await suggest("x.two", "de")).items).toEqual([]);
    const vars = { SOURCE_LOCALE: "en" };
    const { items } = await suggest("x.two", "de", admin, vars);
    expect(items.map((i) => [i.key, i.score, i.text])).toEqual([["x.one", 100, "Fenster schließen"]]);
  });

  it("says no provider is configured when machine suggestions are asked for", async () => {
    await write(admin, "y.one", { sk: "Ahoj" });
    const result = await json<SuggestionsResult>(await call(admin, "GET", "/keys/y.one/suggestions/de"));
    expect(result).toEqual({ items: [], machine: { status: "off", message: expect.any(String) } });
  });

  it("answers 404 for an unknown key, 400 for the source locale, and lets any signed-in account read", async () => {
    await problemOf(await call(admin, "GET", "/keys/no.such/suggestions/de"), 404);
    await write(admin, "z.one", { sk: "Ahoj" });
    await problemOf(await call(admin, "GET", "/keys/z.one/suggestions/sk"), 400);
    await problemOf(await call(admin, "GET", "/keys/z.one/suggestions/de?from=paper"), 400);
    expect((await suggest("z.one", "de", translator)).items).toEqual([]);
  });
});

describe("origin of a saved version", { timeout: 60_000 }, () => {
  it("records a suggestion's origin from the save, in the cell and its history", async () => {
    await write(admin, "o.one", { sk: "Ahoj", de: "Hallo" });
    await write(admin, "o.two", { sk: "Ahoj" });
    await write(admin, "o.two", { de: "Hallo" }, { origin: { kind: "memory", key: "o.one" } });
    expect(await cellOf(admin, "o.two", "de")).toMatchObject({ origin: "memory", originKey: "o.one" });
    await write(admin, "o.two", { de: "Hallo!" }, { origin: { kind: "machine", provider: "deepl" } });
    expect(await cellOf(admin, "o.two", "de")).toMatchObject({ origin: "machine", originProvider: "deepl" });
    const detail = await json<{ history: { newText: string; origin: string }[] }>(
      await call(admin, "GET", "/keys/o.two"),
    );
    expect(detail.history.filter((h) => h.newText?.startsWith("Hallo")).map((h) => h.origin)).toEqual([
      "machine",
      "memory",
    ]);
    expect((await cellOf(admin, "o.one", "de"))?.origin).toBe("typed");
  });

  it("refuses an origin it does not know (400) and changes nothing", async () => {
    await write(admin, "o.bad", { sk: "Ahoj", de: "Hallo" });
    const version = (await cellOf(admin, "o.bad", "de"))?.version;
    const res = await call(admin, "PUT", "/keys/o.bad/values/de", {
      text: "Hi",
      version,
      origin: { kind: "machine", provider: "babelfish" },
    });
    await problemOf(res, 400);
    expect(await cellOf(admin, "o.bad", "de")).toMatchObject({ text: "Hallo" });
  });

  it("filters the list by origin", async () => {
    await write(admin, "f.typed", { sk: "Ahoj", de: "Hallo" });
    await write(admin, "f.machine", { sk: "Ahoj" });
    await write(admin, "f.machine", { de: "Hallo" }, { origin: { kind: "machine", provider: "openai" } });
    const list = await json<{ items: { name: string }[] }>(await call(admin, "GET", "?origin=machine&stateLocale=de"));
    expect(list.items.map((i) => i.name)).toEqual(["f.machine"]);
    await problemOf(await call(admin, "GET", "?origin=guess"), 400);
  });
});
