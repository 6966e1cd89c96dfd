import { describe, expect, it } from "vitest";
import { filtersToSearch, listParams, parseFilters, visibleColumns } from "../../client/pages/translation/url-state";

/** The editor's "Admin" filter in its URL (docs/decisions/0088): `scope=admin`, the site's keys without it. */
const parse = (search: string) => parseFilters(new URLSearchParams(search), ["de", "hu"], "sk");

describe("the editor's scope in the URL", () => {
  it("reads scope=admin, ignores anything else, and writes it back only when set", () => {
    expect(parse("?scope=admin").scope).toBe("admin");
    expect(parse("?scope=site").scope).toBeUndefined();
    expect(parse("?scope=everything").scope).toBeUndefined();
    expect(filtersToSearch(parse("?scope=admin&q=save"), ["de", "hu"])).toBe("?q=save&scope=admin");
    expect(filtersToSearch(parse("?q=save"), ["de", "hu"])).toBe("?q=save");
  });

  it("asks the list for the admin's keys, and shows English, their source, after the chosen columns", () => {
    const admin = parse("?scope=admin");
    expect(visibleColumns(admin, "sk")).toEqual(["de", "hu", "en"]);
    expect(listParams(admin, visibleColumns(admin, "sk"), 0, "sk")).toMatchObject({
      scope: "admin",
      locales: ["sk", "de", "hu", "en"],
    });
    // English chosen already, or the site's source itself: shown once.
    expect(visibleColumns(parse("?scope=admin&cols=hu,en"), "sk")).toEqual(["hu", "en"]);
    expect(visibleColumns(admin, "en")).toEqual(["de", "hu"]);
    const site = parse("");
    expect(visibleColumns(site, "sk")).toEqual(["de", "hu"]);
    expect(listParams(site, ["de"], 0, "sk").scope).toBeUndefined();
  });
});
