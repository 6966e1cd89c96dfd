import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { ACTIVITY_GROUPS } from "../../../common/activity/groups";
import { ADMIN_LANGUAGE, localeName } from "../../../common/activity/locale-names";
import { LOCALES } from "../../../common/locales";
import type { ActivityFilters } from "../../lib/activity-api";
import { today } from "../../lib/activity-api";
import type { Person } from "../../lib/people-api";

/** The form's words, whole sentences in one place (issue 38 makes them messages). */
const WORDS = {
  legend: "Show only",
  person: "Person",
  everyone: "Everyone",
  action: "Action",
  everything: "Every action",
  locale: "Locale",
  everyLocale: "Every locale",
  from: "From",
  to: "To",
  apply: "Show entries",
  today: "Today only",
  clear: "Clear filters",
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, ADMIN_LANGUAGE);

/** The log's filters: a GET form, so the URL holds them and every page of results keeps them. */
export function ActivityFilterForm({ filters, people }: { filters: ActivityFilters; people: readonly Person[] }) {
  const locales = LOCALES.map((l) => ({ code: l.code, name: localeName(l.code) })).sort(byName);
  // The reader's today, known in the browser only (the server's day may be another): set after hydration.
  const [day, setDay] = useState<string | null>(null);
  useEffect(() => setDay(today()), []);
  return (
    <Form method="get" className="activity-filters" aria-label="Filters">
      <fieldset>
        <legend>{WORDS.legend}</legend>
        <div className="field wide">
          <label htmlFor="activity-person">{WORDS.person}</label>
          <select id="activity-person" name="person" defaultValue={filters.person ?? ""}>
            <option value="">{WORDS.everyone}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field wide">
          <label htmlFor="activity-action">{WORDS.action}</label>
          <select id="activity-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">{WORDS.everything}</option>
            {Object.entries(ACTIVITY_GROUPS).map(([group, label]) => (
              <option key={group} value={group}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field wide">
          <label htmlFor="activity-locale">{WORDS.locale}</label>
          <select id="activity-locale" name="locale" defaultValue={filters.locale ?? ""}>
            <option value="">{WORDS.everyLocale}</option>
            {locales.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-from">{WORDS.from}</label>
          <input id="activity-from" type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="activity-to">{WORDS.to}</label>
          <input id="activity-to" type="date" name="to" defaultValue={filters.to ?? ""} />
        </div>
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button-primary">
          {WORDS.apply}
        </button>
        <Link to={day ? `/admin/audit?from=${day}&to=${day}` : "/admin/audit"}>{WORDS.today}</Link>
        <Link to="/admin/audit">{WORDS.clear}</Link>
      </div>
    </Form>
  );
}
