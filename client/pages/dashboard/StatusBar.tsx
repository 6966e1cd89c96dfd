import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { LocaleCompletion } from "../../lib/admin-api";
import { BAR_UNITS, SEGMENTS, type SegmentId, segmentBoxes } from "./segments";

/** The fill of a segment: a pattern as well as a color, so the states differ without color too. */
const fillOf = (id: SegmentId) => `url(#status-${id})`;

/**
 * The patterns every bar and the legend's swatches use, once per page (SVG ids are the
 * document's). Drawn with classes, as the CSP forbids inline styles.
 */
export function StatusPatterns() {
  return (
    <svg className="status-defs" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        <pattern id="status-reviewed" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-reviewed" width="6" height="6" />
        </pattern>
        <pattern id="status-needsReview" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-needs-review" width="6" height="6" />
          <path className="status-stroke" d="M0 6 L6 0" />
        </pattern>
        <pattern id="status-changesRequested" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-changes-requested" width="6" height="6" />
          <path className="status-stroke" d="M0 3 L6 3" />
        </pattern>
        <pattern id="status-outdated" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-outdated" width="6" height="6" />
          <circle className="status-dot" cx="3" cy="3" r="1.2" />
        </pattern>
        <pattern id="status-errors" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-errors" width="6" height="6" />
          <path className="status-stroke" d="M0 0 L6 6 M0 6 L6 0" />
        </pattern>
        <pattern id="status-missing" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect className="status-missing" width="6" height="6" />
        </pattern>
      </defs>
    </svg>
  );
}

/**
 * One locale's stacked bar, each segment a link to the editor filtered to it. A drawing for the
 * pointer: hidden from screen readers and out of the tab order, since the figures beside it say
 * the same in words and are the same links.
 */
export function StatusBar({ locale, segments }: { locale: LocaleCode; segments: LocaleCompletion["segments"] }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <svg
      className="status-bar"
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${BAR_UNITS} 12`}
      preserveAspectRatio="none"
      data-testid={`status-bar-${locale}`}
    >
      {segmentBoxes(segments).map(({ segment, x, width }) => {
        const href = segment.link(locale);
        return (
          <a key={segment.id} href={href} tabIndex={-1} data-segment={segment.id} onClick={(e) => follow(e, href)}>
            <rect x={x} width={width} height="12" fill={fillOf(segment.id)} className="status-segment" />
          </a>
        );
      })}
    </svg>
  );
}

/** What each pattern means, in words: the bar never speaks by color alone. */
export function StatusLegend() {
  const { t, rich } = useAdminI18n();
  return (
    <ul className="status-legend" aria-label={t("dashboard.legend.label")}>
      {SEGMENTS.map((segment) => (
        <li key={segment.id}>
          <svg className="status-swatch" aria-hidden="true" focusable="false" viewBox="0 0 12 12">
            <rect width="12" height="12" fill={fillOf(segment.id)} className="status-segment" />
          </svg>
          <span>
            {rich("dashboard.legend.item", {
              heading: t(segment.heading),
              meaning: t(segment.meaning),
              strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
