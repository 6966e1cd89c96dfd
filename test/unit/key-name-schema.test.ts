import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEY_NAME_PATTERN } from "../../common/contracts/fields";
import { keyNameError, MAX_KEY_LENGTH, RESERVED_SEGMENTS } from "../../common/text";

/**
 * The OpenAPI description's key name (pattern and length, common/contracts/fields.ts) says what
 * `keyNameError` decides, but for the reserved segments, which it says in words (issue 40, item 7).
 */
const pattern = new RegExp(KEY_NAME_PATTERN);
const described = (name: string) => pattern.test(name) && name.length >= 1 && name.length <= MAX_KEY_LENGTH;
const reserved = (name: string) => name.split(".").some((segment) => RESERVED_SEGMENTS.has(segment));

describe("the key name's JSON Schema", () => {
  it("accepts and refuses the names keyNameError does", () => {
    const cases = [
      ["home.title", true],
      ["a", true],
      ["a b.c d", true],
      ["x".repeat(MAX_KEY_LENGTH), true],
      ["x".repeat(MAX_KEY_LENGTH + 1), false],
      ["", false],
      [" home", false],
      ["home ", false],
      ["home\t", false],
      ["home..title", false],
      [".home", false],
      ["home.", false],
      ["home\u0007", false],
      ["ho\u0085me", false],
      ["home.\u00a0title", true],
    ] as const;
    for (const [name, ok] of cases) {
      expect(keyNameError(name) === null, JSON.stringify(name)).toBe(ok);
      expect(described(name), JSON.stringify(name)).toBe(ok);
    }
  });

  it("agrees with keyNameError on any name without a reserved segment", () => {
    const piece = fc.constantFrom(
      "a",
      "B",
      "7",
      ".",
      " ",
      "\t",
      "\n",
      "\u00a0",
      "\u2028",
      "\u0000",
      "\u009f",
      "é",
      "_",
    );
    const name = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(name, (candidate) => {
        fc.pre(!reserved(candidate));
        expect(described(candidate)).toBe(keyNameError(candidate) === null);
      }),
      { numRuns: 2000 },
    );
  });
});
