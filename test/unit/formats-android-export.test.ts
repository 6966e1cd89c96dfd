import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { exportAndroid } from "../../common/formats/android-export.ts";
import { importAndroid } from "../../common/formats/android-import.ts";
import type { LocaleCode } from "../../common/locales.ts";

const fixture = (folder: string) => readFileSync(`test/fixtures/android/${folder}/strings.xml`, "utf8");
const entriesOf = (text: string, locale: LocaleCode) =>
  importAndroid(text, { locale }).entries.map((e) => ({ key: e.key, text: e.text, description: "" }));
const exported = (text: string, locale: LocaleCode) => exportAndroid(entriesOf(text, locale), locale);
const strings = (lines: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${lines.map((l) => `    ${l}\n`).join("")}</resources>\n`;

const hasXmllint = (() => {
  try {
    execFileSync("xmllint", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("Android strings.xml export", () => {
  test.each([
    ["values", "en"],
    ["values-de", "de"],
    ["values-b+sr+Latn", "rs"],
  ] as const)(
    "%s: import → export → import gives the same entries, and export → import → export the same bytes",
    (folder, locale) => {
      const first = entriesOf(fixture(folder), locale);
      const file = exportAndroid(first, locale).text;
      expect(entriesOf(file, locale)).toEqual(first);
      expect(exported(file, locale).text).toBe(file);
    },
  );

  test("a file in Android's conventions is written back byte for byte", () => {
    expect(exported(fixture("values-b+sr+Latn"), "rs")).toEqual({ text: fixture("values-b+sr+Latn"), warnings: [] });
  });

  test("format specifiers and escapes come back exactly as they were written", () => {
    const lines = [
      `<string name="a">%s and %s, %d of %d</string>`,
      `<string name="b">%2$s before %1$s (%1$.2f)</string>`,
      `<string name="c">%x then %s: 100% and %%</string>`,
      `<string name="d">Couldn\\'t \\"open\\" \\\\ file\\nnext\\tcell</string>`,
      `<string name="e">\\@first ?second</string>`,
      `<string name="f">"  spaced  "</string>`,
      `<string name="g" formatted="false">Keep %s as %d</string>`,
      `<string name="h">&lt;tag&gt; &amp; <b>bold <i>both</i></b></string>`,
    ];
    expect(exported(strings(lines), "en").text).toBe(strings(lines));
  });

  test("arguments a translator reordered keep their numbers: every %s is then written with its position", () => {
    const { text } = exportAndroid([{ key: "a", text: "{arg2} then {arg1}", description: "" }], "de");
    expect(text).toContain(`<string name="a">%2$s then %1$s</string>`);
  });

  test("plurals with the language's categories, arrays from name.0…, descriptions as comments", () => {
    const { text, warnings } = exportAndroid(
      [
        { key: "n", text: "{count, plural, one {# Lied} few {# x} other {# Lieder}}", description: "Songs -- all" },
        { key: "days.1", text: "Di", description: "" },
        { key: "days.0", text: "Mo", description: "" },
        { key: "gap.1", text: "only one", description: "" },
        { key: "w", text: "Hi {name}, {n, select, a {A} other {B}}", description: "" },
      ],
      "de",
    );
    expect(text).toBe(
      strings([
        "<!-- Songs - - all -->",
        `<plurals name="n">`,
        `    <item quantity="one">%d Lied</item>`,
        `    <item quantity="other">%d Lieder</item>`,
        "</plurals>",
        `<string-array name="days">`,
        "    <item>Mo</item>",
        "    <item>Di</item>",
        "</string-array>",
        `<string name="gap.1">only one</string>`,
        `<string name="w">Hi {name}, {n, select, a {A} other {B}}</string>`,
      ]),
    );
    expect(warnings).toEqual([
      { key: "n", message: "quantity few is not a category of de: not written" },
      { key: "w", message: "{name}: Android has no equivalent; written as ICU text" },
      { key: "w", message: "{n, select, a {A} other {B}}: Android has no equivalent; written as ICU text" },
    ]);
  });

  test("the product's own ICU messages come back through Android; a plural's other argument name is told", () => {
    const messages = [
      "© {year} {name}. Alle Rechte vorbehalten.",
      "Online seit dem {date, date, long}, {price, number, ::currency/EUR}",
      "{role, select, admin {Verwalter} other {Mitglied}}",
      "{count, plural, one {In # Sprache} other {In # Sprachen}}",
      "Literal '{'braces'}' stay text",
    ].map((text, i) => ({ key: `m${i}`, text, description: "" }));
    const { text, warnings } = exportAndroid(messages, "de");
    expect(entriesOf(text, "de")).toEqual(messages);
    expect(text).toContain(`<string name="m4">Literal \\u007bbraces\\u007d stay text</string>`);
    expect(warnings.map((w) => w.key)).toEqual(["m0", "m0", "m1", "m1", "m2"]);
    const plural = "{languages, plural, one {# Sprache} other {# Sprachen}}";
    const named = exportAndroid([{ key: "n", text: plural, description: "" }], "de");
    expect(named.warnings[0]?.message).toMatch(/argument languages has no place in Android/);
    // Read back with the source's argument where the key's source is a plural, else count.
    const sources = new Map([["n", "{languages, plural, one {# jazyk} other {# jazykov}}"]]);
    expect(importAndroid(named.text, { locale: "de", sources }).entries[0]?.text).toBe(plural);
    expect(importAndroid(named.text, { locale: "de" }).entries[0]?.text).toMatch(/^\{count, plural,/);
  });

  test.skipIf(!hasXmllint)("xmllint --noout finds nothing in the exports (xliff:g's namespace declared)", () => {
    const dir = mkdtempSync(join(tmpdir(), "android-"));
    for (const [folder, locale] of [
      ["values", "en"],
      ["values-de", "de"],
    ] as const) {
      const path = join(dir, `${locale}.xml`);
      writeFileSync(path, exported(fixture(folder), locale).text);
      expect(execFileSync("xmllint", ["--noout", path], { encoding: "utf8", stdio: "pipe" })).toBe("");
    }
  });
});
