import { describe, expect, it } from "vitest";
import { LOCALES, localeChoicePath, localePath } from "../../common/locales";
import { PAGES, pageRest, pageUrlPath } from "../../common/pages";
import { get } from "./helpers";

const location = async (path: string, headers: Record<string, string> = {}) => {
  const res = await get(path, headers);
  return { status: res.status, to: res.headers.get("location"), cache: res.headers.get("cache-control") };
};

describe("localised page paths", () => {
  it("serves each page at its own path in each locale, and nowhere else as a page", async () => {
    expect((await get("/de/preise")).status).toBe(200);
    expect((await get("/en/pricing")).status).toBe(200);
    expect((await get("/cennik")).status).toBe(200);
    expect((await get("/ru/ceny")).status).toBe(200);
    // No page answers 200 under another locale's slug.
    expect((await get("/de/pricing")).status).toBe(301);
    expect((await get("/pricing")).status).toBe(301);
  });

  it("301s a wrong-language slug to the page's path in the URL's locale, keeping the query", async () => {
    expect(await location("/de/pricing")).toMatchObject({ status: 301, to: "/de/preise" });
    expect(await location("/en/preise")).toMatchObject({ status: 301, to: "/en/pricing" });
    expect(await location("/pricing")).toMatchObject({ status: 301, to: "/cennik" });
    expect(await location("/cz/cennik")).toMatchObject({ status: 301, to: "/cz/cenik" });
    expect(await location("/hu/o-nas?ref=mail")).toMatchObject({ status: 301, to: "/hu/rolunk?ref=mail" });
    expect(await location("/de/preise/")).toMatchObject({ status: 301, to: "/de/preise" });
  });

  it("301s a former slug to the page's current path in every locale", async () => {
    for (const { code } of LOCALES) {
      expect(await location(localePath(code, "/plans"))).toMatchObject({
        status: 301,
        to: pageUrlPath("pricing", code),
      });
    }
    expect(await location("/de/blog")).toMatchObject({ status: 301, to: "/de/neuigkeiten" });
  });

  it("still sends an unknown slug to the 404 page of the URL's locale", async () => {
    const res = await get("/de/gibt-es-nicht");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/404?path=%2Fde%2Fgibt-es-nicht");
    const page = await get(res.headers.get("location") as string);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Seite nicht gefunden");
  });

  it("links the language switcher to the same page in every locale", async () => {
    for (const page of PAGES) {
      const html = await (await get(pageUrlPath(page.id, "de"))).text();
      const nav = html.slice(
        html.indexOf('class="language-switcher"'),
        html.indexOf("</nav>", html.indexOf('class="language-switcher"')),
      );
      const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toEqual(LOCALES.map((l) => localeChoicePath(l.code, pageRest(page.id, l.code))));
    }
  });

  it("lands Slovenčina chosen on the pricing page on the sk pricing page, stored as the choice", async () => {
    const res = await get("/sk/cennik");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/cennik");
    expect(res.headers.get("set-cookie")).toMatch(/i18n_redirected=sk/);
  });
});
