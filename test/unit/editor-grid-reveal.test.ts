import { describe, expect, it } from "vitest";
import { REVEAL_MARGIN as m, revealDelta } from "../../client/pages/translation/grid-reveal";

/** The grid's view at 1366×800: rows show from below the sticky head (200 px) to the scroller's bottom. */
const view = { top: 200, bottom: 760 };

describe("what the grid scrolls to keep in view", () => {
  it("a field above the view (a tall Forms row aligned by its end) comes down into it", () => {
    expect(revealDelta(view, { top: 52, bottom: 124 })).toBe(52 - 200 - m);
  });

  it("a field below the view comes up, its top never past the view's top", () => {
    expect(revealDelta(view, { top: 700, bottom: 780 })).toBe(780 - 760 + m);
    // Taller than the view: its top shows.
    expect(revealDelta(view, { top: 700, bottom: 1400 })).toBe(700 - 200 - m);
  });

  it("a field in view stays where it is", () => {
    expect(revealDelta(view, { top: 300, bottom: 370 })).toBe(0);
  });

  it("an error below the view comes up, as far as the focused field above it stays in view", () => {
    const field = { top: 450, bottom: 520 };
    expect(revealDelta(view, { top: 690, bottom: 772 }, field)).toBe(772 - 760 + m);
    // Too far below to show both: the field keeps its place at the view's top.
    expect(revealDelta(view, { top: 1200, bottom: 1260 }, field)).toBe(450 - 200 - m);
  });

  it("an error above the view comes down, as far as the field below it stays in view", () => {
    expect(revealDelta(view, { top: 150, bottom: 180 }, { top: 500, bottom: 600 })).toBe(150 - 200 - m);
    expect(revealDelta(view, { top: -400, bottom: -380 }, { top: 600, bottom: 700 })).toBe(700 - 760 + m);
  });
});
