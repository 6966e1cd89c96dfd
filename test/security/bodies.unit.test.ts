import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loneSurrogateEscape } from "../../worker/http/validate";

/**
 * The lone-surrogate check of JSON bodies (issue 13, finding 12), against the reference:
 * what `JSON.parse` makes of the text, asked `isWellFormed()`.
 */

/** One UTF-16 code unit as JSON string content: literally when JSON allows it, else (or by choice) escaped. */
function encodeUnit(unit: number, escaped: boolean): string {
  if (escaped || unit < 0x20 || (unit >= 0xd800 && unit <= 0xdfff)) return `\\u${unit.toString(16).padStart(4, "0")}`;
  if (unit === 0x22) return '\\"';
  if (unit === 0x5c) return "\\\\";
  return String.fromCharCode(unit);
}

/** Code units biased towards surrogates, backslashes and `u`, where the mistakes would be. */
const unit = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdfff }),
  fc.constantFrom(0x5c, 0x75, 0x22, 0x41, 0xe9),
  fc.integer({ min: 0, max: 0xffff }),
);

const jsonString = fc
  .array(fc.tuple(unit, fc.boolean()), { maxLength: 12 })
  .map((units) => `"${units.map(([u, escaped]) => encodeUnit(u, escaped)).join("")}"`);

describe("loneSurrogateEscape", () => {
  it("finds a lone surrogate exactly when JSON.parse would produce one", () => {
    fc.assert(
      fc.property(fc.array(jsonString, { minLength: 1, maxLength: 3 }), (strings) => {
        const text = `[${strings.join(",")}]`;
        const parsed = JSON.parse(text) as string[];
        expect(loneSurrogateEscape(text) >= 0).toBe(!parsed.every((s) => s.isWellFormed()));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['"a\\ud800b"', 2],
    ['"\\udc00"', 1],
    ['"ok \\ud83d\\ude00 then \\ud83d"', 22],
    ['"\\ud83d\\u0041"', 1],
    ['{"\\udfff":1}', 2],
  ])("points at the offending escape in %s", (text, at) => {
    expect(loneSurrogateEscape(text)).toBe(at);
  });

  it.each(['"\\ud83d\\ude00"', '"😀"', '"\\\\ud800"', '"\\\\\\\\ud800"', '"no escapes"'])("passes %s", (text) => {
    expect(loneSurrogateEscape(text)).toBe(-1);
  });
});
