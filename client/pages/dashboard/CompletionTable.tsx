import { Link } from "react-router";
import type { SessionAccount } from "../../../common/auth";
import { canEditLocale, hasLocaleList } from "../../../common/auth";
import { localeInfo } from "../../../common/locales";
import type { LocaleCompletion, Stats } from "../../lib/admin-api";
import { count, numbers, pluralOf } from "./count";
import { editorLinks } from "./editor-links";
import { ReviewedOnlyToggle } from "./ReviewedOnlyToggle";
import { StatusBar, StatusLegend, StatusPatterns } from "./StatusBar";
import { percentDone, SEGMENTS, type Segment } from "./segments";

const KEY = { one: "key", other: "keys" };
const TEXT = { one: "text", other: "texts" };

/** "1,204 of 1,307 keys translated": a translation with text, whatever its state (an emptied one is deleted). */
function translatedOf(translated: number, total: number, unit: typeof KEY): string {
  return `${numbers.format(translated)} of ${count(total, unit)} translated`;
}

/** The whole site: every key in every locale, and the same count summed. */
function SiteSummary({ stats }: { stats: Stats }) {
  const translated = stats.locales.reduce((sum, row) => sum + row.translated, 0);
  const total = stats.totalKeys * stats.locales.length;
  return (
    <p data-testid="site-completion">
      Whole site: <strong>{translatedOf(translated, total, TEXT)}</strong> (
      {`${count(stats.totalKeys, KEY)} in each of ${count(stats.locales.length, { one: "locale", other: "locales" })}`}
      ).
    </p>
  );
}

/** A figure in words: the number, what it counts (shown on a phone, read aloud always) and the locale. */
function Figure(props: { n: number; label: { one: string; other: string }; name: string; href: string }) {
  const { n, label, name, href } = props;
  const words = (
    <>
      <span className="figure-label"> {pluralOf(n, label)}</span>
      <span className="visually-hidden"> in {name}</span>
    </>
  );
  return (
    <td className="num">
      {n > 0 ? (
        <Link to={href}>
          {numbers.format(n)}
          {words}
        </Link>
      ) : (
        <>0{words}</>
      )}
    </td>
  );
}

function Row({ row, total, user }: { row: LocaleCompletion; total: number; user: SessionAccount }) {
  const { name } = localeInfo(row.locale);
  const mine = hasLocaleList(user.role) && canEditLocale(user, row.locale);
  const value = percentDone(row, total);
  const figure = (segment: Segment) => (
    <Figure
      key={segment.id}
      n={row.segments[segment.id]}
      label={segment.label}
      name={name}
      href={segment.link(row.locale)}
    />
  );
  return (
    <tr data-locale={row.locale} className={mine ? "is-mine" : undefined}>
      <th scope="row">
        <Link to={editorLinks.columns([row.locale])}>{name}</Link> <span className="locale-code">{row.locale}</span>
        {mine && <span className="badge">yours</span>}
      </th>
      <td className="completion-cell">
        <span className="completion-line">
          <span className="completion-percent">
            {value} %<span className="visually-hidden"> done</span>
          </span>
          <StatusBar locale={row.locale} segments={row.segments} />
        </span>
        <span className="completion-sub">{translatedOf(row.translated, total, KEY)}</span>
      </td>
      {SEGMENTS.map(figure)}
      <Figure
        n={row.warnings}
        label={{ one: "with a warning", other: "with warnings" }}
        name={name}
        href={editorLinks.problems("warnings", row.locale)}
      />
      <td className="publish-cell">
        <ReviewedOnlyToggle
          locale={row.locale}
          on={row.reviewedOnly}
          canChange={user.role === "admin"}
          waiting={row.needsReview}
        />
      </td>
    </tr>
  );
}

/** The keys no public page shows (an imported project's, say): counted above, but never seen by visitors. */
function UnusedKeys({ n }: { n: number }) {
  if (n === 0) return <p className="completion-note">Every key is used on some page.</p>;
  return (
    <p className="completion-note">
      <Link to={editorLinks.unused()}>
        {count(n, KEY)} {pluralOf(n, { one: "is", other: "are" })} not used on any page
      </Link>
      : stored and translated like the others, but no page of the site shows {pluralOf(n, { one: "it", other: "them" })}
      .
    </p>
  );
}

/** Completion per locale: a table (caption, row and column headers), each row a stacked bar and its figures. */
export function CompletionTable({ stats, user }: { stats: Stats; user: SessionAccount }) {
  return (
    <section className="dashboard-panel" aria-labelledby="completion-title">
      <h2 id="completion-title">Completion</h2>
      <SiteSummary stats={stats} />
      <StatusPatterns />
      <StatusLegend />
      {/* Focusable, so a keyboard could scroll it were it ever wider than the screen (the page never scrolls sideways). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
      <section className="table-scroll" aria-label="Completion table" tabIndex={0}>
        <table className="completion-table">
          <caption>Keys translated in each locale</caption>
          <thead>
            <tr>
              <th scope="col">Locale</th>
              <th scope="col">Done</th>
              {SEGMENTS.map((segment) => (
                <th scope="col" className="num" key={segment.id}>
                  {segment.heading}
                </th>
              ))}
              <th scope="col" className="num">
                Warnings
              </th>
              <th scope="col">Publish only reviewed</th>
            </tr>
          </thead>
          <tbody>
            {stats.locales.map((row) => (
              <Row key={row.locale} row={row} total={stats.totalKeys} user={user} />
            ))}
          </tbody>
        </table>
      </section>
      <p className="completion-note muted">
        Each text is counted once, in the first state that applies: error, outdated, changes requested, needs review,
        reviewed. Done counts the texts that are current, without an error and not sent back. A locale set to publish
        only reviewed texts shows visitors each text as last approved, while a newer one needs review. Warnings are
        counted apart.
      </p>
      <UnusedKeys n={stats.unusedKeys} />
    </section>
  );
}
