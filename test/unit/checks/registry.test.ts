import { TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, test } from "vitest";
import { ELEMENT } from "../../../common/checks/element.ts";
import { CHECKS, SEVERITY } from "../../../common/checks/registry.ts";
import { runChecks } from "../../../common/checks/run.ts";
import { LOCALE_CODES } from "../../../common/locales.ts";
import { LOCALE_SAMPLES, SAMPLES, SOURCE_LOCALE } from "./samples.ts";

describe("the check registry", () => {
  test("every check has a unique kebab-case id, a title and a one-line explanation", () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CHECKS) {
      expect(check.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(check.title.length).toBeGreaterThan(3);
      expect(check.explanation).not.toContain("\n");
      expect(check.explanation).toMatch(/[.)]$/);
    }
  });

  test("the eight ICU checks keep their ids and severities", () => {
    expect(Object.fromEntries([...SEVERITY].slice(0, 9))).toMatchObject({
      syntax: "error",
      "tag-unbalanced": "error",
      "no-other": "error",
      "argument-missing": "warning",
      "argument-added": "warning",
      "argument-type-mismatch": "warning",
      "plural-category-unknown": "warning",
      "plural-category-missing": "warning",
    });
  });

  test("the registry's element types are the parser's", () => {
    for (const [name, value] of Object.entries(ELEMENT)) expect(value).toBe(TYPE[name as keyof typeof TYPE]);
  });

  test("covers the ten locales of the site", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  test.each(LOCALE_SAMPLES)("the %s sample is clean against the English source", (locale, text) => {
    const source = locale === SOURCE_LOCALE ? undefined : { text: SAMPLES.en, locale: SOURCE_LOCALE };
    expect(runChecks(text, { locale, source, maxLength: 200 })).toEqual([]);
  });

  test("a message with an ICU error gets no text problems until the error is fixed", () => {
    const source = { text: "Fast.", locale: SOURCE_LOCALE };
    const broken = runChecks("Schnell \n{kind, select, fast {schnell}}", { locale: "de", source });
    expect(broken.map((p) => p.code)).toEqual(["no-other", "argument-added"]);
    const fixed = runChecks("Schnell \n{kind, select, other {schnell}}", { locale: "de", source });
    expect(fixed.map((p) => p.code)).toEqual(["argument-added", "newline-count", "punctuation-end", "repeated-word"]);
  });

  test("a text that does not parse gets its parse problem only", () => {
    const problems = runChecks("Hello {name  ", { locale: "de", source: { text: "Hello", locale: "en" } });
    expect(problems.map((p) => p.code)).toEqual(["syntax"]);
  });
});
