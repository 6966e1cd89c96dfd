import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { UndoTranslation } from "../../../common/contracts/translation-responses";
import { isLocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { QueryState } from "../../components/admin/AdminTable";
import { activityApi, activityKeys } from "../../lib/activity-api";
import { useHttp } from "../../lib/use-http";

/** The most texts the list shows; the API path gives every one. */
const SHOWN = 100;

function Text({ cell }: { cell: UndoTranslation }) {
  const { t, localeName } = useAdminI18n();
  const locale = isLocaleCode(cell.locale) ? localeName(cell.locale) : cell.locale;
  const what = cell.review
    ? t("activity.texts.review", { review: cell.review.replaceAll("-", "_") })
    : t("activity.texts.imported", { text: cell.imported || t("activity.texts.empty") });
  return (
    <li>
      <Link to={`/admin/translation?q=${encodeURIComponent(cell.key)}`}>{cell.key}</Link>
      {" · "}
      {t("activity.texts.line", { locale, what })}
    </li>
  );
}

/** The texts an import or bulk run wrote, each linked to its key in the editor. */
export function ChangeTexts({ id }: { id: string }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const change = useQuery({
    queryKey: activityKeys.change(id),
    queryFn: ({ signal }) => activityApi(http).change(id, signal),
  });
  const cells = change.data?.cells ?? [];
  return (
    <section aria-labelledby="change-texts" className="activity-change">
      <h2 id="change-texts">{t("activity.texts.heading", { id })}</h2>
      <QueryState query={change} errorText={() => t("activity.texts.failed")} />
      {cells.length > SHOWN && (
        <p className="muted">{t("activity.texts.more", { shown: SHOWN, total: cells.length })}</p>
      )}
      <ul className="activity-texts">
        {cells.slice(0, SHOWN).map((cell) => (
          <Text key={`${cell.key} ${cell.locale}`} cell={cell} />
        ))}
      </ul>
    </section>
  );
}
