import { describe, expect, test } from "vitest";
import { exportI18next } from "../../common/formats/export-i18next.ts";
import { importCsv } from "../../common/formats/import-csv.ts";
import { importI18next } from "../../common/formats/import-i18next.ts";
import type { LocaleCode } from "../../common/locales.ts";

const rows = (text: string, locale: LocaleCode = "en") =>
  importCsv(text, { locale }).entries.map((e) => [e.locale, e.key, e.text]);

describe("CSV import", () => {
  test.each([
    [",", "key,en,de\r\na,Hi,Hallo\r\n"],
    [";", "key;en;de\na;Hi;Hallo\n"],
    ["tab", "key\ten\tde\na\tHi\tHallo\n"],
    ["BOM", "\ufeffkey,en,de\na,Hi,Hallo"],
  ])("reads locale columns with delimiter %s", (_name, text) => {
    expect(rows(text)).toEqual([
      ["en", "a", "Hi"],
      ["de", "a", "Hallo"],
    ]);
  });

  test("key,value is for the target locale; quoted cells keep delimiters, quotes, newlines and spaces", () => {
    expect(rows('key,value\na,"x, ""y""\nz"\nb, \n', "pl")).toEqual([
      ["pl", "a", 'x, "y"\nz'],
      ["pl", "b", " "],
    ]);
  });

  test("an unclosed quote is an error with line and column", () => {
    const { errors } = importCsv('key,en\na,"ok"\nb,"never closed\n', { locale: "en", fileName: "t.csv" });
    expect(errors).toEqual([{ file: "t.csv", line: 3, column: 3, message: expect.stringContaining("never closed") }]);
  });

  test("a header that is not key plus locales is an error", () => {
    expect(importCsv("name,en\na,b\n", { locale: "en" }).errors[0]?.message).toMatch(/key/);
    expect(importCsv("key,fr\na,b\n", { locale: "en" }).errors[0]).toMatchObject({ line: 1, column: 5 });
  });

  test("an invalid message is kept and flagged, placed in the file", () => {
    const { entries } = importCsv('key,en\nx,"<b>bold"\n', { locale: "en" });
    expect(entries[0]?.problems[0]).toMatchObject({ code: "tag-unbalanced", file: { line: 2, column: 4 } });
  });
});

const i18n = (data: object, locale: LocaleCode = "en") =>
  importI18next(JSON.stringify(data, null, 2), { locale }).entries.map((e) => [
    e.key,
    e.text,
    e.problems.map((p) => p.code),
  ]);

describe("i18next import", () => {
  test("placeholders become ICU arguments; ICU syntax characters in text are quoted", () => {
    expect(i18n({ a: "Hi {{name}}, {{ count }} new", b: "It's {literal} #1", c: "{{d, datetime}}" })).toEqual([
      ["a", "Hi {name}, {count} new", []],
      ["b", "It's '{'literal'}' #1", []],
      ["c", "{d, date}", []],
    ]);
  });

  test("v4 suffixes make one ICU plural under the base key, # quoted in branches", () => {
    expect(i18n({ post_one: "{{count}} post #", post_other: "{{count}} posts" })).toEqual([
      ["post", "{count, plural, one {{count} post '#'} other {{count} posts}}", []],
    ]);
  });

  test("v3 key/key_plural makes one plural", () => {
    expect(i18n({ apple: "an apple", apple_plural: "{{count}} apples" })).toEqual([
      ["apple", "{count, plural, one {an apple} other {{count} apples}}", []],
    ]);
  });

  test("v1/v2 _0/_1/_2 are indexes into the locale's rule: Polish one, few, many; other repeats many", () => {
    const [entry] = i18n({ file_0: "{{count}} plik", file_1: "{{count}} pliki", file_2: "{{count}} plików" }, "pl");
    expect(entry?.[1]).toBe(
      "{count, plural, one {{count} plik} few {{count} pliki} many {{count} plików} other {{count} plików}}",
    );
    expect(entry?.[2]).toEqual(["i18next-lossy"]);
  });

  test("Slovenian _0 is the form of 5 (other), _1 one, _2 two, _3 few", () => {
    const [entry] = i18n({ x_0: "5", x_1: "1", x_2: "2", x_3: "3" }, "si");
    expect(entry?.[1]).toBe("{count, plural, other {5} one {1} two {2} few {3}}");
  });

  test("$t nesting is inlined from a plain message of the file, else flagged", () => {
    expect(i18n({ app: "Polyglot", hello: "Welcome to $t(app)!", lost: "See $t(nowhere)" })).toEqual([
      ["app", "Polyglot", []],
      ["hello", "Welcome to Polyglot!", []],
      ["lost", "See $t(nowhere)", ["i18next-unconvertible"]],
    ]);
  });

  test("unbalanced braces and names ICU cannot hold are stored unchanged and flagged invalid", () => {
    const out = i18n({ a: "Hi {{name}", b: "Hi {{user.name}}" });
    expect(out.map(([k, t]) => [k, t])).toEqual([
      ["a", "Hi {{name}"],
      ["b", "Hi {{user.name}}"],
    ]);
    for (const [, , codes] of out) expect(codes).toContain("i18next-unconvertible");
  });

  test("an unknown format is converted without it and flagged lossy", () => {
    expect(i18n({ a: "{{price, currency(EUR)}}" })).toEqual([["a", "{price}", ["i18next-lossy"]]]);
  });

  test("nested i18next files are read with dotted keys", () => {
    expect(i18n({ menu: { item_one: "one", item_other: "many" } })[0]?.[0]).toBe("menu.item");
  });
});

describe("i18next export", () => {
  test("a plural of count splits into suffix keys; arguments get double braces", () => {
    const out = exportI18next([
      { key: "post", text: "{count, plural, one {# post by {name}} other {# posts}}" },
      { key: "hi", text: "Hi <b>{name}</b>, {n, number}" },
    ]);
    expect(JSON.parse(out.text)).toEqual({
      post_one: "{{count, number}} post by {{name}}",
      post_other: "{{count, number}} posts",
      hi: "Hi <b>{{name}}</b>, {{n, number}}",
    });
    expect(out.warnings).toEqual([]);
  });

  test("what i18next cannot express stays ICU and is listed", () => {
    const text = "{gender, select, female {She} other {They}}";
    const out = exportI18next([{ key: "who", text }]);
    expect(JSON.parse(out.text)).toEqual({ who: text });
    expect(out.warnings).toEqual([{ key: "who", message: expect.stringContaining("select") }]);
  });

  test("i18next export then import gives the same ICU plural", () => {
    const text = "{count, plural, one {{count} post} other {{count} posts}}";
    const out = exportI18next([{ key: "post", text }]);
    expect(i18n(JSON.parse(out.text))).toEqual([["post", text, []]]);
  });
});
