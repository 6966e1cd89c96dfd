import { Link } from "react-router";
import type { HistoryEntry } from "../../../common/contracts/translation-responses";
import { isLocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { editorLinks } from "./editor-links";
import { localTimestamp, relativeTime, useHydrated, utcTimestamp } from "./time";

/** Long texts are cut for the overview; the editor has them whole. */
const SNIPPET_CHARS = 140;

function snippet(entry: HistoryEntry, t: AdminI18n["t"]): string | null {
  const none = t("dashboard.changes.empty");
  const text =
    entry.action === "rename" || entry.action === "limit"
      ? t("dashboard.changes.from", { from: entry.oldText ?? none, to: entry.newText ?? none })
      : entry.newText;
  if (text === null || text === undefined) return null;
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text;
}

/** When: relative in the text, the full timestamp on hover and in `dateTime`. */
function When({ at, now }: { at: string; now: number }) {
  const i18n = useAdminI18n();
  const hydrated = useHydrated();
  return (
    <time dateTime={at} title={hydrated ? localTimestamp(at, i18n) : utcTimestamp(at, i18n)}>
      {relativeTime(at, now, i18n, i18n.t("dashboard.changes.justNow"))}
    </time>
  );
}

function Change({ entry, now }: { entry: HistoryEntry; now: number }) {
  const { t } = useAdminI18n();
  const text = snippet(entry, t);
  const locale = entry.locale && isLocaleCode(entry.locale) ? entry.locale : null;
  return (
    <li className="change">
      <p>
        <code className="key-name" translate="no">
          {entry.keyName}
        </code>
        {locale && (
          <span className="locale-code" translate="no" title={localeInfo(locale).name}>
            {locale}
          </span>
        )}{" "}
        <span className="change-meta">
          {t("dashboard.changes.meta", {
            action: entry.action.replaceAll("-", "_"),
            actor: entry.actor ?? t("dashboard.changes.someone"),
          })}{" "}
          · <When at={entry.at} now={now} />
        </span>
      </p>
      {/* A translation's own words, in its language; a rename's sentence is the admin's. */}
      {text !== null && text !== "" && (
        <p
          className="change-text"
          {...(entry.action === "rename" || entry.action === "limit"
            ? {}
            : { lang: locale ? localeInfo(locale).tag : undefined, translate: "no" as const })}
        >
          {text}
        </p>
      )}
    </li>
  );
}

/** The latest changes, newest first, with who and when. */
export function RecentChanges({ recent, now }: { recent: HistoryEntry[]; now: number }) {
  const { t } = useAdminI18n();
  return (
    <section className="dashboard-panel" aria-labelledby="changes-title">
      <div className="panel-heading">
        <h2 id="changes-title">{t("dashboard.changes.title")}</h2>
        <Link to={editorLinks.changedToday()}>{t("dashboard.changes.lastDay")}</Link>
      </div>
      {recent.length === 0 ? (
        <p className="muted">{t("dashboard.changes.none")}</p>
      ) : (
        <ol className="changes">
          {recent.map((entry) => (
            <Change key={entry.id} entry={entry} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
