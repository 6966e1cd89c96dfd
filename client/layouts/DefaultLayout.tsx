import { type ReactNode, useEffect, useMemo } from "react";
import { Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, localeInfo, localePath } from "../../common/locales";
import { ColourModeToggle } from "../components/ColourModeToggle";
import { ErrorPage } from "../components/ErrorPage";
import { Icon } from "../components/Icon";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { RuntimeStatus } from "../components/RuntimeStatus";
import { useI18n } from "../i18n/I18nProvider";
import { storeLocale } from "../i18n/locale-cookie";
import type { PreviewState } from "../lib/data-source";
import { runtimeLabels } from "../lib/runtime-labels";

/**
 * A live preview (POST /api/admin/preview): the page shows an editor's unsaved drafts,
 * to that editor only, and says so in the admin's language before anything else.
 */
function PreviewBanner() {
  const preview = useRouteLoaderData<{ preview?: PreviewState | null }>("root")?.preview;
  if (!preview) return null;
  const drafts = `${preview.drafts} unsaved draft${preview.drafts === 1 ? "" : "s"}`;
  const until = `${preview.expiresAt.slice(11, 16)} UTC`;
  return (
    <aside className="preview-banner" aria-label="Preview" lang="en" data-testid="preview-banner">
      <Icon name="lucide:eye" />
      <p>
        <strong>Preview — not published.</strong> This page shows {drafts} for {localeInfo(preview.locale).name}. Only
        you can see them (until <time dateTime={preview.expiresAt}>{until}</time>). Visitors see the published text.
      </p>
    </aside>
  );
}

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
      <PreviewBanner />
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
