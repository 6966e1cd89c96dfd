import { useMemo } from "react";
import { Form, NavLink, Outlet, useLoaderData, useMatches, useNavigation, useRouteError } from "react-router";
import { ADMIN_HOME, LOGOUT_PATH } from "../../common/auth";
import { MSG_INTERNAL_ERROR, MSG_NOT_FOUND_DEFAULT } from "../../common/constants";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../admin-i18n/keys";
import { InboxBell } from "../components/admin/InboxBell";
import { InContextButton } from "../components/admin/InContextButton";
import { describeError } from "../components/ErrorPage";
import { RoutedColorModeToggle } from "../components/RoutedColorModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";
import type { AdminData } from "../lib/auth-routes";
import { adminRuntimeLabels } from "./admin-runtime-labels";
import "./admin-pages.css";

/** The admin sections: every account's, then the admins' own, then the account's. */
const SECTIONS: ReadonlyArray<{ to: string; label: AdminKey; adminOnly?: boolean; end?: boolean }> = [
  { to: "/admin", label: "layout.nav.dashboard", end: true },
  { to: "/admin/translation", label: "layout.nav.translations" },
  { to: "/admin/glossary", label: "layout.nav.glossary" },
  { to: "/admin/people", label: "layout.nav.people", adminOnly: true },
  { to: "/admin/audit", label: "layout.nav.activity", adminOnly: true },
  { to: "/admin/webhooks", label: "layout.nav.webhooks", adminOnly: true },
  { to: "/admin/tasks", label: "layout.nav.tasks", adminOnly: true },
  { to: "/admin/account", label: "layout.nav.account" },
  { to: "/admin/tokens", label: "layout.nav.tokens" },
];

/** The admin layout: a bar with the admin sections and the signed-in account, then the page. */
export function AdminLayout() {
  const { user, unread } = useLoaderData<AdminData>();
  const { t } = useAdminI18n();
  const labels = useMemo(() => adminRuntimeLabels(t), [t]);
  const navigation = useNavigation();
  // A page whose route says so (the editor's) fills the window and scrolls inside.
  const fill = useMatches().some((m) => (m.handle as { fillWindow?: boolean } | undefined)?.fillWindow);
  return (
    <div className={fill ? "layout layout-admin editor-open" : "layout layout-admin"}>
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <RuntimeStatus labels={labels} />
      <header className="admin-header">
        <span className="brand">{t("layout.brand")}</span>
        <nav aria-label={t("layout.nav.label")}>
          <ul>
            {SECTIONS.filter((s) => !s.adminOnly || user.role === "admin").map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end}>
                  {t(s.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-account">
          <span data-testid="signed-in-as">
            {user.email} <span className="role">{t("layout.account.role", { role: user.role })}</span>
          </span>
          <InboxBell unread={unread} />
          <InContextButton user={user} />
          {/* A real form: without JavaScript the browser posts it (the worker accepts this one form
              same-origin, docs/decisions/0018); with it, the route's action makes the JSON call. */}
          <Form method="post" action={LOGOUT_PATH}>
            <button type="submit" className="button-link" disabled={navigation.formAction === LOGOUT_PATH}>
              {t("common.signOut")}
            </button>
          </Form>
        </div>
        <RoutedColorModeToggle labels={labels.colorMode} />
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}

/** The words of the errors the worker and the router give without a message of their own. */
const DEFAULT_MESSAGES: Record<string, AdminKey> = {
  [MSG_NOT_FOUND_DEFAULT]: "layout.error.notFoundText",
  [MSG_INTERNAL_ERROR]: "layout.error.internalText",
};

/**
 * The admin's error page (a route module that would not load, a loader that failed): in the
 * admin's language, never in the site's messages; a message the server wrote is shown as it
 * came. The way back is a full page load, which also fetches any module that failed.
 */
export function AdminErrorBoundary() {
  const { t } = useAdminI18n();
  const { status, message } = describeError(useRouteError());
  const heading = t(
    status === 404 ? "layout.error.notFound" : status === 410 ? "layout.error.gone" : "layout.error.failed",
  );
  const known = Object.hasOwn(DEFAULT_MESSAGES, message) ? DEFAULT_MESSAGES[message] : undefined;
  return (
    <div className="layout layout-admin">
      <main id="main" className="admin-main">
        <section className="error-page" aria-labelledby="error-title">
          <title>{t("layout.error.title", { status, heading })}</title>
          <p className="error-status">{status}</p>
          <h1 id="error-title">{heading}</h1>
          <p className="error-message" data-testid="error-message">
            {known ? t(known) : message}
          </p>
          <p>
            <a href={ADMIN_HOME}>{t("layout.error.backToDashboard")}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
