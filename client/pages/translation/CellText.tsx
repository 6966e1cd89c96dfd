import { Fragment } from "react";
import { DEFAULT_LOCALE, type LocaleCode, localeInfo } from "../../../common/locales";
import { findMatches, markRuns, splitPlaceholders } from "./text";

/** A text with its `{{placeholders}}` as chips, whitespace kept, and the search's matches marked. */
export function TextWithChips({
  text,
  locale,
  highlight = "",
}: {
  text: string;
  locale: LocaleCode;
  highlight?: string;
}) {
  return (
    <span className="cell-text" lang={localeInfo(locale).tag}>
      {splitPlaceholders(text).map((part, i) =>
        "placeholder" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order.
          <span key={i} className="ph-chip">
            {part.raw}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Marked key={i} text={part.text} query={highlight} />
        ),
      )}
    </span>
  );
}

/** Plain text with the search's matches in `<mark>`. */
export function Marked({ text, query }: { text: string; query: string }) {
  const ranges = query ? findMatches(text, query) : [];
  if (ranges.length === 0) return <>{text}</>;
  return (
    <>
      {markRuns(text, ranges).map((run, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable text, in order.
        run.mark ? <mark key={i}>{run.text}</mark> : <Fragment key={i}>{run.text}</Fragment>,
      )}
    </>
  );
}

/**
 * What an empty cell shows: the sk text visitors get instead (greyed), or that
 * the language does not use this plural form.
 */
export function EmptyCell({
  locale,
  sourceText,
  notUsed,
}: {
  locale: LocaleCode;
  sourceText: string | undefined;
  notUsed: boolean;
}) {
  if (notUsed) return <span className="cell-note">Not used in this language</span>;
  if (locale === DEFAULT_LOCALE || !sourceText) return <span className="cell-note">Empty</span>;
  return (
    <span className="cell-fallback">
      <span className="cell-note">Missing, visitors see:</span>{" "}
      <TextWithChips text={sourceText} locale={DEFAULT_LOCALE} />
    </span>
  );
}
