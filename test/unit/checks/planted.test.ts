import { describe, expect, test } from "vitest";
import { runChecks } from "../../../common/checks/run.ts";

/**
 * Issue 28's German test: three problems left in on purpose that the "Any warning"
 * filter did not find. Each is a warning now, in a real German string.
 */
describe("the three planted problems of issue 28", () => {
  const de = (text: string, source: string, maxLength?: number) =>
    runChecks(text, { locale: "de", source: { text: source, locale: "en" }, maxLength }).map((p) => [
      p.code,
      p.severity,
    ]);

  test("a number changed from 14 to 30", () => {
    expect(de("Kostenloser Versand ab 30 €.", "Free shipping on orders over €14.")).toEqual([
      ["numbers-mismatch", "warning"],
      ["numbers-mismatch", "warning"],
    ]);
  });

  test("a trailing space", () => {
    expect(de("Ihr Warenkorb ist leer. ", "Your cart is empty.")).toEqual([["whitespace-edge", "warning"]]);
  });

  test("25 characters where about 20 are asked", () => {
    expect("Jetzt kostenlos anmelden!").toHaveLength(25);
    expect(de("Jetzt kostenlos anmelden!", "Sign up for free!", 20)).toEqual([["max-length", "warning"]]);
  });
});
