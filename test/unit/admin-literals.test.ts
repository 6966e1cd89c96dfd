import { describe, expect, it } from "vitest";
import { literalsOf, tsxFiles } from "./admin-literals";

describe("every word the admin shows is a message", () => {
  const files = tsxFiles("client");

  it("finds the literals it looks for (the finder can fail)", () => {
    const found = literalsOf("test/fixtures/admin-literals.tsx").map((l) => l.text);
    expect(found).toEqual([
      "Close the dialog",
      "Save changes",
      "Search keys",
      "Saved",
      "Not saved",
      "A sunset over the sea",
      "Hello",
      // Through `&&` and a conditional; the comparisons' strings ("mode") are no text.
      "Hello",
      "Once",
    ]);
  });

  it("has no literal text in any component of client/", () => {
    const offenders = files.flatMap(literalsOf);
    expect(offenders.map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`)).toEqual([]);
  });
});
