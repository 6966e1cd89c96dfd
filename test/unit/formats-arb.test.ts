import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportArb } from "../../common/formats/arb-export.ts";
import { declaredLocale, importArb } from "../../common/formats/arb-import.ts";

const view = (r: ReturnType<typeof importArb>) => r.entries.map((e) => [e.key, e.text, e.description]);

describe("ARB import", () => {
  test("values are ICU; @key gives the description and its placeholders; @@ globals are ignored", () => {
    const text = `{
  "@@locale": "cs",
  "@@last_modified": "2025-01-01",
  "itemCount": "{count, plural, =1{{count} položka} other{{count} položek}}",
  "@itemCount": {
    "description": "Items in an album",
    "placeholders": { "count": { "type": "int", "format": "decimalPattern" } }
  },
  "focalLength": "{length} mm",
  "@focalLength": { "placeholders": { "length": { "type": "String", "example": "5.4" } } },
  "appName": "Aves",
  "@appName": {}
}
`;
    const result = importArb(text, { locale: "cz" });
    expect(result.errors).toEqual([]);
    expect(view(result)).toEqual([
      [
        "itemCount",
        "{count, plural, =1{{count} položka} other{{count} položek}}",
        "Items in an album\n\nPlaceholders: {count} int (decimalPattern)",
      ],
      ["focalLength", "{length} mm", "Placeholders: {length} String, e.g. 5.4"],
      ["appName", "Aves", undefined],
    ]);
    expect(result.entries[1]).toMatchObject({ line: 9, column: 19 });
    expect(declaredLocale(text)).toBe("cs");
  });

  test("an empty catalog is fine; an empty message is untranslated, skipped and counted", () => {
    expect(importArb("{}\n", { locale: "rs" })).toEqual({ entries: [], errors: [], skipped: {} });
    expect(importArb('{"a": "", "b": "B"}', { locale: "rs" })).toMatchObject({ skipped: { untranslated: 1 } });
    expect(declaredLocale("{}")).toBeNull();
  });

  test("bad input is an error with line and column naming ARB, and never a throw", () => {
    expect(importArb('{\n  "a": 1\n}', { locale: "de" }).errors).toEqual([
      { line: 2, column: 8, message: "ARB: the value of a must be a string (an ICU message)" },
    ]);
    expect(importArb('{\n  "a": "x",\n}', { locale: "de" }).errors).toEqual([
      { line: 3, column: 1, message: expect.stringMatching(/^ARB: malformed JSON/) },
    ]);
    expect(importArb("[]", { locale: "de" }).errors[0]?.message).toBe("ARB: the file must hold a JSON object");
    expect(importArb('{"@a": "x", "a": "y"}', { locale: "de" }).errors[0]?.message).toMatch(
      /^ARB: @a must be an object/,
    );
    fc.assert(
      fc.property(fc.string(), (text) => void importArb(text, { locale: "de" })),
      { numRuns: 300 },
    );
  });
});

describe("ARB export", () => {
  const entries = [
    { key: "home.title", text: "Vítejte", description: "On the home page" },
    { key: "10", text: "{count, plural, one {# den} few {# dny} other {# dní}}", description: "" },
  ];

  test("@@locale first, each key then its @key with a description, 2-space JSON, a final newline", () => {
    expect(exportArb(entries, "rs")).toBe(`{
  "@@locale": "sr-Latn",
  "home.title": "Vítejte",
  "@home.title": {
    "description": "On the home page"
  },
  "10": "{count, plural, one {# den} few {# dny} other {# dní}}"
}
`);
  });

  test("round trip: export → import → export is byte-stable and import → export → import keeps the entries", () => {
    const first = exportArb(entries, "cz");
    const imported = importArb(first, { locale: "cz" });
    const back = imported.entries.map((e) => ({ key: e.key, text: e.text, description: e.description ?? "" }));
    expect(exportArb(back, "cz")).toBe(first);
    expect(view(importArb(exportArb(back, "cz"), { locale: "cz" }))).toEqual(view(imported));
  });
});
