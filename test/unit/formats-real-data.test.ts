import { describe, expect, test } from "vitest";
import { exportCsv } from "../../common/formats/export.ts";
import { exportI18next } from "../../common/formats/export-i18next.ts";
import { importCsv } from "../../common/formats/import-csv.ts";
import { importI18next } from "../../common/formats/import-i18next.ts";
import { compileBundle } from "../../common/icu/compile.ts";
import { formatText } from "../../common/icu/format.ts";
import type { LocaleCode } from "../../common/locales.ts";

/** What real files held that the pipeline got wrong; each sample is self-written. */
const i18next = (data: object, locale: LocaleCode = "en") =>
  importI18next(JSON.stringify(data), { locale }).entries.map((e) => [e.key, e.text, e.problems.map((p) => p.code)]);

const formatted = (text: string, values: Record<string, unknown> = {}, tag = "en") => {
  const { messages, errors } = compileBundle([["k", text]]);
  expect(errors).toEqual([]);
  return formatText(messages, tag, "k", messages.k as string, values);
};

describe("apostrophes in i18next text", () => {
  test.each([
    ["Let's go", "Let's go"],
    ["l'{{name}}", "l''{name}"],
    ["it's '{x}'", "it's '''{'x'}'''"],
    ["rock 'n' roll", "rock 'n' roll"],
    ["press '<Enter>'", "press '''<'Enter>''"],
  ])("%s imports as %s and formats back to the same characters", (raw, icu) => {
    const [entry] = i18next({ a: raw });
    expect(entry).toEqual(["a", icu, []]);
    expect(formatted(icu, { name: "NAME" })).toBe(raw.replace("{{name}}", "NAME"));
  });

  test("an ICU message with an apostrophe exported to i18next imports back unchanged", () => {
    const text = "You don't have access to {name}";
    const back = i18next(JSON.parse(exportI18next([{ key: "a", text }]).text));
    expect(back).toEqual([["a", text, []]]);
  });
});

describe("angle brackets in i18next text", () => {
  test("a < that opens no closed tag is text, so the message stays valid", () => {
    const [entry] = i18next({ a: "Press <Enter> to search, <b>{{n}}</b> found" });
    expect(entry).toEqual(["a", "Press '<'Enter> to search, <b>{n}</b> found", []]);
    expect(formatted(entry?.[1] as string, { n: 3, b: (c: string[]) => c.join("") })).toBe(
      "Press <Enter> to search, 3 found",
    );
  });

  test("HTML with attributes is text, not a tag ICU cannot read", () => {
    const [entry] = i18next({ a: 'See <a href="/x">docs</a>' });
    expect(entry?.[2]).toEqual([]);
    expect(formatted(entry?.[1] as string)).toBe('See <a href="/x">docs</a>');
  });
});

describe("# in exported plurals", () => {
  test("# is exported as {{count, number}} and imported back as #, so 1000 keeps its grouping", () => {
    const text = "{count, plural, one {# file} other {# files}}";
    const out = JSON.parse(exportI18next([{ key: "files", text }]).text);
    expect(out).toEqual({ files_one: "{{count, number}} file", files_other: "{{count, number}} files" });
    expect(i18next(out)).toEqual([["files", text, []]]);
    expect(formatted(text, { count: 1000 })).toBe("1,000 files");
  });

  test("a plural without other stays ICU text, so its key is not lost on the way back", () => {
    const text = "{count, plural, one {# file}}";
    const out = exportI18next([{ key: "files", text }]);
    expect(JSON.parse(out.text)).toEqual({ files: text });
    expect(out.warnings).toEqual([{ key: "files", message: expect.stringContaining("other") }]);
  });

  test("{{count}} written by hand stays a plain argument (i18next prints it without grouping)", () => {
    expect(i18next({ f_one: "{{count}} file", f_other: "{{count}} files" })[0]?.[1]).toBe(
      "{count, plural, one {{count} file} other {{count} files}}",
    );
  });
});

describe("empty messages in CSV", () => {
  test("an empty message is a quoted empty cell and comes back; a missing one stays missing", () => {
    const csv = exportCsv(
      [
        { key: "a", locale: "en", text: "Apply" },
        { key: "a", locale: "de", text: "" },
        { key: "b", locale: "en", text: "Only English" },
      ],
      ["en", "de"],
    );
    expect(csv).toBe('key,en,de\r\na,Apply,""\r\nb,Only English,\r\n');
    const back = importCsv(csv, { locale: "en" }).entries.map((e) => [e.locale, e.key, e.text]);
    expect(back).toEqual([
      ["en", "a", "Apply"],
      ["en", "b", "Only English"],
      ["de", "a", ""],
    ]);
  });
});
