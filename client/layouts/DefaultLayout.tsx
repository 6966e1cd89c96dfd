import type { ReactNode } from "react";
import { Link, Outlet, useRouteError } from "react-router";
import { localePath } from "../../common/locales";
import { ErrorPage } from "../components/ErrorPage";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { useI18n } from "../i18n/I18nProvider";

/** The public layout: site header with the language switcher, main content, footer. */
function PublicFrame({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <header className="site-header">
        <Link className="brand" to={localePath(locale)}>
          {t("site.name")}
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <small>© {t("site.name")}</small>
      </footer>
    </div>
  );
}

export function DefaultLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function PublicErrorBoundary() {
  const error = useRouteError();
  return (
    <PublicFrame>
      <ErrorPage error={error} />
    </PublicFrame>
  );
}
