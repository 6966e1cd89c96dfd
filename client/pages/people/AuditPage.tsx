import { useQuery } from "@tanstack/react-query";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import type { AdminData } from "../../lib/auth-routes";
import { peopleApi, peopleKeys, when } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";

/** What each event means, in words. */
const EVENTS: Record<string, string> = {
  "login.success": "Signed in",
  "login.failure": "Sign-in refused",
  "login.rate_limited": "Sign-in throttled",
  logout: "Signed out",
  "person.create": "Account created",
  "person.invite": "Invited",
  "person.update": "Account changed",
  "person.reset_link": "Reset link made",
  "session.end": "Session ended",
  "session.end_all": "All sessions ended",
  "link.accept": "Password set by link",
  "password.change": "Password changed",
  "password.change_failed": "Password change refused",
  "translations.reviewed_only": "Publish only reviewed changed",
};

/** Admins only: the audit log, newest first, 50 a page. */
export function AuditPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const http = useHttp();
  const [params] = useSearchParams();
  const before = Number(params.get("before")) || undefined;
  const page = useQuery({
    queryKey: peopleKeys.audit(before),
    queryFn: ({ signal }) => peopleApi(http).audit(before, signal),
    enabled: user.role === "admin",
  });
  return (
    <div className="admin-page">
      <title>Audit log · Polyglot admin</title>
      <h1>Audit log</h1>
      {user.role !== "admin" ? (
        <p>Only administrators see the audit log.</p>
      ) : (
        <>
          <p className="muted">Sign-ins and every change to people and sessions, newest first.</p>
          <QueryState
            query={page}
            errorText={(e) => (e instanceof Error ? e.message : "The audit log could not be loaded.")}
          />
          {page.data && (
            <>
              <AdminTable label="Audit table" columns={["When", "What", "Account", "By", "Detail"]}>
                {page.data.events.map((e) => (
                  <tr key={e.id}>
                    <td>{when(e.at)}</td>
                    <td>{EVENTS[e.event] ?? e.event}</td>
                    <td>{e.email ?? "—"}</td>
                    <td>{e.actor_email ?? "—"}</td>
                    <td>
                      {e.detail ?? ""}
                      {e.ip ? ` (${e.ip})` : ""}
                    </td>
                  </tr>
                ))}
              </AdminTable>
              <nav className="pager" aria-label="Audit pages">
                {before && <Link to="/admin/audit">Newest events</Link>}
                {page.data.next && <Link to={`/admin/audit?before=${page.data.next}`}>Older events</Link>}
              </nav>
            </>
          )}
        </>
      )}
    </div>
  );
}
