import { describe, expect, test } from "vitest";
import { runChecks, sourceArguments } from "../../common/checks/run.ts";
import { importJson } from "../../common/formats/import-json.ts";

const codesOf = (result: ReturnType<typeof importJson>) =>
  result.entries.map((e) => [e.key, e.problems.map((p) => p.code)]);

describe("the source's arguments, parsed once per key", () => {
  test("passing the source's arguments gives the same problems as passing its text", () => {
    const source = "{count, plural, one {# file} other {# files}} in {folder}";
    const text = "{count} soubor v {slozka}";
    const fromText = runChecks(text, { locale: "cz", source: { text: source, locale: "en" } });
    const fromArgs = runChecks(text, {
      locale: "cz",
      source: { text: source, locale: "en", arguments: sourceArguments(source) },
    });
    expect(fromArgs).toEqual(fromText);
    expect(fromArgs.map((p) => p.code)).toEqual(["argument-type-mismatch", "argument-missing", "argument-added"]);
  });

  test("a source that does not parse has no arguments, so nothing is compared", () => {
    expect(sourceArguments("{count, plural, one {#}")).toBeNull();
    const problems = runChecks("{x}", { locale: "de", source: { text: "{oops", locale: "en", arguments: null } });
    expect(problems).toEqual([]);
  });

  test("every locale checked against one sources map gets its own argument problems", () => {
    const sources = new Map([["greeting", "Hello {name}"]]);
    const de = importJson('{"greeting": "Hallo {name}"}', { locale: "de", sources, sourceLocale: "en" });
    const pl = importJson('{"greeting": "Cześć {imie}"}', { locale: "pl", sources, sourceLocale: "en" });
    expect(codesOf(de)).toEqual([["greeting", []]]);
    expect(codesOf(pl)).toEqual([["greeting", ["argument-missing", "argument-added"]]]);
  });

  test("a sources map changed between imports is compared with its new text, not a cached one", () => {
    const sources = new Map([["greeting", "Hello {name}"]]);
    const file = '{"greeting": "Hallo {user}"}';
    expect(codesOf(importJson(file, { locale: "de", sources, sourceLocale: "en" }))).toEqual([
      ["greeting", ["argument-missing", "argument-added"]],
    ]);
    sources.set("greeting", "Hello {user}");
    expect(codesOf(importJson(file, { locale: "de", sources, sourceLocale: "en" }))).toEqual([["greeting", []]]);
  });
});
