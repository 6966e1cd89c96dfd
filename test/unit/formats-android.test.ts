import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { importAndroid } from "../../common/formats/android-import.ts";
import { androidFolderOf, localeOfAndroidFolder } from "../../common/formats/android-locale.ts";
import { markupOf, tagNameOf } from "../../common/formats/android-tags.ts";
import { localeOfSource } from "../../common/formats/source-locale.ts";
import { LOCALE_CODES } from "../../common/locales.ts";

const fixture = (folder: string) => readFileSync(`test/fixtures/android/${folder}/strings.xml`, "utf8");
const view = (r: ReturnType<typeof importAndroid>) => r.entries.map((e) => [e.key, e.text]);

describe("Android strings.xml import", () => {
  test("every construct of the fixture as ICU; what is no translatable text is skipped and counted", () => {
    const result = importAndroid(fixture("values"), { locale: "en", fileName: "values/strings.xml" });
    expect(result.errors).toEqual([]);
    expect(view(result)).toEqual([
      ["hello", "Hello, World!"],
      ["apostrophe", 'Couldn\'t load the "file"'],
      ["lines", "First line\nSecond\tTabbed"],
      ["at_sign", "@home and ?why"],
      ["quoted", "  Two spaces kept, it's quoted "],
      ["collapsed", "Spaces collapse here"],
      ["entities", "Tom & Jerry <3 …"],
      ["cdata", "Use '<'b>bold'<'/b> & more"],
      ["markup", "Tap <b>Save</b>, then <i>wait</i> or <u>undo</u>"],
      ["positional", "{1} sent {2, number, integer} messages ({3, number, ::.00} MB)"],
      ["sequential", "{arg1} has {arg2, number, integer} new"],
      ["percent", "100% done, %% literal, %x hex, %5d wide"],
      ["unformatted", "Keep %s as %d"],
      ["wearos", "Watch {arg1}"],
      ["xliff", "Wait <xliff-g.id-time.example-5_20_min>{1}</xliff-g.id-time.example-5_20_min> more"],
      ["icu_looking", "Braces {like} this and a # sign"],
      ["songs", "{count, plural, one {# song} other {# songs}}"],
      ["modes.0", "Off"],
      ["modes.1", "Auto"],
      ["modes.2", "On"],
    ]);
    expect(result.skipped).toEqual({
      untranslatable: 1,
      reference: 1,
      "quantity not in the language": 1,
      "not text": 2,
    });
    expect(result.entries[0]).toMatchObject({ line: 6, column: 26 });
  });

  test("a value aapt2 refuses is imported as it reads with an error at its line and column; the others import", () => {
    const result = importAndroid(fixture("values-de"), { locale: "de", fileName: "values-de/strings.xml" });
    expect(result.errors).toEqual([]);
    const bad = result.entries.find((e) => e.key === "bad_apostrophe");
    expect(bad?.text).toBe("Geht's?");
    expect(bad?.problems).toEqual([
      expect.objectContaining({
        code: "android-resource",
        severity: "error",
        message: "an apostrophe must be escaped (\\') or quoted",
        file: { line: 6, column: 39 },
      }),
    ]);
    expect(result.entries.map((e) => e.key)).toEqual([
      "hello",
      "apostrophe",
      "positional",
      "bad_apostrophe",
      "after_bad",
      "songs",
      "modes.0",
      "modes.1",
      "modes.2",
    ]);
    expect(result.entries.filter((e) => e.problems.some((p) => p.severity === "error"))).toHaveLength(1);
  });

  test("plural quantities: an unknown or repeated one is an error at its item, a foreign one is skipped", () => {
    const xml = (items: string) =>
      `<resources><plurals name="p">${items}</plurals><string name="s">ok</string></resources>`;
    const unknown = importAndroid(xml(`<item quantity="other">x</item>\n<item quantity="several">y</item>`), {
      locale: "de",
    });
    expect(unknown.errors).toEqual([]);
    expect(view(unknown)).toEqual([
      ["p", "{count, plural, other {x}}"],
      ["s", "ok"],
    ]);
    expect(unknown.entries[0]?.problems).toEqual([
      expect.objectContaining({
        code: "android-resource",
        message: 'quantity "several" is not zero, one, two, few, many or other',
        file: { line: 2, column: 1 },
      }),
      expect.objectContaining({ code: "plural-category-missing", message: "{count} lacks one for de" }),
    ]);
    const repeated = importAndroid(xml(`<item quantity="one">a</item><item quantity="one">b</item>`), { locale: "de" });
    expect(repeated.entries[0]?.problems[0]?.message).toBe("quantity one is repeated");
    const slovene = importAndroid(xml(`<item quantity="two">%d a</item><item quantity="other"># b</item>`), {
      locale: "si",
    });
    expect(view(slovene)[0]).toEqual(["p", "{count, plural, two {# a} other {'#' b}}"]);
  });

  test("the safe XML reader: a DOCTYPE (entities) and another root are file errors", () => {
    const doctype = importAndroid(`<!DOCTYPE r [<!ENTITY x "y">]><resources/>`, { locale: "de" });
    expect(doctype.errors[0]?.message).toMatch(/^Android: a DOCTYPE is not allowed/);
    expect(importAndroid("<xliff/>", { locale: "de" }).errors[0]?.message).toBe(
      "Android: the root element must be <resources>, not <xliff>",
    );
  });
});

describe("Android markup as ICU tags", () => {
  test("an element with attributes is a tag name that decodes to the same element", () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
    const element = fc.record({
      name: fc.oneof(
        name,
        name.map((n) => `xliff:${n}`),
      ),
      attributes: fc.uniqueArray(fc.tuple(name, fc.string()), { selector: ([a]) => a, maxLength: 3 }),
    });
    fc.assert(
      fc.property(element, (e) => {
        const tag = tagNameOf(e);
        expect(tag).toMatch(/^[\p{L}][\p{L}\p{N}_.-]*$/u);
        expect(markupOf(tag)).toEqual(e);
      }),
    );
    expect(tagNameOf({ name: "b", attributes: [] })).toBe("b");
  });
});

describe("Android resource folders", () => {
  test("each locale's folder from the locale table, and back", () => {
    expect(LOCALE_CODES.map(androidFolderOf)).toEqual([
      "values-sk",
      "values-en",
      "values-cs",
      "values-hr",
      "values-pl",
      "values-hu",
      "values-sl",
      "values-b+sr+Latn",
      "values-de",
      "values-ru",
    ]);
    for (const code of LOCALE_CODES) expect(localeOfAndroidFolder(androidFolderOf(code))).toBe(code);
    expect(localeOfAndroidFolder("values")).toBe("default");
    expect(localeOfAndroidFolder("values-de-rAT")).toBe("de");
    expect(localeOfAndroidFolder("values-cs-night")).toBe("cz");
    expect(localeOfAndroidFolder("values-night")).toBeUndefined();
    expect(localeOfAndroidFolder("values-b+sr+Cyrl")).toBeUndefined();
    expect(localeOfAndroidFolder("values-fr")).toBeUndefined();
  });

  test("a file's locale: chosen, its folder, or the source locale for values/", () => {
    const file = (name: string, locale?: "de") => ({ name, format: "android" as const, content: "", locale });
    expect(localeOfSource(file("res/values-b+sr+Latn/strings.xml"), "sk")).toEqual({ locale: "rs" });
    expect(localeOfSource(file("values/strings.xml"), "en")).toEqual({ locale: "en" });
    expect(localeOfSource(file("strings.xml", "de"), "en")).toEqual({ locale: "de" });
    expect(localeOfSource(file("strings.xml"), "en")).toMatchObject({
      error: expect.stringMatching(/choose its locale/),
    });
  });
});
