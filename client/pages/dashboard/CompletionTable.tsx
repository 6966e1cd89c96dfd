import { Link } from "react-router";
import type { SessionUser } from "../../../common/auth";
import { canEditLocale, hasLocaleList } from "../../../common/auth";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import type { LocaleCompletion, Stats } from "../../lib/admin-api";
import { editorLinks } from "./editor-links";
import { ReviewedOnlyToggle } from "./ReviewedOnlyToggle";

const numbers = new Intl.NumberFormat("en");

/**
 * "1,204 of 1,307 keys translated": translated is a cell with text, as the stats count it
 * (an emptied cell is deleted), so one sentence for a locale and for the whole site.
 */
function translatedOf(translated: number, total: number, unit: "keys" | "texts"): string {
  return `${numbers.format(translated)} of ${numbers.format(total)} ${unit} translated`;
}

/** The whole site: every key in every locale, and the same count summed. */
function SiteSummary({ stats }: { stats: Stats }) {
  const translated = stats.locales.reduce((sum, row) => sum + row.translated, 0);
  const total = stats.totalKeys * stats.locales.length;
  return (
    <p data-testid="site-completion">
      Whole site: <strong>{translatedOf(translated, total, "texts")}</strong> (
      {`${numbers.format(stats.totalKeys)} keys in each of ${stats.locales.length} locales`}).
    </p>
  );
}

/** Whole percent, rounded down: 99.9 % complete is not "100 %". */
function percent({ translated, missing }: LocaleCompletion): number {
  const needed = translated + missing;
  return needed === 0 ? 100 : Math.floor((translated / needed) * 100);
}

/** The bar is drawing only (the numbers beside it say it all); SVG needs no inline style, which the CSP forbids. */
function Bar({ value }: { value: number }) {
  return (
    <svg className="completion-bar" aria-hidden="true" focusable="false" viewBox="0 0 100 8" preserveAspectRatio="none">
      <rect className="completion-track" width="100" height="8" rx="4" />
      {value > 0 && <rect className="completion-fill" width={value} height="8" rx="4" />}
    </svg>
  );
}

function Row({ row, total, user }: { row: LocaleCompletion; total: number; user: SessionUser }) {
  const { name } = localeInfo(row.locale);
  const mine = hasLocaleList(user.role) && canEditLocale(user, row.locale);
  const value = percent(row);
  return (
    <tr data-locale={row.locale} className={mine ? "is-mine" : undefined}>
      <th scope="row">
        <Link to={editorLinks.columns([row.locale])}>{name}</Link> <span className="locale-code">{row.locale}</span>
        {mine && <span className="badge">yours</span>}
      </th>
      <td className="completion-cell">
        <Bar value={value} />
        <span className="completion-percent">{value} %</span>
      </td>
      <td className="num">{translatedOf(row.translated, total, "keys")}</td>
      <td className="num">
        {row.missing > 0 ? (
          <Link to={editorLinks.missingIn(row.locale)}>
            {numbers.format(row.missing)} missing<span className="visually-hidden"> in {name}</span>
          </Link>
        ) : (
          "0"
        )}
      </td>
      <ProblemCount count={row.errors} severity="errors" locale={row.locale} name={name} />
      <ProblemCount count={row.warnings} severity="warnings" locale={row.locale} name={name} />
      <StateCount count={row.needsReview} state="needs-review" locale={row.locale} name={name} />
      <StateCount count={row.outdated} state="outdated" locale={row.locale} name={name} />
      <td>
        <ReviewedOnlyToggle locale={row.locale} on={row.reviewedOnly} canChange={user.role === "admin"} />
      </td>
    </tr>
  );
}

/** Texts of a locale with at least one error (or warning), linked to the editor filtered to them. */
function ProblemCount(props: { count: number; severity: "errors" | "warnings"; locale: LocaleCode; name: string }) {
  const { count, severity, locale, name } = props;
  return (
    <td className="num">
      {count > 0 ? (
        <Link to={editorLinks.problems(severity, locale)}>
          {numbers.format(count)}
          <span className="visually-hidden">
            {" "}
            {severity === "errors" ? "texts with errors" : "texts with warnings"} in {name}
          </span>
        </Link>
      ) : (
        "0"
      )}
    </td>
  );
}

/** Texts of a locale waiting for review (or marked outdated), linked to the editor filtered to them. */
function StateCount(props: { count: number; state: "needs-review" | "outdated"; locale: LocaleCode; name: string }) {
  const { count, state, locale, name } = props;
  return (
    <td className="num">
      {count > 0 ? (
        <Link to={editorLinks.state(state, locale)}>
          {numbers.format(count)}
          <span className="visually-hidden">
            {" "}
            {state === "needs-review" ? "texts needing review" : "outdated texts"} in {name}
          </span>
        </Link>
      ) : (
        "0"
      )}
    </td>
  );
}

/** The keys no public page shows (an imported project's, say): counted above, but never seen by visitors. */
function UnusedKeys({ count }: { count: number }) {
  if (count === 0) return <p className="completion-note">Every key is used on some page.</p>;
  return (
    <p className="completion-note">
      <Link to={editorLinks.unused()}>
        {count === 1 ? "1 key is" : `${numbers.format(count)} keys are`} not used on any page
      </Link>
      : stored and translated like the others, but no page of the site shows {count === 1 ? "it" : "them"}.
    </p>
  );
}

/** Completion per locale: a table (caption, row and column headers), each row with a bar and its figures. */
export function CompletionTable({ stats, user }: { stats: Stats; user: SessionUser }) {
  return (
    <section className="dashboard-panel" aria-labelledby="completion-title">
      <h2 id="completion-title">Completion</h2>
      <SiteSummary stats={stats} />
      {/* Focusable, so a keyboard can scroll the table on a narrow screen (the page never scrolls sideways). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
      <section className="table-scroll" aria-label="Completion table" tabIndex={0}>
        <table className="completion-table">
          <caption>Keys translated in each locale</caption>
          <thead>
            <tr>
              <th scope="col">Locale</th>
              <th scope="col">Completion</th>
              <th scope="col" className="num">
                Translated
              </th>
              <th scope="col" className="num">
                Missing
              </th>
              <th scope="col" className="num">
                Errors
              </th>
              <th scope="col" className="num">
                Warnings
              </th>
              <th scope="col" className="num">
                Needs review
              </th>
              <th scope="col" className="num">
                Outdated
              </th>
              <th scope="col">Publish</th>
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
        Errors and warnings count texts with at least one ICU problem, checked against the source text. A text with an
        error is stored but not published: visitors see the fallback. A locale set to publish only reviewed texts shows
        visitors each text as last approved, while a newer one needs review; a text is outdated when its source text
        changed since it was written.
      </p>
      <UnusedKeys count={stats.unusedKeys} />
    </section>
  );
}
