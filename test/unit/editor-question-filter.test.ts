import { describe, expect, it } from "vitest";
import { filtersToSearch, listParams, parseFilters } from "../../client/pages/translation/url-state";

/** The editor's `question=open` filter (docs/decisions/0065): the dashboard links to it. */
const parse = (search: string) => parseFilters(new URLSearchParams(search), ["de"], "sk");

describe("the question filter in the editor's URL", () => {
  it("reads question=open, writes it back, and asks the list API for it", () => {
    const filters = parse("?question=open");
    expect(filters.question).toBe("open");
    expect(filtersToSearch(filters, ["de"])).toBe("?question=open");
    expect(listParams(filters, ["de"], 0, "sk")).toMatchObject({ question: "open" });
  });

  it("ignores any other value, as a typo in a link should be", () => {
    const filters = parse("?question=closed");
    expect(filters.question).toBeUndefined();
    expect(filtersToSearch(filters, ["de"])).toBe("");
    expect(listParams(filters, ["de"], 0, "sk")).not.toHaveProperty("question");
  });
});
