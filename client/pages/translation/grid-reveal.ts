import { useEffect } from "react";

/**
 * Keeps what the translator works on in the grid's view (issue 37, item 7): the field being typed
 * in, and a problem list that appears under it, are scrolled into the part of the scroller below
 * its sticky head. A row taller than the view (a plural's Forms) shows its field, never its end.
 */

/** The room kept between what is revealed and the view's edge, in CSS pixels. */
export const REVEAL_MARGIN = 8;

interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll down (positive) or up (negative) so `target` is in `view`, without moving
 * `keep` (the focused field) out of it: when both do not fit, `keep` wins.
 */
export function revealDelta(view: Span, target: Span, keep: Span = target): number {
  const m = REVEAL_MARGIN;
  if (target.top < view.top + m) {
    const up = target.top - view.top - m;
    // Scrolling up moves `keep` down: never past the view's bottom.
    return keep === target ? up : Math.min(Math.max(up, keep.bottom - view.bottom + m), 0);
  }
  if (target.bottom > view.bottom - m) {
    const down = target.bottom - view.bottom + m;
    const room = Math.min(keep.top, target.top) - view.top - m;
    return Math.max(Math.min(down, room), 0);
  }
  return 0;
}

/** The part of the grid's scroller rows show in: below its sticky head, above its bottom edge. */
function gridView(scroller: HTMLElement): Span {
  const box = scroller.getBoundingClientRect();
  const head = scroller.querySelector(".editor-head")?.getBoundingClientRect();
  // The horizontal scrollbar, when there is one, hides the bottom of the rows too.
  const bottom = box.top + scroller.clientTop + scroller.clientHeight;
  return { top: Math.max(box.top, head?.bottom ?? box.top), bottom };
}

/** Scrolls the grid holding `target` so it shows, keeping `keep` (default: the focused element) in view. */
export function revealInGrid(target: Element, keep: Element | null = document.activeElement): void {
  const scroller = target.closest<HTMLElement>(".editor-scroll");
  if (!scroller) return;
  const kept = keep && scroller.contains(keep) ? keep.getBoundingClientRect() : undefined;
  const delta = revealDelta(gridView(scroller), target.getBoundingClientRect(), kept);
  if (delta !== 0) scroller.scrollTop += delta;
}

/**
 * While a cell is edited, its problem list (the element `id`) shows whenever what it says changes,
 * the focused field kept in view: an ICU error under a tall editor is not left below the grid.
 */
export function useRevealProblems(id: string | undefined, said: string, editing: boolean): void {
  useEffect(() => {
    const list = editing && id && said ? document.getElementById(id) : null;
    if (list) revealInGrid(list);
  }, [id, said, editing]);
}
