import { describe, expect, it } from "vitest";
import { pageNamespaces } from "../../client/routes";
import {
  CHROME_NAMESPACES,
  isUsedOnPages,
  namespaceOf,
  pageNamespacesOf,
  pagesUsingKey,
  USED_NAMESPACES,
} from "../../common/key-usage";
import { LOCALES } from "../../common/locales";
import { SITE_NAMESPACES } from "../../common/message-scopes";
import { PAGES, pageUrlPath } from "../../common/pages";

const ALL_PAGES = PAGES.map((p) => p.id);
const sorted = (list: readonly string[]) => [...list].sort();

describe("where each key is used", () => {
  it("says of every page, in every locale, exactly the namespaces its routes declare", () => {
    for (const { id } of PAGES) {
      for (const { code } of LOCALES) {
        const path = pageUrlPath(id, code);
        expect([path, sorted(pageNamespaces(path))]).toEqual([path, sorted(pageNamespacesOf(id))]);
        // And the other way round: a key of each declared namespace is said to be on this page.
        for (const namespace of pageNamespaces(path)) expect(pagesUsingKey(`${namespace}.x`)).toContain(id);
      }
    }
  });

  it("uses the site's published namespaces, no more and no fewer", () => {
    expect(sorted(USED_NAMESPACES)).toEqual(sorted(SITE_NAMESPACES));
  });

  it("puts a page's key on that page alone, and a chrome key on every page", () => {
    expect(pagesUsingKey("home.title")).toEqual(["home"]);
    expect(pagesUsingKey("pricing")).toEqual(["pricing"]);
    expect(pagesUsingKey("news.list.empty.note")).toEqual(["news"]);
    for (const namespace of CHROME_NAMESPACES) expect(pagesUsingKey(`${namespace}.a`)).toEqual(ALL_PAGES);
    expect(pagesUsingKey("nav")).toEqual(ALL_PAGES);
  });

  it("finds no page for a key outside the pages' namespaces, by its first segment only", () => {
    for (const key of ["homepage.title", "account.home", "admin.nav", "Home.title", ".home", "", "home-title"]) {
      expect([key, pagesUsingKey(key), isUsedOnPages(key)]).toEqual([key, [], false]);
    }
    expect(isUsedOnPages("home.title")).toBe(true);
    expect(isUsedOnPages("footer.copyright")).toBe(true);
  });

  it("treats keys named like Object.prototype's members as the plain names they are", () => {
    for (const key of ["__proto__", "__proto__.home", "constructor", "constructor.x", "toString", "hasOwnProperty"]) {
      expect([key, pagesUsingKey(key), isUsedOnPages(key)]).toEqual([key, [], false]);
    }
    expect(pagesUsingKey("home.__proto__")).toEqual(["home"]);
    expect(pagesUsingKey("site.constructor")).toEqual(ALL_PAGES);
    expect(namespaceOf("__proto__.x")).toBe("__proto__");
  });
});
