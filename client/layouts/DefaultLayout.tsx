import { type ReactNode, useEffect, useMemo } from "react";
import { Link, Outlet, useRouteError } from "react-router";
import { DEFAULT_LOCALE, localePath } from "../../common/locales";
import { ColourModeToggle } from "../components/ColourModeToggle";
import { ErrorPage } from "../components/ErrorPage";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { RuntimeStatus } from "../components/RuntimeStatus";
import { useI18n } from "../i18n/I18nProvider";
import { storeLocale } from "../i18n/locale-cookie";
import { runtimeLabels } from "../lib/runtime-labels";

/** The public layout: site header with the language switcher, main content, footer. */
function PublicFrame({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  // A prefixed page stores its locale, also when reached by client-side navigation.
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE) storeLocale(locale);
  }, [locale]);
  const labels = useMemo(() => runtimeLabels(t), [t]);
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <RuntimeStatus labels={labels} />
      <header className="site-header">
        <Link className="brand" to={localePath(locale)}>
          {t("site.name")}
        </Link>
        <LanguageSwitcher />
        <ColourModeToggle labels={labels.colorMode} />
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
