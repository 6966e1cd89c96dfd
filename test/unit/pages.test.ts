import { describe, expect, it } from "vitest";
import { LOCALES, localePath } from "../../common/locales";
import { misnamedPageTarget, PAGES, pageSlug, pageUrlPath } from "../../common/pages";

/** First path segments the worker owns before any page: a slug there would never be served. */
const RESERVED = ["admin", "api", "_app", "assets", "images", "404", "sitemap.xml", "robots.txt"];

describe("the page table", () => {
  it("gives every page a distinct path in every locale", () => {
    for (const { code } of LOCALES) {
      const paths = PAGES.map((p) => pageUrlPath(p.id, code));
      expect(new Set(paths).size, code).toBe(PAGES.length);
    }
  });

  it("never lets one slug name two pages, in any locale or release", () => {
    const owner = new Map<string, string>();
    for (const page of PAGES) {
      const slugs = [
        page.slug,
        ...Object.values("slugs" in page ? page.slugs : {}),
        ...("formerSlugs" in page ? page.formerSlugs : []),
      ];
      for (const slug of slugs) {
        if (!slug) continue;
        expect(owner.get(slug) ?? page.id, slug).toBe(page.id);
        owner.set(slug, page.id);
      }
    }
  });

  it("uses URL-safe slugs that are no locale code and no path the worker reserves", () => {
    for (const page of PAGES) {
      for (const { code } of LOCALES) {
        const slug = pageSlug(page.id, code);
        if (page.id === "home") expect(slug).toBe("");
        else expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(RESERVED).not.toContain(slug);
        expect(LOCALES.map((l) => l.code as string)).not.toContain(slug);
      }
    }
  });

  it("sends another locale's slug, a former slug or a trailing slash to the page in the URL's locale", () => {
    expect(misnamedPageTarget("de", "/pricing")).toBe("/de/preise");
    expect(misnamedPageTarget("sk", "/preise")).toBe("/cennik");
    expect(misnamedPageTarget("en", "/blog/")).toBe("/en/news");
    expect(misnamedPageTarget("de", "/preise/")).toBe("/de/preise");
    expect(misnamedPageTarget("de", "/preise")).toBeUndefined();
    expect(misnamedPageTarget("de", "/gibt-es-nicht")).toBeUndefined();
    expect(misnamedPageTarget("de", "/preise/extra")).toBeUndefined();
    expect(misnamedPageTarget("de", "/__proto__")).toBeUndefined();
    expect(misnamedPageTarget("de", "/constructor")).toBeUndefined();
    expect(localePath("de", "/preise")).toBe(pageUrlPath("pricing", "de"));
  });
});
