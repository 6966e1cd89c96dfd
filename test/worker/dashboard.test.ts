import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Stats } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { get } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
let adminEmail: string;
let translator: string;
let everyLocaleTranslator: string;

beforeAll(async () => {
  const account = await createAccount({ role: "admin" });
  adminEmail = account.email;
  admin = await signIn(account);
  translator = await signIn(await createAccount({ role: "translator", locales: ["de", "hu"] }));
  everyLocaleTranslator = await signIn(await createAccount({ role: "translator" }));
});
beforeEach(seedStore);

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  translationsApi(cookie, method, path, body);

const dashboard = async (cookie = admin) => (await get("/admin", { Cookie: cookie })).text();

/** The rendered row of one locale in the completion table. */
function row(html: string, locale: string): string {
  const start = html.indexOf(`<tr data-locale="${locale}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</tr>", start));
}

/** The "N of M keys translated" line under a locale's bar. */
const translatedLine = (tr: string) => /<span class="completion-sub">(.*?)<\/span>/.exec(tr)?.[1];

describe("the dashboard at /admin", () => {
  it("says in words how many keys each locale and the whole site have, as the stats API counts them", async () => {
    const stats = (await (await call("GET", "/stats")).json()) as Stats;
    const html = await dashboard();
    const n = (value: number) => new Intl.NumberFormat("en").format(value);
    expect(html).toContain("<caption>Keys translated in each locale</caption>");
    expect(html).not.toContain("out of");
    for (const { locale, translated } of stats.locales) {
      expect(translatedLine(row(html, locale))).toBe(`${n(translated)} of ${n(stats.totalKeys)} keys translated`);
    }
    const sum = stats.locales.reduce((total, { translated }) => total + translated, 0);
    expect(html).toContain(`<strong>${n(sum)} of ${n(stats.totalKeys * 10)} texts translated</strong>`);
    // The figures travel with the page, so the browser does not fetch them again.
    expect(html).toMatch(/__QUERY_STATE__=.*"admin","translations","stats"/);
  });

  it("links a locale's missing texts and warnings to the editor, pre-filtered", async () => {
    await call("POST", "/keys", { name: "dashboard.test.only-sk" });
    await call("PUT", "/keys/dashboard.test.only-sk/values/sk", { text: "Len po slovensky", version: 0 });
    const key = (await (await call("GET", "/keys/home.languages")).json()) as {
      key: { values: { de: { version: number } } };
    };
    const save = await call("PUT", "/keys/home.languages/values/de", {
      // An argument the source does not have: an argument-added warning.
      text: "In vielen Sprachen {n}",
      version: key.key.values.de.version,
    });
    expect(save.status).toBe(200);

    const html = await dashboard();
    const de = row(html, "de");
    expect(de).toContain('href="/admin/translation?missing=de"');
    expect(de).toMatch(
      />1<span class="figure-label"> <!-- -->missing<\/span><span class="visually-hidden"> <!-- -->in Deutsch<\/span>/,
    );
    expect(de).toContain('href="/admin/translation?problem=warnings&amp;cols=de"');
    expect(de).toMatch(
      />1<span class="figure-label"> <!-- -->with a warning<\/span><span class="visually-hidden"> <!-- -->in Deutsch<\/span>/,
    );
    expect(row(html, "sk")).not.toContain("missing=sk");
    expect(html).toContain('href="/admin/translation?changed=24h"');
  });

  it("lists the latest changes with who and when", async () => {
    await call("POST", "/keys", { name: "dashboard.test.recent" });
    const html = await dashboard();
    const changes = html.slice(html.indexOf('<ol class="changes">'));
    expect(changes).toMatch(/<code class="key-name" translate="no">dashboard.test.recent<\/code>/);
    expect(changes).toContain(`key created by ${adminEmail}`);
    expect(changes).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z" title="[^"]+ UTC">just now<\/time>/);
  });

  it("tells the account what it may edit: an admin everything, a translator their locales", async () => {
    expect(await dashboard()).toContain("You may edit every locale.");
    const html = await dashboard(translator);
    expect(html).toContain("a translator");
    expect(html).toContain("You may edit Magyar (hu) and Deutsch (de).");
    expect(html).toContain('href="/admin/translation?cols=hu,de"');
    expect(row(html, "hu")).toContain('<span class="badge">yours</span>');
    expect(row(html, "en")).not.toContain("yours");
  });
});

describe("the stacked bars and what counts as done", () => {
  const deOf = async () =>
    ((await (await call("GET", "/stats")).json()) as Stats).locales.find((l) => l.locale === "de");
  const keyOf = async (name: string) =>
    (await (await call("GET", `/keys/${name}`)).json()) as {
      key: { values: Record<string, { version: number } | undefined> };
    };
  const put = async (name: string, locale: string, text: string) => {
    const version = (await keyOf(name)).key.values[locale]?.version ?? 0;
    expect((await call("PUT", `/keys/${name}/values/${locale}`, { text, version })).status).toBe(200);
  };

  it("counts an outdated text as translated but not done, and each text once in the bar", async () => {
    await call("POST", "/keys", { name: "dashboard.bar.key" });
    await put("dashboard.bar.key", "sk", "Zdroj");
    await put("dashboard.bar.key", "de", "Quelle");
    const before = await deOf();
    if (!before) throw new Error("no de row");
    // The source changes: the German text is now outdated.
    await put("dashboard.bar.key", "sk", "Nový zdroj");
    const after = await deOf();
    if (!after) throw new Error("no de row");
    expect(after.translated).toBe(before.translated);
    expect(after.outdated).toBe(before.outdated + 1);
    expect(after.done).toBe(before.done - 1);
    expect(after.segments.outdated).toBe(before.segments.outdated + 1);
    const stats = (await (await call("GET", "/stats")).json()) as Stats;
    for (const l of stats.locales) {
      const { reviewed, needsReview, outdated, errors, missing } = l.segments;
      expect(reviewed + needsReview + outdated + errors + missing).toBe(stats.totalKeys);
      expect(l.done).toBe(reviewed + needsReview);
      expect(l.done).toBeLessThanOrEqual(l.translated - l.outdated);
    }
  });

  it("shows the percentage done, and links each segment of the bar to the editor filtered to it", async () => {
    await call("POST", "/keys", { name: "dashboard.bar.percent" });
    await put("dashboard.bar.percent", "sk", "Zdroj");
    await put("dashboard.bar.percent", "de", "Quelle");
    await put("dashboard.bar.percent", "sk", "Nový zdroj");
    const de = await deOf();
    if (!de) throw new Error("no de row");
    const totalKeys = ((await (await call("GET", "/stats")).json()) as Stats).totalKeys;
    const html = row(await dashboard(), "de");
    expect(html).toContain(
      `${Math.floor((de.done / totalKeys) * 100)} %<span class="visually-hidden"> <!-- -->done</span>`,
    );
    const hrefs = [...html.matchAll(/<a href="([^"]+)" tabindex="-1" data-segment="([^"]+)"/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(Object.fromEntries(hrefs)).toMatchObject({
      outdated: "/admin/translation?state=outdated&amp;stateLocale=de&amp;cols=de",
      reviewed: "/admin/translation?state=reviewed&amp;stateLocale=de&amp;cols=de",
    });
    expect(html).toContain('href="/admin/translation?state=outdated&amp;stateLocale=de&amp;cols=de"');
  });
});

describe("the latest changes, per role", () => {
  /** Saves `text` in one cell of `key` as the admin, whatever its version. */
  async function edit(key: string, locale: string, text: string): Promise<void> {
    const detail = (await (await call("GET", `/keys/${key}`)).json()) as {
      key: { values: Record<string, { version: number } | undefined> };
    };
    const version = detail.key.values[locale]?.version ?? 0;
    expect((await call("PUT", `/keys/${key}/values/${locale}`, { text, version })).status).toBe(200);
  }

  const feedOf = async (cookie: string) =>
    ((await (await call("GET", "/stats", undefined, cookie)).json()) as Stats).recent;

  beforeEach(async () => {
    await call("POST", "/keys", { name: "dashboard.feed.key" });
    await edit("home.languages", "de", "Feed: deutscher Text");
    await edit("home.languages", "en", "Feed: English text");
    await edit("home.languages", "hu", "Feed: magyar szöveg");
  });

  it("gives a translator with locales only the changes in those locales, from the API", async () => {
    const feed = await feedOf(translator);
    expect(feed.length).toBeGreaterThan(0);
    expect(new Set(feed.map((e) => e.locale))).toEqual(new Set(["de", "hu"]));
    expect(feed.map((e) => e.newText)).toContain("Feed: deutscher Text");
    expect(feed.map((e) => e.newText)).not.toContain("Feed: English text");
    // Key-level changes name no locale, so none of theirs.
    expect(feed.find((e) => e.keyName === "dashboard.feed.key")).toBeUndefined();
  });

  it("gives an admin, and a translator of every locale, every change", async () => {
    for (const cookie of [admin, everyLocaleTranslator]) {
      const feed = await feedOf(cookie);
      const texts = feed.map((e) => e.newText);
      expect(texts).toEqual(
        expect.arrayContaining(["Feed: deutscher Text", "Feed: English text", "Feed: magyar szöveg"]),
      );
      expect(feed.find((e) => e.keyName === "dashboard.feed.key" && e.action === "create")).toBeDefined();
    }
  });

  it("renders the translator's dashboard with the same filtered feed", async () => {
    const html = await dashboard(translator);
    const changes = html.slice(html.indexOf('<ol class="changes">'));
    expect(changes).toContain("Feed: deutscher Text");
    expect(changes).toContain("Feed: magyar szöveg");
    expect(changes).not.toContain("Feed: English text");
    expect(changes).not.toContain("dashboard.feed.key");
    expect(await dashboard()).toContain("Feed: English text");
  });
});
