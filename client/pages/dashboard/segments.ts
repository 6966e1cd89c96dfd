import type { LocaleCode } from "../../../common/locales";
import type { AdminKey } from "../../admin-i18n/keys";
import type { LocaleCompletion } from "../../lib/admin-api";
import { editorLinks } from "./editor-links";

export type SegmentId = keyof LocaleCompletion["segments"];

export interface Segment {
  id: SegmentId;
  /** The column's heading and the legend's name. */
  heading: AdminKey;
  /** After the figure, with `count`: "3 need review". */
  label: AdminKey;
  /** What the legend says it means. */
  meaning: AdminKey;
  /** The editor filtered to this segment's texts of `locale`. */
  link(locale: LocaleCode): string;
}

/**
 * The stacked bar's segments, in the bar's order (done first, then what is left to do). Each
 * text is counted once, in the first state that applies: error, outdated, changes requested, needs review, reviewed
 * (worker/services/translations/stats.ts); the editor's filter lists a text in every state it is in.
 */
export const SEGMENTS: readonly Segment[] = [
  {
    id: "reviewed",
    heading: "dashboard.segment.reviewed.heading",
    label: "dashboard.segment.reviewed.label",
    meaning: "dashboard.segment.reviewed.meaning",
    link: (locale) => editorLinks.state("reviewed", locale),
  },
  {
    id: "needsReview",
    heading: "dashboard.segment.needsReview.heading",
    label: "dashboard.segment.needsReview.label",
    meaning: "dashboard.segment.needsReview.meaning",
    link: (locale) => editorLinks.state("needs-review", locale),
  },
  {
    id: "changesRequested",
    heading: "dashboard.segment.changesRequested.heading",
    label: "dashboard.segment.changesRequested.label",
    meaning: "dashboard.segment.changesRequested.meaning",
    link: (locale) => editorLinks.state("changes-requested", locale),
  },
  {
    id: "outdated",
    heading: "dashboard.segment.outdated.heading",
    label: "dashboard.segment.outdated.label",
    meaning: "dashboard.segment.outdated.meaning",
    link: (locale) => editorLinks.state("outdated", locale),
  },
  {
    id: "errors",
    heading: "dashboard.segment.errors.heading",
    label: "dashboard.segment.errors.label",
    meaning: "dashboard.segment.errors.meaning",
    link: (locale) => editorLinks.problems("errors", locale),
  },
  {
    id: "missing",
    heading: "dashboard.segment.missing.heading",
    label: "dashboard.segment.missing.label",
    meaning: "dashboard.segment.missing.meaning",
    link: (locale) => editorLinks.missingIn(locale),
  },
];

/** Whole percent done, rounded down: 99.9 % is not "100 %". Outdated texts and texts with errors are not done. */
export function percentDone(row: Pick<LocaleCompletion, "done">, totalKeys: number): number {
  return totalKeys === 0 ? 100 : Math.floor((row.done / totalKeys) * 100);
}

/** Bar units (the SVG's width) and the narrowest a non-empty segment is drawn, so it can be seen and clicked. */
export const BAR_UNITS = 1000;
const MIN_UNITS = 12;

/**
 * Each segment's x and width in bar units: proportional, a non-empty segment at least
 * `MIN_UNITS` wide (taken from the widest), so one outdated text among thousands still shows.
 */
export function segmentBoxes(segments: LocaleCompletion["segments"]) {
  const total = SEGMENTS.reduce((sum, s) => sum + segments[s.id], 0);
  if (total === 0) return [];
  const widths = SEGMENTS.map((s) =>
    segments[s.id] > 0 ? Math.max(MIN_UNITS, (segments[s.id] / total) * BAR_UNITS) : 0,
  );
  const excess = widths.reduce((a, b) => a + b, 0) - BAR_UNITS;
  const widest = widths.indexOf(Math.max(...widths));
  widths[widest] = (widths[widest] ?? 0) - excess;
  let x = 0;
  return SEGMENTS.flatMap((segment, i) => {
    const width = widths[i] ?? 0;
    const box = { segment, x, width };
    x += width;
    return width > 0 ? [box] : [];
  });
}
