import { describe, expect, it } from "vitest";
import { filtersToSearch, listParams, parseFilters } from "../../client/pages/translation/url-state";

/** The editor's `task=<id>` filter (docs/decisions/0078): "My tasks" links to it. */
const parse = (search: string) => parseFilters(new URLSearchParams(search), ["de"], "sk");

describe("the task filter in the editor's URL", () => {
  it("reads task=<id>, writes it back, and asks the list API for the task's keys", () => {
    const filters = parse("?task=12&cols=pl");
    expect(filters.task).toBe(12);
    expect(filtersToSearch(filters, ["de"])).toBe("?task=12&cols=pl");
    expect(listParams(filters, ["pl"], 0, "sk")).toMatchObject({ task: 12, locales: ["sk", "pl"] });
  });

  it("ignores an id that is not a positive whole number", () => {
    for (const value of ["0", "-3", "1.5", "abc", "01"]) {
      const filters = parse(`?task=${value}`);
      expect(filters.task).toBeUndefined();
      expect(listParams(filters, ["de"], 0, "sk")).not.toHaveProperty("task");
    }
  });
});
