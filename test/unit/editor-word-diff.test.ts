import { describe, expect, it } from "vitest";
import { type DiffPart, wordDiff } from "../../client/pages/translation/word-diff";

const side = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((p) => p.kind === "same" || p.kind === kind)
    .map((p) => p.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words that changed, keeping the shared ones", () => {
    expect(wordDiff("Vitajte na webe", "Vitajte na novom webe")).toEqual([
      { kind: "same", text: "Vitajte na " },
      { kind: "added", text: "novom " },
      { kind: "same", text: "webe" },
    ]);
    expect(wordDiff("Rýchly web", "Pomalý web")).toEqual([
      { kind: "removed", text: "Rýchly" },
      { kind: "added", text: "Pomalý" },
      { kind: "same", text: " web" },
    ]);
  });

  it("gives both texts back: same + removed is the old one, same + added the new one", () => {
    const cases = [
      [
        "{count, plural, one {# kľúč} other {# kľúčov}}",
        "{count, plural, one {# kľúč} few {# kľúče} other {# kľúčov}}",
      ],
      ["Hello,  world!", "Hello world"],
      ["", "Nový text"],
      ["Starý text", ""],
      ["a b c d", "d c b a"],
    ] as const;
    for (const [before, after] of cases) {
      const parts = wordDiff(before, after);
      expect(side(parts, "removed")).toBe(before);
      expect(side(parts, "added")).toBe(after);
    }
  });

  it("answers one unchanged part for equal texts and nothing for two empty ones", () => {
    expect(wordDiff("Same text", "Same text")).toEqual([{ kind: "same", text: "Same text" }]);
    expect(wordDiff("", "")).toEqual([]);
  });

  it("shows very long texts as a removal and an addition, without a quadratic table", () => {
    const long = "slovo ".repeat(3000);
    expect(wordDiff(long, `${long}x`)).toEqual([
      { kind: "removed", text: long },
      { kind: "added", text: `${long}x` },
    ]);
  });
});
