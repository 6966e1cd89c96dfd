import { useQuery } from "@tanstack/react-query";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { QueryState } from "../../components/admin/AdminTable";
import {
  ACTIVITY_FILTER_NAMES,
  type ActivityEntry,
  type ActivityFilters,
  activityApi,
  activityKeys,
  activitySentence,
} from "../../lib/activity-api";
import type { AdminData } from "../../lib/auth-routes";
import { peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { ActivityFilterForm } from "./ActivityFilterForm";
import { ChangeTexts } from "./ChangeTexts";
import "./activity.css";

function filtersOf(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const name of ACTIVITY_FILTER_NAMES) filters[name] = params.get(name) || undefined;
  return filters;
}

/** The same filters on another page of results. */
function pageLink(filters: ActivityFilters, before: number | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, before: before ?? undefined }))
    if (value) params.set(name, String(value));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const summary = activitySentence(entry, i18n);
  return (
    <li className="activity-entry">
      <p className="activity-summary">{summary}</p>
      <p className="activity-meta">
        <time dateTime={new Date(entry.at).toISOString()}>{i18n.dateTime(entry.at)}</time>
        {entry.link && (
          <Link to={entry.link.ui} aria-label={t("activity.openLabel", { summary })}>
            {t("activity.open")}
          </Link>
        )}
      </p>
    </li>
  );
}

/** Admins only: what happened, as sentences, with filters by person, action, locale and day. */
export function ActivityPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const { t } = useAdminI18n();
  const http = useHttp();
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const isAdmin = user.role === "admin";
  const page = useQuery({
    queryKey: activityKeys.page(filters),
    queryFn: ({ signal }) => activityApi(http).page(filters, signal),
    enabled: isAdmin,
  });
  const people = useQuery({
    queryKey: peopleKeys.list,
    queryFn: ({ signal }) => peopleApi(http).list(signal),
    enabled: isAdmin,
  });
  const { before: _, ...sameFilters } = filters;
  return (
    <div className="admin-page activity-page">
      <title>{t("activity.pageTitle")}</title>
      <h1>{t("activity.title")}</h1>
      {!isAdmin ? (
        <p>{t("activity.adminsOnly")}</p>
      ) : (
        <>
          <p className="muted">{filters.change ? t("activity.change", { id: filters.change }) : t("activity.intro")}</p>
          <ActivityFilterForm key={params.toString()} filters={filters} people={people.data?.people ?? []} />
          <QueryState query={page} errorText={(e) => (e instanceof Error ? e.message : t("activity.failed"))} />
          {page.data && (
            <>
              {page.data.events.length === 0 ? (
                <p>{t("activity.none")}</p>
              ) : (
                <ol className="activity-list" aria-label={t("activity.title")}>
                  {page.data.events.map((e) => (
                    <Entry key={e.id} entry={e} />
                  ))}
                </ol>
              )}
              <nav className="pager" aria-label={t("activity.pages")}>
                {filters.before && <Link to={pageLink(sameFilters, null)}>{t("activity.newest")}</Link>}
                {page.data.next && <Link to={pageLink(sameFilters, page.data.next)}>{t("activity.older")}</Link>}
              </nav>
            </>
          )}
          {filters.change && <ChangeTexts id={filters.change} />}
        </>
      )}
    </div>
  );
}
