import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseFile } from "../../common/formats/import.ts";
import { exportXcstrings, type XcstringsEntry } from "../../common/formats/xcstrings-export.ts";
import { catalogLocale, importXcstrings } from "../../common/formats/xcstrings-import.ts";
import { appleToIcu } from "../../common/formats/xcstrings-specifiers.ts";

/** An Xcode-formatted catalog of our own (docs/decisions/0092): written by Python's json, not by our writer. */
const CATALOG = readFileSync(new URL("../fixtures/xcstrings/Catalog.xcstrings", import.meta.url), "utf8");

const read = (text: string) =>
  importXcstrings(text, { locale: "en", sourceLocale: "en", fileName: "Catalog.xcstrings" });
const asStored = (r: ReturnType<typeof read>): XcstringsEntry[] =>
  r.entries.map((e) => ({
    key: e.key,
    locale: e.locale,
    text: e.text,
    reviewed: e.state !== "needs-review",
    description: e.description ?? "",
  }));
const view = (r: ReturnType<typeof read>) => r.entries.map((e) => `${e.locale} ${e.key}: ${e.text} (${e.state})`);

describe("String Catalog import", () => {
  const result = read(CATALOG);

  test("every locale of ours in one file: plurals, devices, substitutions and specifiers as ICU", () => {
    expect(result.errors).toEqual([]);
    expect(view(result)).toEqual([
      "en %lld files: {arg1_lld, plural, one {{arg1_lld} file} other {{arg1_lld} files}} (reviewed)",
      "en about.title: About Demo (reviewed)",
      "en Copied %@ to %@: Copied {arg1} to {arg2} (reviewed)",
      "en device.hint: {device, select, iphone {Tap to start} mac {Click to start} other {Start}} (reviewed)",
      "en Percent: {arg1__1f}% done (reviewed)",
      "en Photos: {arg1_lld, plural, one {{arg1_lld} photo} other {{arg1_lld} photos}} selected (reviewed)",
      "en zero.found: {arg1_lld, plural, other {{arg1_lld} found} =0 {Nothing found}} (reviewed)",
      "cz %lld files: {arg1_lld, plural, few {{arg1_lld} soubory} many {{arg1_lld} souboru} one {Jeden soubor} other {{arg1_lld} souborů}} (reviewed)",
      // Braces without a specifier read as ICU, as the export writes what a catalog cannot say.
      "cz about.title: O aplikaci {Demo} (needs-review)",
      "de %lld files: {arg1_lld, plural, one {{arg1_lld} Datei} other {{arg1_lld} Dateien}} (reviewed)",
      "de about.title: Über Demo (needs-review)",
      "de Copied %@ to %@: {arg2}: {arg1} kopiert (reviewed)",
      "rs about.title: O aplikaciji (reviewed)",
      "pl Copied %@ to %@: Skopiowano {arg1} do {arg2} (needs-review)",
      "sk Percent: Hotovo na {arg1__1f} % (reviewed)",
    ]);
  });

  test("comments are descriptions; the source language without a localization is the key", () => {
    const about = result.entries.find((e) => e.locale === "en" && e.key === "about.title");
    expect(about?.description).toBe("The title of the About window");
    expect(result.entries.find((e) => e.key === "%lld files")?.description).toBe("Files in the selection");
    expect(result.entries.find((e) => e.locale === "en" && e.key === "Copied %@ to %@")?.text).toBe(
      "Copied {arg1} to {arg2}",
    );
  });

  test("other languages, Apple's Cyrillic sr and shouldTranslate: false are counted, not imported", () => {
    expect(result.skipped).toEqual({ "other-language": 2, "not-translatable": 1 });
    expect(result.entries.some((e) => e.key === "internal.id")).toBe(false);
    expect(["cs", "sl", "sr-Latn", "sr", "en-GB", "de"].map(catalogLocale)).toEqual([
      "cz",
      "si",
      "rs",
      undefined,
      undefined,
      "de",
    ]);
  });

  test("a bad key or localization is refused with its place and path; the rest imports", () => {
    expect(result.refused).toEqual([
      {
        file: "Catalog.xcstrings",
        line: 117,
        column: 5,
        message:
          'xcstrings: strings["bad..key"]: the key must not have an empty segment (`..`, or a leading or trailing dot)',
      },
      {
        file: "Catalog.xcstrings",
        line: 170,
        column: 26,
        message: 'xcstrings: strings["device.hint"].localizations.de.stringUnit.value must be a string',
      },
    ]);
  });

  test("a message waits for review when any of its units does (one state per message)", () => {
    const mixed = CATALOG.replace(
      '"state" : "translated",\n                  "value" : "%lld Dateien"',
      '"state" : "new",\n                  "value" : "%lld Dateien"',
    );
    expect(mixed).not.toBe(CATALOG);
    const de = read(mixed).entries.find((e) => e.locale === "de" && e.key === "%lld files");
    expect(de?.state).toBe("needs-review");
  });

  test("a file that is not a catalog is an error with its place", () => {
    expect(parseFile("xcstrings", '{ "strings" : [ }', { locale: "en" }).errors[0]).toMatchObject({ line: 1 });
    expect(parseFile("xcstrings", "[]", { locale: "en" }).errors[0]?.message).toMatch(/JSON object/);
    expect(parseFile("xcstrings", "{}", { locale: "en" }).errors[0]?.message).toMatch(/strings object/);
  });
});

describe("String Catalog export", () => {
  test("over the file given back, an unchanged import writes the same bytes", () => {
    expect(exportXcstrings(asStored(read(CATALOG)), { sourceLocale: "en", base: CATALOG }).text).toBe(CATALOG);
  });

  test("over the file, only what changed is written, in Xcode's places", () => {
    const changed = asStored(read(CATALOG)).map((e) =>
      e.locale === "de" && e.key === "about.title" ? { ...e, text: "Über diese App", reviewed: true } : e,
    );
    changed.push({ key: "Added", locale: "hu", text: "Új {arg1}", reviewed: false, description: "" });
    const out = exportXcstrings(changed, { sourceLocale: "en", base: CATALOG }).text;
    const before = CATALOG.split("\n");
    const after = out.split("\n");
    const removed = before.filter((l) => !after.includes(l));
    expect(removed).toEqual(['            "state" : "new",', '            "value" : "Über Demo"']);
    expect(after.length - before.length).toBe(10);
    expect(out.indexOf('"Added" : {')).toBeLessThan(out.indexOf('"bad..key" : {'));
    expect(out).toContain('"state" : "needs_review",\n            "value" : "Új %@"');
  });

  test("from scratch it is what Xcode writes: sorted, ` : `, no final newline; it reads back the same", () => {
    const entries = asStored(read(CATALOG));
    const fresh = exportXcstrings(entries, { sourceLocale: "en" }).text;
    expect(fresh.startsWith('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "%lld files" : {')).toBe(true);
    expect(fresh.endsWith('  "version" : "1.0"\n}')).toBe(true);
    expect(asStored(read(fresh))).toEqual(entries);
  });

  test("a catalog holding only what the store keeps comes back byte for byte", () => {
    const own = `{
  "sourceLanguage" : "sk",
  "strings" : {
    "cart.items" : {
      "comment" : "Items in the cart",
      "localizations" : {
        "cs" : {
          "variations" : {
            "plural" : {
              "few" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld položky"
                }
              },
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld položka"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld položek"
                }
              }
            }
          }
        },
        "sk" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%1$@ má %2$lld položiek"
          }
        }
      }
    },
    "Hello" : {
      "localizations" : {
        "sr-Latn" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Zdravo, %@!"
          }
        }
      }
    }
  },
  "version" : "1.0"
}`;
    const result = importXcstrings(own, { locale: "sk", sourceLocale: "sk" });
    expect(result.entries.map((e) => e.text)).toContain("{arg1} má {arg2_lld} položiek");
    expect(exportXcstrings(asStored(result), { sourceLocale: "sk" }).text).toBe(
      own.replace("%1$@ má %2$lld", "%@ má %lld"),
    );
  });

  test("specifiers come back exactly; positions only where the order needs them", () => {
    const back = (raw: string) => {
      const text = appleToIcu(raw, { inPlural: false });
      const out = exportXcstrings([{ key: "k", locale: "de", text, reviewed: true, description: "" }], {
        sourceLocale: "en",
      });
      return JSON.parse(out.text).strings.k.localizations.de.stringUnit.value;
    };
    for (const raw of [
      "100%% sure",
      "%@ and %lld",
      "%d%% of %f",
      "%2$@ before %1$@",
      "%.2f km",
      "%-5ld|%+d|%05.1f",
      "100 %",
      "%1$@ %1$@",
    ]) {
      expect(back(raw)).toBe(raw);
    }
  });

  test("the product's own ICU is written as ICU text, warned, and reads back as it was", () => {
    const own = (key: string, text: string): XcstringsEntry => ({
      key,
      locale: "de",
      text,
      reviewed: true,
      description: "",
    });
    const entries = [
      own("a", "{count, plural, one {# Datei} other {# Dateien}}"),
      own("b", "{name} hat {arg2_lld, plural, one {{arg2_lld} Datei} other {{arg2_lld} Dateien}}"),
      own("c", "{role, select, admin {Admin} other {Gast}}"),
      own("d", "Don''t"),
    ];
    const out = exportXcstrings(entries, { sourceLocale: "sk" });
    const strings = JSON.parse(out.text).strings;
    expect(strings.a.localizations.de.stringUnit.value).toBe(entries[0]?.text);
    expect(strings.c.localizations.de.stringUnit).toEqual({ state: "translated", value: entries[2]?.text });
    expect(out.warnings.map((w) => `${w.key}: ${w.message}`)).toEqual([
      "a: the argument {count} is not a catalog's (arg1, arg1_lld…); written as ICU text, which an app would show as it is",
      "b: the argument {name} is not a catalog's (arg1, arg1_lld…); written as ICU text, which an app would show as it is",
      "c: select has no String Catalog equivalent; written as ICU text, which an app would show as it is",
      "d: it would not read back the same in a catalog; written as ICU text, which an app would show as it is",
    ]);
    const back = importXcstrings(out.text, { locale: "sk", sourceLocale: "sk" });
    expect(back.entries.filter((e) => e.locale === "de").map((e) => e.text)).toEqual(entries.map((e) => e.text));
  });

  test("a literal % is %% where a reader would take it for a specifier, and reads back as one %", () => {
    const texts = ["100% sicher", "`%1$u` bleibt Text", "50%", "{arg1_lld}% fertig"];
    const out = exportXcstrings(
      texts.map((text, i) => ({ key: `k${i}`, locale: "de" as const, text, reviewed: true, description: "" })),
      { sourceLocale: "en" },
    );
    const strings = JSON.parse(out.text).strings;
    expect(texts.map((_, i) => strings[`k${i}`].localizations.de.stringUnit.value)).toEqual([
      "100%% sicher",
      "`%%1$u` bleibt Text",
      "50%",
      "%lld%% fertig",
    ]);
    expect(out.warnings).toEqual([]);
    const back = importXcstrings(out.text, { locale: "en", sourceLocale: "en" }).entries.filter(
      (e) => e.locale === "de",
    );
    expect(back.map((e) => e.text)).toEqual(texts);
  });

  test("a plural inside a sentence is a substitution", () => {
    const text = "{arg1} hat {arg2_lld, plural, one {{arg2_lld} Datei} other {{arg2_lld} Dateien}}";
    const out = exportXcstrings([{ key: "k", locale: "de", text, reviewed: true, description: "" }], {
      sourceLocale: "en",
    });
    const de = JSON.parse(out.text).strings.k.localizations.de;
    expect(de.stringUnit.value).toBe("%@ hat %#@arg2@");
    expect(de.substitutions.arg2).toMatchObject({ argNum: 2, formatSpecifier: "lld" });
    expect(de.substitutions.arg2.variations.plural.other.stringUnit.value).toBe("%arg Dateien");
    expect(out.warnings).toEqual([]);
    expect(importXcstrings(out.text, { locale: "en", sourceLocale: "en" }).entries.map((e) => e.text)).toContain(text);
  });
});

describe("a key without a text in the source language", () => {
  test("is exported with an empty new unit, so the import adds no text taken from the key", () => {
    const out = exportXcstrings(
      [
        { key: "a.b", locale: "de", text: "Hallo", reviewed: true, description: "" },
        { key: "c.d", locale: "sk", text: "Ahoj", reviewed: true, description: "" },
        { key: "c.d", locale: "de", text: "Servus", reviewed: true, description: "" },
      ],
      { sourceLocale: "sk", complete: true },
    );
    expect(JSON.parse(out.text).strings["a.b"].localizations.sk).toEqual({ stringUnit: { state: "new", value: "" } });
    const back = importXcstrings(out.text, { sourceLocale: "sk" } as never);
    expect(back.entries.map((e) => [e.key, e.locale, e.text]).sort()).toEqual([
      ["a.b", "de", "Hallo"],
      ["c.d", "de", "Servus"],
      ["c.d", "sk", "Ahoj"],
    ]);
    expect(back.skipped).toMatchObject({ untranslated: 1 });
  });
});
