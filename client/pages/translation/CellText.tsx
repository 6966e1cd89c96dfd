import { Fragment } from "react";
import { DEFAULT_LOCALE, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { argumentLabel, splitArguments } from "./arguments";
import { type GlossaryMarks, GlossaryRuns } from "./GlossaryText";
import { findMatches, markRuns, rangesWithin } from "./text";
import "./cell-text.css";

/**
 * A message with its ICU arguments as chips (`{name}`, `{n, number}`, the head of
 * `{n, plural,`), the syntax of plurals and selects dimmed, whitespace kept, and the
 * search's matches marked, inside chips too. Every character of the text is shown.
 */
export function TextWithChips({
  text,
  locale,
  highlight = "",
  glossary = null,
  focusable = false,
}: {
  text: string;
  locale: LocaleCode;
  highlight?: string;
  /** The glossary's terms to underline (the source text only); a search's marks take their place. */
  glossary?: GlossaryMarks | null;
  /** Whether the glossary's terms take focus (their cell is the active one). */
  focusable?: boolean;
}) {
  const { t } = useAdminI18n();
  const ranges = highlight ? findMatches(text, highlight) : [];
  let at = 0;
  return (
    <span className="cell-text" lang={localeInfo(locale).tag}>
      {splitArguments(text).map((part) => {
        // A part's offset in the text: unique, and the same on every render of this text.
        const start = at;
        at += part.raw.length;
        // Without a search, a part is its text: no component per part (the grid shows hundreds of them).
        const marked =
          ranges.length > 0 ? (
            <Marked key={start} text={part.raw} ranges={rangesWithin(ranges, start, at)} />
          ) : (
            part.raw
          );
        if (part.kind === "arg")
          return (
            <span key={start} className="ph-chip" title={argumentLabel(part, t)} data-arg={part.name}>
              {marked}
            </span>
          );
        if (part.kind === "syntax")
          return (
            <span key={start} className="icu-syntax">
              {marked}
            </span>
          );
        if (ranges.length > 0) return <Fragment key={start}>{marked}</Fragment>;
        return glossary ? (
          <GlossaryRuns key={start} text={part.raw} marks={glossary} focusable={focusable} />
        ) : (
          part.raw
        );
      })}
    </span>
  );
}

/** Plain text with the given `[start, end)` ranges in `<mark>`. */
function Marked({ text, ranges }: { text: string; ranges: [number, number][] }) {
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
 * What an empty cell shows: the default locale's text visitors get instead (greyed), when the grid
 * has it (a column, or the source column), or that it is empty. Visitors' fallback is the default
 * locale, not the source locale translators translate from: the two may differ.
 */
export function EmptyCell({ locale, fallbackText }: { locale: LocaleCode; fallbackText: string | undefined }) {
  if (locale === DEFAULT_LOCALE || !fallbackText) return <span className="cell-note">Empty</span>;
  return (
    <span className="cell-fallback">
      <span className="cell-note">Missing, visitors see:</span>{" "}
      <TextWithChips text={fallbackText} locale={DEFAULT_LOCALE} />
    </span>
  );
}
