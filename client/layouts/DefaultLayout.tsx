import type { ReactNode } from "react";
import { Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { PreviewState } from "../../common/contracts/data-source";
import { localeInfo, localePath } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { ErrorPage } from "../components/ErrorPage";
import { Icon } from "../components/Icon";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { SiteNav } from "../components/SiteNav";
import { useI18n } from "../i18n/I18nProvider";
import { Island } from "../islands/Island";
import { useColorMode } from "../lib/color-mode";
import { runtimeLabels } from "../lib/runtime-labels";

/** The year of the footer's copyright line: fixed, so every render (and the edge cache) agrees. */
const COPYRIGHT_YEAR = "2025";

/**
 * A live preview (POST /api/admin/preview): the page shows an editor's unsaved drafts,
 * to that editor only, and says so in the admin's language before anything else. Only the
 * server renders it (a public page hydrates its islands alone), with the admin's messages it
 * reads for a preview (worker/routes/pages/render.ts); a visitor's page never has them.
 */
function PreviewBanner() {
  const preview = useRouteLoaderData<{ preview?: PreviewState | null }>("root")?.preview;
  return preview ? <PreviewNotice preview={preview} /> : null;
}

function PreviewNotice({ preview }: { preview: PreviewState }) {
  const { t, rich, dateTime, lang } = useAdminI18n();
  const time = dateTime(preview.expiresAt, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return (
    <aside
      className="preview-banner"
      aria-label={t("layout.previewBanner.label")}
      lang={lang}
      data-testid="preview-banner"
    >
      <Icon name="lucide:eye" />
      <p>
        {rich("layout.previewBanner.text", {
          count: preview.drafts,
          locale: localeInfo(preview.locale).name,
          strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          time: (chunks: ReactNode[]) => <time dateTime={preview.expiresAt}>{chunks}</time>,
          until: time,
        })}
      </p>
    </aside>
  );
}

/**
 * The public layout: site header with the primary navigation and the language switcher, main
 * content, footer with the page links again. Rendered by
 * the server only; the browser hydrates its islands, the color-mode toggle and the new-build
 * banner (docs/decisions/0053-public-pages-hydrate-islands.md).
 */
function PublicFrame({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const { forced } = useColorMode();
  const labels = runtimeLabels(t);
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <PreviewBanner />
      <Island name="build-banner" props={{ labels: labels.build }} />
      <header className="site-header">
        <a className="brand" href={localePath(locale)}>
          {t("site.name")}
        </a>
        <SiteNav className="site-nav" label={t("nav.primary")} />
        <LanguageSwitcher />
        <Island name="color-mode" props={{ labels: labels.colorMode, redirect: pathname + search, forced }} />
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <div className="footer-inner">
          <p className="footer-brand">
            <strong>{t("site.name")}</strong> {t("footer.tagline")}
          </p>
          <SiteNav className="footer-nav" label={t("footer.pages")} />
          <p className="footer-legal">
            <small>{t("footer.copyright", { year: COPYRIGHT_YEAR, name: t("site.name") })}</small>{" "}
            <a href="/sitemap.xml">{t("footer.sitemap")}</a>
          </p>
        </div>
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
