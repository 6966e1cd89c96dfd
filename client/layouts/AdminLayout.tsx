import { Form, NavLink, Outlet, useLoaderData, useMatches, useNavigation, useRouteError } from "react-router";
import { ADMIN_HOME, LOGOUT_PATH } from "../../common/auth";
import { InboxBell } from "../components/admin/InboxBell";
import { InContextButton } from "../components/admin/InContextButton";
import { describeError } from "../components/ErrorPage";
import { RoutedColorModeToggle } from "../components/RoutedColorModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";
import type { AdminData } from "../lib/auth-routes";
import "./admin-pages.css";

/** The admin layout: a bar with the admin sections and the signed-in account, then the page. */
export function AdminLayout() {
  const { user, unread } = useLoaderData<AdminData>();
  const navigation = useNavigation();
  // A page whose route says so (the editor's) fills the window and scrolls inside.
  const fill = useMatches().some((m) => (m.handle as { fillWindow?: boolean } | undefined)?.fillWindow);
  return (
    <div className={fill ? "layout layout-admin editor-open" : "layout layout-admin"}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RuntimeStatus />
      <header className="admin-header">
        <span className="brand">Polyglot admin</span>
        <nav aria-label="Administration">
          <ul>
            <li>
              <NavLink to="/admin" end>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/translation">Translations</NavLink>
            </li>
            <li>
              <NavLink to="/admin/glossary">Glossary</NavLink>
            </li>
            {user.role === "admin" && (
              <>
                <li>
                  <NavLink to="/admin/people">People</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/audit">Activity log</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/webhooks">Webhooks</NavLink>
                </li>
                <li>
                  <NavLink to="/admin/tasks">Tasks</NavLink>
                </li>
              </>
            )}
            <li>
              <NavLink to="/admin/account">Your account</NavLink>
            </li>
            <li>
              <NavLink to="/admin/tokens">API tokens</NavLink>
            </li>
          </ul>
        </nav>
        <div className="admin-account">
          <span data-testid="signed-in-as">
            {user.email} <span className="role">({user.role})</span>
          </span>
          <InboxBell unread={unread} />
          <InContextButton user={user} />
          {/* A real form: without JavaScript the browser posts it (the worker accepts this one form
              same-origin, docs/decisions/0018); with it, the route's action makes the JSON call. */}
          <Form method="post" action={LOGOUT_PATH}>
            <button type="submit" className="button-link" disabled={navigation.formAction === LOGOUT_PATH}>
              Sign out
            </button>
          </Form>
        </div>
        <RoutedColorModeToggle />
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The admin's error page (a route module that would not load, a loader that failed): in English
 * like the rest of the admin (its routes force `lang="en"`), never in the site's messages. The
 * way back is a full page load, which also fetches any module that failed.
 */
export function AdminErrorBoundary() {
  const { status, message } = describeError(useRouteError());
  const title =
    status === 404 ? "Page not found" : status === 410 ? "This link can no longer be used" : "Something went wrong";
  return (
    <div className="layout layout-admin">
      <main id="main" className="admin-main">
        <section className="error-page" aria-labelledby="error-title">
          <title>{`${status} · ${title}`}</title>
          <p className="error-status">{status}</p>
          <h1 id="error-title">{title}</h1>
          <p className="error-message" data-testid="error-message">
            {message}
          </p>
          <p>
            <a href={ADMIN_HOME}>Back to the dashboard</a>
          </p>
        </section>
      </main>
    </div>
  );
}
