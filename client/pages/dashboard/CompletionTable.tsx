import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SessionAccount } from "../../../common/auth";
import { canEditLocale, hasLocaleList } from "../../../common/auth";
import { localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { LocaleCompletion, Stats } from "../../lib/admin-api";
import { editorLinks } from "./editor-links";
import { ReviewedOnlyToggle } from "./ReviewedOnlyToggle";
import { StatusBar, StatusLegend, StatusPatterns } from "./StatusBar";
import { percentDone, SEGMENTS, type Segment } from "./segments";

/** After the warnings' figure: "3 with warnings". */
const WARNINGS: AdminKey = "dashboard.segment.warnings.label";

/** The whole site: every key in every locale ("1,204 of 1,307 texts translated"), and the same count summed. */
function SiteSummary({ stats }: { stats: Stats }) {
  const { rich, number } = useAdminI18n();
  const translated = stats.locales.reduce((sum, row) => sum + row.translated, 0);
  const total = stats.totalKeys * stats.locales.length;
  return (
    <p data-testid="site-completion">
      {rich("dashboard.completion.site", {
        translated: number(translated),
        total,
        keys: stats.totalKeys,
        locales: stats.locales.length,
        strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      })}
    </p>
  );
}

/** A figure in words: the number, what it counts (shown on a phone, read aloud always) and the locale. */
function Figure(props: { n: number; label: AdminKey; name: string; href: string }) {
  const { n, label, name, href } = props;
  const { t, number } = useAdminI18n();
  const words = (
    <>
      <span className="figure-label"> {t(label, { count: n })}</span>
      <span className="visually-hidden"> {t("dashboard.completion.inLocale", { name })}</span>
    </>
  );
  return (
    <td className="num">
      {n > 0 ? (
        <Link to={href}>
          {number(n)}
          {words}
        </Link>
      ) : (
        <>
          {number(0)}
          {words}
        </>
      )}
    </td>
  );
}

function Row({ row, total, user }: { row: LocaleCompletion; total: number; user: SessionAccount }) {
  const { t, number } = useAdminI18n();
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
        <Link to={editorLinks.columns([row.locale])} lang={localeInfo(row.locale).tag}>
          {name}
        </Link>{" "}
        <span className="locale-code" translate="no">
          {row.locale}
        </span>
        {mine && <span className="badge">{t("dashboard.completion.yours")}</span>}
      </th>
      <td className="completion-cell">
        <span className="completion-line">
          <span className="completion-percent">
            {t("dashboard.completion.percent", { percent: value })}
            <span className="visually-hidden"> {t("dashboard.completion.percentDone")}</span>
          </span>
          <StatusBar locale={row.locale} segments={row.segments} />
        </span>
        <span className="completion-sub">
          {t("dashboard.completion.translated", { translated: number(row.translated), total })}
        </span>
      </td>
      {SEGMENTS.map(figure)}
      <Figure n={row.warnings} label={WARNINGS} name={name} href={editorLinks.problems("warnings", row.locale)} />
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
  const { t, rich } = useAdminI18n();
  if (n === 0) return <p className="completion-note">{t("dashboard.completion.allUsed")}</p>;
  return (
    <p className="completion-note">
      {rich("dashboard.completion.unused", {
        count: n,
        link: (chunks: ReactNode[]) => <Link to={editorLinks.unused()}>{chunks}</Link>,
      })}
    </p>
  );
}

/** Completion per locale: a table (caption, row and column headers), each row a stacked bar and its figures. */
export function CompletionTable({ stats, user }: { stats: Stats; user: SessionAccount }) {
  const { t } = useAdminI18n();
  return (
    <section className="dashboard-panel" aria-labelledby="completion-title">
      <h2 id="completion-title">{t("dashboard.completion.title")}</h2>
      <SiteSummary stats={stats} />
      <StatusPatterns />
      <StatusLegend />
      {/* Focusable, so a keyboard could scroll it were it ever wider than the screen (the page never scrolls sideways). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
      <section className="table-scroll" aria-label={t("dashboard.completion.tableLabel")} tabIndex={0}>
        <table className="completion-table">
          <caption>{t("dashboard.completion.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.completion.locale")}</th>
              <th scope="col">{t("dashboard.completion.done")}</th>
              {SEGMENTS.map((segment) => (
                <th scope="col" className="num" key={segment.id}>
                  {t(segment.heading)}
                </th>
              ))}
              <th scope="col" className="num">
                {t("dashboard.completion.warnings")}
              </th>
              <th scope="col">{t("dashboard.completion.reviewedOnly")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.locales.map((row) => (
              <Row key={row.locale} row={row} total={stats.totalKeys} user={user} />
            ))}
          </tbody>
        </table>
      </section>
      <p className="completion-note muted">{t("dashboard.completion.note")}</p>
      <UnusedKeys n={stats.unusedKeys} />
    </section>
  );
}
