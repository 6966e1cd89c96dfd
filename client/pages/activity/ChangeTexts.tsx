import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { localeName } from "../../../common/activity/locale-names";
import type { UndoTranslation } from "../../../common/contracts/translation-responses";
import { isLocaleCode } from "../../../common/locales";
import { QueryState } from "../../components/admin/AdminTable";
import { activityApi, activityKeys } from "../../lib/activity-api";
import { useHttp } from "../../lib/use-http";

/** The most texts the list shows; the API path gives every one. */
const SHOWN = 100;

/** The section's words, whole sentences in one place (issue 38 makes them messages). */
const WORDS = {
  heading: (id: string) => `What change #${id} wrote`,
  more: (shown: number, total: number) => `The first ${shown} of ${total} texts.`,
  empty: "(empty)",
  review: {
    approve: "approved",
    "needs-review": "set to needs review",
    confirm: "confirmed",
    "request-changes": "sent back for changes",
  },
  failed: "What this change wrote could not be loaded.",
};

function Text({ cell }: { cell: UndoTranslation }) {
  const locale = isLocaleCode(cell.locale) ? localeName(cell.locale) : cell.locale;
  const what = cell.review ? WORDS.review[cell.review] : `“${cell.imported || WORDS.empty}”`;
  return (
    <li>
      <Link to={`/admin/translation?q=${encodeURIComponent(cell.key)}`}>{cell.key}</Link>
      {` · ${locale} · ${what}`}
    </li>
  );
}

/** The texts an import or bulk run wrote, each linked to its key in the editor. */
export function ChangeTexts({ id }: { id: string }) {
  const http = useHttp();
  const change = useQuery({
    queryKey: activityKeys.change(id),
    queryFn: ({ signal }) => activityApi(http).change(id, signal),
  });
  const cells = change.data?.cells ?? [];
  return (
    <section aria-labelledby="change-texts" className="activity-change">
      <h2 id="change-texts">{WORDS.heading(id)}</h2>
      <QueryState query={change} errorText={() => WORDS.failed} />
      {cells.length > SHOWN && <p className="muted">{WORDS.more(SHOWN, cells.length)}</p>}
      <ul className="activity-texts">
        {cells.slice(0, SHOWN).map((cell) => (
          <Text key={`${cell.key} ${cell.locale}`} cell={cell} />
        ))}
      </ul>
    </section>
  );
}
