import { describe, expect, test } from "vitest";
import { firstWord, found, SAMPLES, TRANSLATIONS } from "./samples.ts";

/** The layout checks, each on the ten locales' samples with one change made. */
describe("whitespace-edge", () => {
  test.each(TRANSLATIONS)("a trailing space in %s is found, at its place", (locale, text) => {
    const [p] = found("whitespace-edge", `${text} `, locale);
    expect(p).toMatchObject({ severity: "warning", offset: text.length });
    expect(p?.message).toBe("trailing whitespace, the source has none");
  });
  test.each(TRANSLATIONS)("a leading line break in %s is found", (locale, text) => {
    expect(found("whitespace-edge", `\n${text}`, locale).map((p) => p.message)).toEqual([
      "leading whitespace, the source has none",
    ]);
  });
  test("a source that ends with a space wants one; a trailing space inside a plural branch counts", () => {
    expect(found("whitespace-edge", "Datei:", "de", { source: "File: " })[0]?.message).toMatch(/source has trailing/);
    expect(found("whitespace-edge", "Datei: ", "de", { source: "File: " })).toEqual([]);
    const branch = "{n, plural, one {# Datei } other {# Dateien}}";
    expect(
      found("whitespace-edge", branch, "de", { source: "{n, plural, one {# file} other {# files}}" }),
    ).toHaveLength(1);
  });
  test("the source locale's own text is checked on its own", () => {
    expect(found("whitespace-edge", `${SAMPLES.en} `, "en", { source: null })).toHaveLength(1);
  });
});

describe("double-space", () => {
  test.each(TRANSLATIONS)("two spaces in a row in %s are found", (locale, text) => {
    expect(found("double-space", text.replace(" ", "  "), locale)).toHaveLength(1);
  });
  test("two spaces the source has too, and spaces that indent a line, are fine", () => {
    expect(found("double-space", "A  B", "de", { source: "A  B" })).toEqual([]);
    expect(found("double-space", "Liste:\n  eins", "de", { source: "List:\n  one" })).toEqual([]);
    expect(found("double-space", "Liste:\n  eins", "de", { source: null })).toEqual([]);
  });
});

describe("newline-count", () => {
  test.each(TRANSLATIONS)("a line break the source lacks in %s is found", (locale, text) => {
    expect(found("newline-count", text.replace(" ", "\n"), locale)[0]?.message).toBe("1 line break, the source has 0");
  });
  test("the same number of line breaks is fine", () => {
    expect(found("newline-count", "Zeile 1\nZeile 2", "de", { source: "Line 1\nLine 2" })).toEqual([]);
  });
});

describe("punctuation-end", () => {
  test.each(TRANSLATIONS)("a missing final ? in %s is found", (locale, text) => {
    expect(found("punctuation-end", text.slice(0, -1), locale)[0]?.message).toBe(
      "the translation ends with no such mark, the source with a question mark",
    );
  });
  test.each(TRANSLATIONS)("a full stop for the source's ? in %s is found", (locale, text) => {
    expect(found("punctuation-end", `${text.slice(0, -1)}.`, locale)).toHaveLength(1);
  });
  test("closing quotes are looked through, three dots are an ellipsis, full-width marks mean the same", () => {
    expect(found("punctuation-end", "Er sagte: „Hallo.“", "de", { source: 'He said: "Hello."' })).toEqual([]);
    expect(found("punctuation-end", "Načítava sa...", "sk", { source: "Loading…" })).toEqual([]);
    expect(found("punctuation-end", "Загрузка…", "ru", { source: "Loading…" })).toEqual([]);
    expect(found("punctuation-end", "完成。", "de", { source: "Done." })).toEqual([]);
    expect(found("punctuation-end", "Speichern:", "de", { source: "Save" })).toHaveLength(1);
  });
});

describe("ellipsis", () => {
  test.each(TRANSLATIONS)("three dots in %s are found", (locale, text) => {
    expect(
      found("ellipsis", text.replace(/\?$/, "..."), locale, { source: SAMPLES.en.replace(/\?$/, "…") }),
    ).toHaveLength(1);
  });
  test("… is fine, and three dots the source writes too are not reported", () => {
    expect(found("ellipsis", "Načítava sa…", "sk", { source: "Loading…" })).toEqual([]);
    expect(found("ellipsis", "Načítava sa...", "sk", { source: "Loading..." })).toEqual([]);
  });
});

describe("repeated-word", () => {
  test.each(TRANSLATIONS)("the first word of the %s sample twice is found", (locale, text) => {
    const word = firstWord(text);
    const [p] = found("repeated-word", text.replace(word, `${word} ${word.toLowerCase()}`), locale);
    expect(p?.message).toBe(`“${word}” twice in a row`);
  });
  test("argument names, tags and repetitions the source makes are not words here", () => {
    expect(found("repeated-word", "{name} {name}", "de", { source: "{name} {name}" })).toEqual([]);
    expect(found("repeated-word", "<b>Bora</b> Bora", "de", { source: "Bora Bora" })).toEqual([]);
    expect(found("repeated-word", "das {x} das", "de", { source: "the {x} the" })).toEqual([]);
  });
  test("German grammar's repetitions are not reported; the same in Slovak is", () => {
    expect(
      found("repeated-word", "Menschen, die die Sprache sprechen", "de", { source: "People who speak it" }),
    ).toEqual([]);
    expect(found("repeated-word", "Ľudia, ktorí ktorí hovoria", "sk", { source: "People who speak it" })).toHaveLength(
      1,
    );
  });
});
