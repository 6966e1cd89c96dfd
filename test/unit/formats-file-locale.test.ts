import { describe, expect, test } from "vitest";
import { formatOfFileName } from "../../common/contracts/formats.ts";
import { localeOfFile, localeOfTag } from "../../common/formats/file-locale.ts";
import { localeOfSource } from "../../common/formats/source-locale.ts";

/** The locale of an exchange file (issue 29): its name, else what it declares; never a silent guess. */
describe("the locale of an exchange file", () => {
  test.each([
    ["messages.cs.xlf", "cz"],
    ["validators.sr_Latn.xlf", "rs"],
    ["messages+intl-icu.sl.xliff", "si"],
    ["sr@latin.po", "rs"],
    ["sr_RS@latin.po", "rs"],
    ["sl_SI.po", "si"],
    ["app_cs.arb", "cz"],
    ["intl_sr_Latn.arb", "rs"],
    ["de/memory.tmx", "de"],
  ])("%s is %s", (path, locale) => {
    expect(localeOfFile(path)).toEqual({ locale });
  });

  test.each(["validators.sr_Cyrl.xlf", "sr@cyrillic.po", "pt_BR.po", "app_pt_BR.arb", "messages.xlf", "app_cs.json"])(
    "%s names none of our locales: an error naming the file",
    (path) => {
      expect(localeOfFile(path)).toEqual({ error: expect.stringContaining(path) });
    },
  );

  test("reads tags as a file declares them", () => {
    expect([localeOfTag("sr-Latn"), localeOfTag("pt_BR"), localeOfTag("cs_CZ"), localeOfTag("sr@latin")]).toEqual([
      "rs",
      undefined,
      "cz",
      "rs",
    ]);
  });

  const arb = (locale: string) => JSON.stringify({ "@@locale": locale, a: "x" });

  test("a file that names no locale by its name is read as the language it declares", () => {
    expect(localeOfSource({ name: "strings.arb", format: "arb", content: arb("de") }, "sk")).toEqual({ locale: "de" });
    const po = 'msgid ""\nmsgstr ""\n"Language: sr@latin\\n"\n';
    expect(localeOfSource({ name: "content", format: "po", content: po }, "sk")).toEqual({ locale: "rs" });
  });

  test("a declared language that contradicts the name, the chosen locale or ours is an error naming both", () => {
    expect(localeOfSource({ name: "app_pl.arb", format: "arb", content: arb("de") }, "sk")).toEqual({
      error: "app_pl.arb: the file declares the language de (de), but its name is pl",
    });
    expect(localeOfSource({ name: "x.arb", format: "arb", content: arb("de"), locale: "hu" }, "sk")).toEqual({
      error: "x.arb: the file declares the language de (de), but the chosen locale is hu",
    });
    expect(localeOfSource({ name: "x.arb", format: "arb", content: arb("fr") }, "sk")).toEqual({
      error: "x.arb: the file declares the language fr, which is not one of ours",
    });
  });

  test("guesses the format from an unambiguous extension only", () => {
    expect(["a.xlf", "a.XLIFF", "a.po", "a.arb", "a.tmx", "a.csv", "a.json"].map(formatOfFileName)).toEqual([
      "xliff",
      "xliff",
      "po",
      "arb",
      "tmx",
      "csv",
      null,
    ]);
  });
});
