import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { flatten, type Nested } from "../../../common/flatten";
import { LOCALE_CODES, LOCALES, type LocaleCode } from "../../../common/locales";
import { PAGES } from "../../../common/pages";
import en from "../../../locales/en.json";
import sk from "../../../locales/sk.json";
import { writeImport } from "../../../worker/services/translations/import-translations";
import { publishRevision } from "../../../worker/services/translations/publish";
import { get, ORIGIN, textOf } from "../helpers";

/**
 * Runs with vitest.locale.config.ts, whose locale table has an eleventh entry,
 * `it`: no other source file, migration or constraint knows about it.
 */
const IT = "it" as LocaleCode;
const TITLE = "Benvenuto su Polyglot";
const all = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]);

/** The Italian messages arrive as any locale's do: an import into D1 (the English texts, one translated). */
function entries(locale: LocaleCode, messages: Nested, overrides: Record<string, string> = {}) {
  return Object.entries({ ...flatten(messages), ...overrides }).map(([key, text]) => ({ key, locale, text }));
}

beforeAll(async () => {
  await writeImport(env.DB, [...entries("sk", sk), ...entries(IT, en, { "home.title": TITLE })], "test:eleventh");
  await publishRevision(env.DB, env.CACHE);
});

describe("a locale added to the locale table alone", () => {
  it("is the eleventh entry of the table this configuration runs with", () => {
    expect(LOCALES).toHaveLength(11);
    expect(LOCALE_CODES.at(-1)).toBe("it");
  });

  it("renders /it in Italian with <html lang=it> and stores it in the locale cookie", async () => {
    const res = await get("/it");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(textOf(html, "<h1")).toBe(TITLE);
    expect(html).toContain('<meta property="og:locale" content="it_IT"/>');
    expect(res.headers.get("set-cookie")).toBe("i18n_redirected=it; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("redirects / to /it for Accept-Language: it-IT, and for a cookie naming it", async () => {
    const requests: Record<string, string>[] = [
      { "Accept-Language": "it-IT,it;q=0.9,en;q=0.5" },
      { Cookie: "i18n_redirected=it" },
    ];
    for (const headers of requests) {
      const res = await get("/", headers);
      expect([res.status, res.headers.get("location")]).toEqual([302, "/it"]);
    }
  });

  it("has its own 404 page at /it/404, answering 404 in it", async () => {
    const res = await get("/it/404?path=%2Fit%2Fx");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html lang="it">');
  });

  it("lists /it in the sitemap, with it among every URL's alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = all(xml, /<loc>([^<]+)<\/loc>/g);
    expect(locs).toContain(`${ORIGIN}/it`);
    // A locale that names no slugs of its own gets the page table's default (English) ones.
    expect(locs).toContain(`${ORIGIN}/it/pricing`);
    const urls = xml.split("<url>").slice(1);
    expect(urls).toHaveLength(11 * PAGES.length);
    const home = urls.filter((url) => url.includes(`<loc>${ORIGIN}/de</loc>`));
    expect(home).toHaveLength(1);
    for (const url of urls) expect(url).toMatch(new RegExp(`hreflang="it" href="${ORIGIN}/it(/[a-z-]+)?"`));
    expect(home[0]).toContain(`hreflang="it" href="${ORIGIN}/it"`);
  });

  it("puts it in every page's hreflang alternates and og:locale:alternate, and in the language switcher", async () => {
    for (const code of LOCALE_CODES) {
      const html = await (await get(code === "sk" ? "/" : `/${code}`, { "Accept-Language": "sk" })).text();
      expect(html).toContain(`<link rel="alternate" hrefLang="it" href="${ORIGIN}/it"/>`);
      if (code !== IT) expect(html).toContain('<meta property="og:locale:alternate" content="it_IT"/>');
      expect(html).toMatch(/<a href="\/it" hrefLang="it" lang="it"[^>]*>Italiano<\/a>/);
    }
  });

  it("serves /api/i18n/it and answers 404 for a code that is not in the table", async () => {
    const res = await get("/api/i18n/it");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Record<string, unknown>)["home.title"]).toBe(TITLE);
    expect((await get("/api/i18n/xx")).status).toBe(404);
  });

  it("stores a translation in it: no SQL constraint lists the locales", async () => {
    const row = await env.DB.prepare(
      "SELECT v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = 'home.title' AND v.locale = ?",
    )
      .bind(IT)
      .first<{ text: string }>();
    expect(row?.text).toBe(TITLE);
  });
});
