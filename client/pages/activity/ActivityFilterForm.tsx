import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { ACTIVITY_GROUPS } from "../../../common/activity/groups";
import { LOCALES, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { ActivityFilters } from "../../lib/activity-api";
import { today } from "../../lib/activity-api";
import type { Person } from "../../lib/people-api";

/** The log's filters: a GET form, so the URL holds them and every page of results keeps them. */
export function ActivityFilterForm({ filters, people }: { filters: ActivityFilters; people: readonly Person[] }) {
  const { t, localeName, tag } = useAdminI18n();
  const locales = LOCALES.map((l) => ({ code: l.code, name: localeName(l.code) })).sort((a, b) =>
    a.name.localeCompare(b.name, tag),
  );
  // The reader's today, known in the browser only (the server's day may be another): set after hydration.
  const [day, setDay] = useState<string | null>(null);
  useEffect(() => setDay(today()), []);
  return (
    <Form method="get" className="activity-filters" aria-label={t("activity.filters.label")}>
      <fieldset>
        <legend>{t("activity.filters.legend")}</legend>
        <div className="field wide">
          <label htmlFor="activity-person">{t("activity.filters.person")}</label>
          <select id="activity-person" name="person" defaultValue={filters.person ?? ""}>
            <option value="">{t("activity.filters.everyone")}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id} translate="no">
                {p.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field wide">
          <label htmlFor="activity-action">{t("activity.filters.action")}</label>
          <select id="activity-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">{t("activity.filters.everything")}</option>
            {Object.entries(ACTIVITY_GROUPS).map(([group, name]) => (
              <option key={group} value={group}>
                {t(`activity.group.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field wide">
          <label htmlFor="activity-locale">{t("activity.filters.locale")}</label>
          <select id="activity-locale" name="locale" defaultValue={filters.locale ?? ""}>
            <option value="">{t("activity.filters.everyLocale")}</option>
            {locales.map((l) => (
              <option key={l.code} value={l.code} lang={localeInfo(l.code).tag}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-from">{t("activity.filters.from")}</label>
          <input id="activity-from" type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="activity-to">{t("activity.filters.to")}</label>
          <input id="activity-to" type="date" name="to" defaultValue={filters.to ?? ""} />
        </div>
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button-primary">
          {t("activity.filters.apply")}
        </button>
        <Link to={day ? `/admin/audit?from=${day}&to=${day}` : "/admin/audit"}>{t("activity.filters.today")}</Link>
        <Link to="/admin/audit">{t("activity.filters.clear")}</Link>
      </div>
    </Form>
  );
}
