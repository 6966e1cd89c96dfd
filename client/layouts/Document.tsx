import { type ReactNode, useContext } from "react";
import { Outlet, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { adminLangTag } from "../../common/admin-locale";
import { localeInfo, splitLocalePath } from "../../common/locales";
import { isAdminPath } from "../../common/pages";
import { ErrorPage } from "../components/ErrorPage";
import { IconData } from "../components/Icon";
import { I18nProvider } from "../i18n/I18nProvider";
import type { MessageBundle } from "../i18n/messages";
import { useAppConfig } from "../lib/app-config";
import { ForcedColorMode, forcedColorMode, useColorMode } from "../lib/color-mode";
import { NonceContext } from "../lib/nonce";

/**
 * Without the root's data, the language of the URL and no messages (never a raw key). The worker
 * runs the root loader for error pages that matched nothing (worker/ssr/render.tsx), so this is
 * left for a root loader that failed: the page shows its status and message.
 */
function bundleWithoutData(pathname: string): MessageBundle {
  return { locale: splitLocalePath(pathname).locale, fallback: {} };
}

/** The whole document under the mode its routes force, if any. */
function Shell({ children }: { children: ReactNode }) {
  const matches = useMatches();
  return (
    <ForcedColorMode value={forcedColorMode(matches.map((m) => m.handle))}>
      <Html>{children}</Html>
    </ForcedColorMode>
  );
}

/**
 * The whole HTML document, rendered by the worker. The admin's single-page app hydrates it in
 * place; a public page hydrates only its islands (docs/decisions/0053-public-pages-hydrate-islands.md).
 */
function Html({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bundle = useRouteLoaderData<MessageBundle>("root") ?? bundleWithoutData(pathname);
  const matches = useMatches();
  const { assets, admin } = useAppConfig();
  const nonce = useContext(NonceContext);
  const forcedLang = matches.map((m) => (m.handle as { lang?: string } | undefined)?.lang).findLast(Boolean);
  // A fixed mode is an attribute from the first byte; `system` leaves it to the stylesheet's media query.
  const { theme } = useColorMode();
  // An editor's edit-mode page has the admin's words too, for its bar: the page stays in the site's language.
  const lang =
    admin && isAdminPath(pathname) ? adminLangTag(admin.locale) : (forcedLang ?? localeInfo(bundle.locale).tag);
  return (
    <html lang={lang} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? "light dark"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        {admin && <link rel="preload" href={admin.messages} as="fetch" crossOrigin="anonymous" />}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <I18nProvider bundle={bundle}>{children}</I18nProvider>
        <IconData />
      </body>
    </html>
  );
}

export function Document() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <Shell>
      <main id="main" className="error-main">
        <ErrorPage error={error} />
      </main>
    </Shell>
  );
}
