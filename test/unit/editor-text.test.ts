import { describe, expect, it } from "vitest";
import { guessFile } from "../../client/pages/translation/import-file";
import { findMatches, markRuns, pluralFormNotUsed, splitPlaceholders } from "../../client/pages/translation/text";

describe("placeholder chips", () => {
  it("cuts a text into runs and chips", () => {
    expect(splitPlaceholders("Dostupné v {{count}} jazykoch")).toEqual([
      { text: "Dostupné v " },
      { placeholder: "count", raw: "{{count}}" },
      { text: " jazykoch" },
    ]);
    expect(splitPlaceholders("{{a}}{{b}}")).toEqual([
      { placeholder: "a", raw: "{{a}}" },
      { placeholder: "b", raw: "{{b}}" },
    ]);
  });
});

describe("plural forms a language does not use", () => {
  it("knows Hungarian has no 'few' and Polish has", () => {
    expect(pluralFormNotUsed("home.languages.few", "hu")).toBe(true);
    expect(pluralFormNotUsed("home.languages.few", "pl")).toBe(false);
    expect(pluralFormNotUsed("home.languages.other", "hu")).toBe(false);
    expect(pluralFormNotUsed("home.title", "hu")).toBe(false);
    expect(pluralFormNotUsed("few", "hu")).toBe(false);
  });
});

describe("an import file's format and language", () => {
  it("reads them from the name and the content", () => {
    expect(guessFile("de.json", '{"home":{"title":"x"}}', "en")).toEqual({ format: "nested-json", locale: "de" });
    expect(guessFile("strings.json", '{"home.title":"x"}', "en")).toEqual({ format: "json", locale: "en" });
    expect(guessFile("translations-hu-json-2026.json", '{"a":"x"}', "en")).toEqual({ format: "json", locale: "hu" });
    expect(guessFile("all.json", '{"sk":{"a":{"b":"x"}},"de":{"a":{"b":"y"}}}', "en")).toEqual({
      format: "nested-json",
      locale: "",
    });
    expect(guessFile("x.csv", "key,de\na,b", "en")).toEqual({ format: "csv", locale: "" });
    expect(guessFile("broken.json", "{", "en")).toEqual({ format: "json", locale: "en" });
  });
});

describe("marking search matches", () => {
  it("matches as the API searches: case and diacritics folded, ranges in the original text", () => {
    expect(findMatches("Čeština a cestina", "CEST")).toEqual([
      [0, 4],
      [10, 14],
    ]);
    expect(findMatches("Stránka sa nenašla", "nasla")).toEqual([[13, 18]]);
    expect(findMatches("anything", "  ")).toEqual([]);
  });

  it("cuts the text into marked and plain runs", () => {
    expect(markRuns("home.title", findMatches("home.title", "e.t"))).toEqual([
      { text: "hom", mark: false },
      { text: "e.t", mark: true },
      { text: "itle", mark: false },
    ]);
  });
});
