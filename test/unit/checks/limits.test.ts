import { describe, expect, test } from "vitest";
import { textLength } from "../../../common/checks/length.ts";
import { ARGUMENT_SAMPLE_LENGTH } from "../../../common/checks/max-length.ts";
import { runChecks } from "../../../common/checks/run.ts";
import { found, LOCALE_SAMPLES } from "./samples.ts";

describe("max-length", () => {
  test("counts the longest branch, each argument and # as the sample length, tags as nothing", () => {
    expect(ARGUMENT_SAMPLE_LENGTH).toBe(4);
    expect(textLength("{n, plural, one {# Datei} other {# Dateien}}")).toBe(4 + 8);
    expect(textLength("Hallo <b>{name}</b>!")).toBe(6 + 4 + 1);
    expect(textLength("Ahoj 👋🏽 e\u0301")).toBe(8);
    expect(textLength("{oops")).toBeNull();
  });
  test.each(LOCALE_SAMPLES)("the %s sample is found one character above its length, not at it", (locale, text) => {
    const length = textLength(text) as number;
    expect(found("max-length", text, locale, { source: null, maxLength: length })).toEqual([]);
    const [p] = found("max-length", text, locale, { source: null, maxLength: length - 1 });
    expect(p).toMatchObject({ severity: "warning", message: `${length} characters, the key allows ${length - 1}` });
  });
  test("a key without a limit has no finding", () => {
    expect(runChecks("x".repeat(5000), { locale: "de" })).toEqual([]);
  });
});

describe("control-characters", () => {
  test.each(LOCALE_SAMPLES)("a zero-width space and a bidi override in %s are an error", (locale, text) => {
    const [p] = found("control-characters", `${text.slice(0, 3)}\u200b${text.slice(3)}\u202e`, locale);
    expect(p).toMatchObject({ severity: "error", offset: 3, message: "invisible control characters: U+200B, U+202E" });
  });
  test("a joiner inside an emoji, tabs and line breaks are fine; a BOM and a lone joiner are not", () => {
    expect(found("control-characters", "Familie 👨\u200d👩\u200d👧, 👍🏽\u200d x\tA\nB", "de")).toHaveLength(1);
    expect(found("control-characters", "Familie 👨\u200d👩\u200d👧\tA\nB", "de")).toEqual([]);
    expect(found("control-characters", "\ufeffHallo", "de")[0]?.message).toContain("U+FEFF");
  });
});
