import { useQuery } from "@tanstack/react-query";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { QueryState } from "../../components/admin/AdminTable";
import {
  ACTIVITY_FILTER_NAMES,
  type ActivityEntry,
  type ActivityFilters,
  activityApi,
  activityKeys,
} from "../../lib/activity-api";
import type { AdminData } from "../../lib/auth-routes";
import { peopleApi, peopleKeys, when } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { ActivityFilterForm } from "./ActivityFilterForm";
import { ChangeTexts } from "./ChangeTexts";
import "./activity.css";

/** The page's words, whole sentences in one place (issue 38 makes them messages). */
const WORDS = {
  title: "Activity log",
  adminsOnly: "Only administrators see the activity log.",
  intro: "Every change made in the admin and every sign-in, newest first, 50 a page.",
  change: (id: string) => `The entries of change #${id}: the import or bulk action, and its undo.`,
  failed: "The activity log could not be loaded.",
  none: "Nothing happened that these filters show.",
  open: "Open",
  newest: "Newest entries",
  older: "Older entries",
  pages: "Activity pages",
};

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
  return (
    <li className="activity-entry">
      <p className="activity-summary">{entry.summary}</p>
      <p className="activity-meta">
        <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>
        {entry.link && (
          <Link to={entry.link.ui} aria-label={`${WORDS.open}: ${entry.summary}`}>
            {WORDS.open}
          </Link>
        )}
      </p>
    </li>
  );
}

/** Admins only: what happened, as sentences, with filters by person, action, locale and day. */
export function ActivityPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
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
      <title>Activity log · Polyglot admin</title>
      <h1>{WORDS.title}</h1>
      {!isAdmin ? (
        <p>{WORDS.adminsOnly}</p>
      ) : (
        <>
          <p className="muted">{filters.change ? WORDS.change(filters.change) : WORDS.intro}</p>
          <ActivityFilterForm key={params.toString()} filters={filters} people={people.data?.people ?? []} />
          <QueryState query={page} errorText={(e) => (e instanceof Error ? e.message : WORDS.failed)} />
          {page.data && (
            <>
              {page.data.events.length === 0 ? (
                <p>{WORDS.none}</p>
              ) : (
                <ol className="activity-list" aria-label={WORDS.title}>
                  {page.data.events.map((e) => (
                    <Entry key={e.id} entry={e} />
                  ))}
                </ol>
              )}
              <nav className="pager" aria-label={WORDS.pages}>
                {filters.before && <Link to={pageLink(sameFilters, null)}>{WORDS.newest}</Link>}
                {page.data.next && <Link to={pageLink(sameFilters, page.data.next)}>{WORDS.older}</Link>}
              </nav>
            </>
          )}
          {filters.change && <ChangeTexts id={filters.change} />}
        </>
      )}
    </div>
  );
}
