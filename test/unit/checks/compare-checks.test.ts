import { describe, expect, test } from "vitest";
import { numbersOf } from "../../../common/checks/text.ts";
import { found, SAMPLES, TRANSLATIONS } from "./samples.ts";

describe("numbers-mismatch", () => {
  test("1 000,5 in sk, 1.000,5 in de and 1,000.5 in en are one number", () => {
    expect(numbersOf("1 000,5", "sk")).toEqual(["1000.5"]);
    expect(numbersOf("1\u00a0000,5", "ru")).toEqual(["1000.5"]);
    expect(numbersOf("1.000,5", "de")).toEqual(["1000.5"]);
    expect(numbersOf("1,000.5", "en")).toEqual(["1000.5"]);
    expect(numbersOf("Version 1.5, 14:30", "de")).toEqual(["1.5", "14", "30"]);
  });
  test.each(TRANSLATIONS)("a changed number in %s is found", (locale, text) => {
    expect(found("numbers-mismatch", text.replace("250", "205"), locale).map((p) => p.message)).toEqual([
      "the source has 1250.5, this translation does not",
      "1205.5 is not in the source",
    ]);
  });
  test("arguments and # are not numbers; dates in another order are the same numbers", () => {
    expect(found("numbers-mismatch", "{n} Dateien", "de", { source: "{n} files" })).toEqual([]);
    expect(found("numbers-mismatch", "14. 3. 2026", "sk", { source: "3/14/2026" })).toEqual([]);
  });
});

describe("url-mismatch and email-mismatch", () => {
  test.each(TRANSLATIONS)("a changed link in %s is found", (locale, text) => {
    const problems = found("url-mismatch", text.replace("example.com/help", "example.org/help"), locale);
    expect(problems.map((p) => p.message)).toEqual([
      "the source has the link https://example.com/help, this translation does not",
      "the link https://example.org/help is not in the source",
    ]);
  });
  test.each(TRANSLATIONS)("a changed address in %s is found", (locale, text) => {
    const problems = found("email-mismatch", text.replace("help@", "pomoc@"), locale);
    expect(problems).toHaveLength(2);
    expect(found("url-mismatch", text.replace("help@", "pomoc@"), locale)).toEqual([]);
  });
});

describe("bracket-unbalanced", () => {
  test.each(TRANSLATIONS)("a dropped ) in %s is found", (locale, text) => {
    const [p] = found("bracket-unbalanced", text.replace(")", ""), locale);
    expect(p?.message).toBe("the bracket ( has no partner");
  });
  test("ICU braces are syntax; quoted braces are text; a source list marker allows the same", () => {
    expect(found("bracket-unbalanced", "'{'x", "de", { source: "'{'x'}'" })).toHaveLength(1);
    expect(found("bracket-unbalanced", "{n, plural, one {(#)} other {(#)}}", "de", { source: "{n}" })).toEqual([]);
    expect(found("bracket-unbalanced", "1) Erstens", "de", { source: "1) First" })).toEqual([]);
  });
});

describe("same-as-source", () => {
  test.each(TRANSLATIONS)("the English sample left as the %s text is found", (locale) => {
    expect(found("same-as-source", SAMPLES.en, locale)[0]?.message).toBe("the text is the same as the source (en)");
  });
  test.each([
    ["brand names", "GitHub"],
    ["codes", "SKU-1234"],
    ["acronyms", "API"],
    ["numbers only", "1 250"],
    ["a link", "https://example.com"],
    ["an argument", "{name}"],
    ["internationalisms", "Online Hotel Menu"],
    ["a short label, the same word in related languages", "Kontakt"],
  ])("%s may stay as they are", (_, text) => {
    expect(found("same-as-source", text, "de", { source: text })).toEqual([]);
  });
  test("the source locale's own text and a differently written text are not compared", () => {
    expect(found("same-as-source", "Hello", "en", { source: "Hello" })).toEqual([]);
    expect(found("same-as-source", "{count} posts", "de", { source: "{count, plural, other {# posts}}" })).toEqual([]);
  });
});
