import { describe, expect, test } from "vitest";
import { inconsistencyProblems } from "../../../common/checks/inconsistent-translation.ts";
import { runChecks } from "../../../common/checks/run.ts";

/** Issue 28: the same source translated differently in one locale (Weblate's `inconsistent`). */
describe("inconsistent-translation", () => {
  test("names the first other key, by name, whose translation differs, and counts the rest", () => {
    const problems = inconsistencyProblems("Speichern", [
      { key: "profile.save", text: "Sichern" },
      { key: "editor.save", text: "Abspeichern" },
      { key: "form.save", text: "Speichern" },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        code: "inconsistent-translation",
        severity: "warning",
        message: 'editor.save translates the same source as "Abspeichern" and 1 more',
      }),
    ]);
  });

  test("the same text, or another key still untranslated, is no problem", () => {
    expect(inconsistencyProblems("Uložiť", [{ key: "a", text: "Uložiť" }])).toEqual([]);
    expect(inconsistencyProblems("Uložiť", [{ key: "a", text: "" }])).toEqual([]);
    expect(inconsistencyProblems("Uložiť", [])).toEqual([]);
  });

  test("a long differing text is quoted short", () => {
    const [problem] = inconsistencyProblems("x", [{ key: "k", text: "Ä".repeat(100) }]);
    expect(problem?.message).toContain(`"${"Ä".repeat(59)}…"`);
  });

  test("runs in the registry when the caller knows the other keys, and finds nothing when it does not", () => {
    const source = { text: "Zrušiť", locale: "sk" as const };
    const sameSource = [{ key: "dialog.cancel", text: "Abbrechen" }];
    const codes = (options: object) => runChecks("Stornieren", { locale: "de", source, ...options }).map((p) => p.code);
    expect(codes({ sameSource })).toEqual(["inconsistent-translation"]);
    expect(codes({})).toEqual([]);
  });
});
