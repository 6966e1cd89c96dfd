import { describe, expect, it } from "vitest";
import {
  changedSince,
  type EditorFilters,
  filtersToSearch,
  listParams,
  parseFilters,
  visibleColumns,
} from "../../client/pages/translation/url-state";

const defaults = ["en", "de"] as const;
const parse = (search: string) => parseFilters(new URLSearchParams(search), [...defaults]);

describe("the editor's URL contract", () => {
  it("reads the names the dashboard links with", () => {
    expect(
      parse("?q=home&missing=hu&changed=7d&problem=plural-category-missing&usage=unused&sort=updated&cols=de,hu"),
    ).toEqual({
      q: "home",
      missing: "hu",
      changed: "7d",
      problem: "plural-category-missing",
      usage: "unused",
      state: null,
      stateLocale: null,
      sort: "updated",
      cols: ["de", "hu"],
    });
    expect(parse("?state=needs-review&stateLocale=de")).toMatchObject({ state: "needs-review", stateLocale: "de" });
  });

  it("falls back to defaults and ignores values it does not know", () => {
    expect(parse("?missing=xx&changed=1y&problem=Bad_Code!&usage=__proto__&sort=random&cols=sk,zz,de,de")).toEqual({
      q: "",
      missing: null,
      changed: null,
      problem: null,
      usage: null,
      state: null,
      stateLocale: null,
      sort: "name",
      cols: ["de"],
    });
    expect(parse("?state=approved&stateLocale=de")).toMatchObject({ state: null, stateLocale: null });
    expect(parse("?state=outdated&stateLocale=xx")).toMatchObject({ state: "outdated", stateLocale: null });
    expect(parse("").cols).toEqual(["en", "de"]);
    expect(parse("?cols=").cols).toEqual([]);
    expect(parse("?placeholders=mismatch").problem).toBeNull();
    expect(parse("?usage=UNUSED").usage).toBeNull();
  });

  it("writes only what differs from the defaults, commas readable, and reads back the same", () => {
    const filters: EditorFilters = {
      q: "a&b c",
      missing: "hu",
      changed: "24h",
      problem: "errors",
      usage: "used",
      state: "outdated",
      stateLocale: "hu",
      sort: "updated",
      cols: ["de", "hu"],
    };
    const search = filtersToSearch(filters, [...defaults]);
    expect(search).toBe(
      "?q=a%26b%20c&missing=hu&changed=24h&problem=errors&usage=used&state=outdated&stateLocale=hu&sort=updated&cols=de,hu",
    );
    expect(parse(search)).toEqual(filters);
    expect(filtersToSearch(parse(""), [...defaults])).toBe("");
  });

  it("shows the locale filtered for missing texts as a column", () => {
    expect(visibleColumns(parse("?missing=hu&cols=de"))).toEqual(["de", "hu"]);
    expect(visibleColumns(parse("?missing=de&cols=de"))).toEqual(["de"]);
    expect(visibleColumns(parse("?missing=sk&cols=de"))).toEqual(["de"]);
  });

  it("turns 'changed in the last 24 h / 7 days' into a minute-aligned changedSince", () => {
    const now = Date.parse("2026-05-10T12:34:56.789Z");
    expect(changedSince("24h", now)).toBe("2026-05-09T12:34:00.000Z");
    expect(changedSince("7d", now)).toBe("2026-05-03T12:34:00.000Z");
  });

  it("asks the list API for sk and the shown columns only", () => {
    const now = Date.parse("2026-05-10T12:00:00Z");
    expect(
      listParams(
        parse("?q=%20home%20&missing=hu&problem=warnings&usage=unused&state=needs-review&stateLocale=de&cols=de"),
        ["de", "hu"],
        now,
      ),
    ).toEqual({
      q: "home",
      missing: "hu",
      problem: "warnings",
      usage: "unused",
      state: "needs-review",
      stateLocale: "de",
      sort: "name",
      locales: ["sk", "de", "hu"],
    });
  });
});
