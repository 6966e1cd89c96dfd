import { Link } from "react-router";
import type { HistoryEntry } from "../../../common/contracts/translation-responses";
import { isLocaleCode, localeInfo } from "../../../common/locales";
import { editorLinks } from "./editor-links";
import { localTimestamp, relativeTime, useHydrated, utcTimestamp } from "./time";

const ACTIONS: Record<HistoryEntry["action"], string> = {
  edit: "edited",
  import: "imported",
  revert: "reverted",
  create: "key created",
  rename: "key renamed",
  delete: "key deleted",
  describe: "description changed",
  approve: "approved",
  confirm: "confirmed still current",
  limit: "character limit changed",
  "request-changes": "changes requested",
};

/** Long texts are cut for the overview; the editor has them whole. */
const SNIPPET_CHARS = 140;

function snippet(entry: HistoryEntry): string | null {
  const text =
    entry.action === "rename" || entry.action === "limit"
      ? `${entry.oldText ?? "none"} → ${entry.newText ?? "none"}`
      : entry.newText;
  if (text === null || text === undefined) return null;
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text;
}

/** When: relative in the text, the full timestamp on hover and in `dateTime`. */
function When({ at, now }: { at: string; now: number }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={at} title={hydrated ? localTimestamp(at) : utcTimestamp(at)}>
      {relativeTime(at, now)}
    </time>
  );
}

function Change({ entry, now }: { entry: HistoryEntry; now: number }) {
  const text = snippet(entry);
  const locale = entry.locale && isLocaleCode(entry.locale) ? entry.locale : null;
  return (
    <li className="change">
      <p>
        <code className="key-name">{entry.keyName}</code>
        {locale && (
          <span className="locale-code" title={localeInfo(locale).name}>
            {locale}
          </span>
        )}{" "}
        <span className="change-meta">
          {ACTIONS[entry.action] ?? entry.action} by {entry.actor ?? "someone"} · <When at={entry.at} now={now} />
        </span>
      </p>
      {text !== null && text !== "" && <p className="change-text">{text}</p>}
    </li>
  );
}

/** The latest changes, newest first, with who and when. */
export function RecentChanges({ recent, now }: { recent: HistoryEntry[]; now: number }) {
  return (
    <section className="dashboard-panel" aria-labelledby="changes-title">
      <div className="panel-heading">
        <h2 id="changes-title">Latest changes</h2>
        <Link to={editorLinks.changedToday()}>Everything changed in the last 24 hours</Link>
      </div>
      {recent.length === 0 ? (
        <p className="muted">Nothing has changed yet.</p>
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
