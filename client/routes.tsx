import type { ReactNode } from "react";
import {
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from "react-router";
import { editorRoute } from "#editor-route";
import { LOCALE_COOKIE } from "../common/constants";
import type { PreviewState } from "../common/contracts/data-source";
import { DEFAULT_LOCALE, LOCALES, type LocaleCode, localePath, splitLocalePath } from "../common/locales";
import { inNamespaces, PUBLIC_LAYOUT_NAMESPACES, ROOT_NAMESPACES } from "../common/message-scopes";
import { negotiateLocale } from "../common/negotiate";
import { misnamedPageTarget, PAGES, type PageId, pageSlug } from "../common/pages";
import type { MessageBundle, Messages } from "./i18n/messages";
import { AdminErrorBoundary, AdminLayout } from "./layouts/AdminLayout";
import { DefaultLayout, PublicErrorBoundary } from "./layouts/DefaultLayout";
import { Document, RootErrorBoundary } from "./layouts/Document";
import { LoginLayout } from "./layouts/LoginLayout";
import { adminLoader, loginAction, loginLoader, logoutAction, logoutLoader } from "./lib/auth-routes";
import { lazyRoute } from "./lib/chunk-reload";
import { dataSourceContext } from "./lib/data-source";
import { notFoundRoute } from "./lib/errors";
import { linkAction, linkLoader } from "./lib/link-routes";
import { routeMiddleware } from "./lib/route-middleware";
import { DashboardPage } from "./pages/DashboardPage";
import { dashboardLoader } from "./pages/dashboard/loader";
import { HomePage } from "./pages/HomePage";
import { LinkPage } from "./pages/LinkPage";
import { LoginPage } from "./pages/LoginPage";
import { AboutPage } from "./pages/public/AboutPage";
import { FeaturesPage } from "./pages/public/FeaturesPage";
import { NewsPage } from "./pages/public/NewsPage";
import { PricingPage } from "./pages/public/PricingPage";
import { editorLoader } from "./pages/translation/loader";

/**
 * The messages a page uses, declared by its routes (`handle: { messages: [namespaces] }`, every
 * matched route adding its own): the root's chrome and errors, the public layout's navigation,
 * each page its own namespace. Each page gets exactly these, never the whole bundle.
 */
export function pageNamespaces(pathname: string): string[] {
  let known = namespacesByPath.get(pathname);
  if (!known) {
    // Where nothing matches (`/%0a`), the root's error page: the root's own.
    const matched = matchRoutes(routes, pathname)?.map((m) => m.route) ?? routes.slice(0, 1);
    const declared = matched.flatMap(
      (route) => (route.handle as { messages?: readonly string[] } | undefined)?.messages ?? [],
    );
    known = [...new Set(declared)];
    // Paths come from requests: the memo is bounded, and starts afresh when full.
    if (namespacesByPath.size >= NAMESPACE_MEMO_LIMIT) namespacesByPath.clear();
    namespacesByPath.set(pathname, known);
  }
  return known;
}

/** Matching the route table costs a fraction of a millisecond a call: each path's answer is kept. */
const NAMESPACE_MEMO_LIMIT = 1024;
const namespacesByPath = new Map<string, string[]>();

/**
 * A page's part of a bundle, made once per (bundle, namespaces): published bundles are immutable
 * and kept per isolate, and the formatters prepared for a bundle are keyed by its identity
 * (common/icu/format.ts), so a new object per request would prepare them all again.
 */
const parts = new WeakMap<Messages, Map<string, Messages>>();

function pick(bundle: Messages, namespaces: readonly string[]): Messages {
  let byScope = parts.get(bundle);
  if (!byScope) {
    byScope = new Map();
    parts.set(bundle, byScope);
  }
  const scope = namespaces.join();
  let picked = byScope.get(scope);
  if (!picked) {
    picked = Object.create(null) as Messages;
    for (const [key, message] of Object.entries(bundle)) {
      if (inNamespaces(key, namespaces)) picked[key] = message;
    }
    byScope.set(scope, picked);
  }
  return picked;
}

/**
 * Loads the messages of the locale the URL names, for the namespaces its routes declare: the
 * fallback first, then the locale on top; and says whether they hold a live preview's drafts
 * (the public layout then shows its banner).
 */
async function rootLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<MessageBundle & { preview: PreviewState | null }> {
  const { pathname } = new URL(request.url);
  const { locale } = splitLocalePath(pathname);
  const source = context.get(dataSourceContext);
  const [fallback, current] = await Promise.all([
    source.messages(DEFAULT_LOCALE),
    locale === DEFAULT_LOCALE ? undefined : source.messages(locale),
  ]);
  const preview = source.preview?.() ?? null;
  const namespaces = pageNamespaces(pathname);
  const bundle = {
    locale,
    fallback: pick(fallback, namespaces),
    current: current && pick(current, namespaces),
    preview,
  };
  // An editor's edit-mode page (docs/decisions/0058-in-context-editing.md): every message marked with its key.
  return source.inContext?.() ? { ...bundle, marked: true } : bundle;
}

/** Messages change only when the locale of the path does, or the namespaces its routes declare, or after a mutation. */
const revalidateOnLocaleChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale ||
  pageNamespaces(currentUrl.pathname).join() !== pageNamespaces(nextUrl.pathname).join() ||
  defaultShouldRevalidate;

/** The 404 page: the asked-for path travels in `?path=`, else the page's own path. */
function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  return notFoundRoute(url.searchParams.get("path") || url.pathname);
}

/**
 * Unknown route. A page asked for by another language's slug or a former one (`/de/pricing`,
 * `/en/preise`, `/plans`) gets a 301 to its path in the locale of the URL. Anything else
 * redirects to the 404 page in the visitor's language: the path's locale prefix
 * (`/de/gibt-es-nicht`), else the language-redirect cookie, else Accept-Language.
 */
function unmatchedLoader({ request, context }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const source = context.get(dataSourceContext);
  const prefixed = splitLocalePath(url.pathname);
  const renamed = misnamedPageTarget(prefixed.locale, prefixed.rest);
  if (renamed) throw redirect(renamed + url.search, 301);
  const locale =
    prefixed.rest !== url.pathname
      ? prefixed.locale
      : negotiateLocale({ cookie: source.cookie(LOCALE_COOKIE), acceptLanguage: source.acceptLanguage() });
  const asked = url.pathname + url.search;
  throw redirect(`${localePath(locale, "/404")}?path=${encodeURIComponent(asked)}`);
}

/** The 404 route's loader always throws; the layout's error boundary renders the page. */
function NeverRendered() {
  return null;
}

/** Each public page's screen; its messages are its own namespace (the page's id). */
const PAGE_COMPONENTS: Record<PageId, () => ReactNode> = {
  home: HomePage,
  features: FeaturesPage,
  pricing: PricingPage,
  about: AboutPage,
  news: NewsPage,
};

/** The public pages of one locale, at their paths in that locale (common/pages.ts). */
function pageRoutes(locale: LocaleCode): RouteObject[] {
  return PAGES.map(({ id }) => {
    const slug = pageSlug(id, locale);
    const page = { handle: { messages: [id], page: id }, Component: PAGE_COMPONENTS[id] };
    return slug ? { path: slug, ...page } : { index: true, ...page };
  });
}

const publicRoutes: RouteObject[] = LOCALES.map(({ code }) => ({
  id: `public-${code}`,
  path: localePath(code),
  handle: { messages: PUBLIC_LAYOUT_NAMESPACES },
  Component: DefaultLayout,
  ErrorBoundary: PublicErrorBoundary,
  children: [...pageRoutes(code), { path: "404", loader: notFoundLoader, Component: NeverRendered }],
}));

/**
 * Of the site's messages the admin shows the chrome (root's) and the navigation's; its own words
 * are the admin's messages, in the admin's locale (the document's `lang` follows it: docs/decisions/0087).
 */
const adminHandle = { messages: ["nav"] };

/**
 * Paths match in their own case only, as the worker's routes and guards do: `/ADMIN/translation`
 * is no admin page and `/De` no German one (the worker sends locale prefixes to lowercase).
 */
function matchCase(table: RouteObject[]): RouteObject[] {
  for (const route of table) {
    route.caseSensitive = true;
    if (route.children) matchCase(route.children);
  }
  return table;
}

/** The one route table, shared by the worker (SSR) and the browser (hydration). */
export const routes: RouteObject[] = matchCase([
  {
    id: "root",
    // Every page: the site's name and skip link, the runtime's controls, the error pages.
    handle: { messages: ROOT_NAMESPACES },
    middleware: routeMiddleware("route-rules", "new-build-reload"),
    loader: rootLoader,
    shouldRevalidate: revalidateOnLocaleChange,
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    children: [
      ...publicRoutes,
      {
        // Pathless, so the form posts to /admin/login itself (not /admin/login?index).
        id: "login-layout",
        handle: adminHandle,
        Component: LoginLayout,
        ErrorBoundary: AdminErrorBoundary,
        children: [
          { path: "admin/login", loader: loginLoader, action: loginAction, Component: LoginPage },
          // An invitation or password-reset link (worker/middleware/guards.ts lets it through signed out).
          { path: "admin/invite/:token", loader: linkLoader, action: linkAction, Component: LinkPage },
        ],
      },
      {
        id: "admin",
        path: "admin",
        handle: adminHandle,
        loader: adminLoader,
        // Every navigation in the admin re-checks the session, as a full page load would.
        shouldRevalidate: () => true,
        Component: AdminLayout,
        ErrorBoundary: AdminErrorBoundary,
        children: [
          { index: true, loader: dashboardLoader, Component: DashboardPage },
          // Its own chunk in the browser; in the worker, the page's frame only (client/pages/editor-route.tsx).
          { path: "translation", loader: editorLoader, handle: { fillWindow: true }, ...editorRoute },
          // The other admin pages are modules of their own, in the worker as in the browser: a visitor's
          // isolate does not load them (docs/decisions/0072-lean-worker.md), and the browser loads a
          // page's module before hydrating it (resolveInitialLazyRoutes).
          {
            path: "glossary",
            lazy: lazyRoute(
              () => import("./pages/glossary/GlossaryPage"),
              (m) => ({ Component: m.GlossaryPage }),
            ),
          },
          {
            path: "people",
            lazy: lazyRoute(
              () => import("./pages/people/PeoplePage"),
              (m) => ({ Component: m.PeoplePage }),
            ),
          },
          {
            path: "account",
            lazy: lazyRoute(
              () => import("./pages/people/AccountPage"),
              (m) => ({ Component: m.AccountPage }),
            ),
          },
          {
            path: "tokens",
            lazy: lazyRoute(
              () => import("./pages/tokens/TokensPage"),
              (m) => ({ Component: m.TokensPage }),
            ),
          },
          {
            path: "audit",
            lazy: lazyRoute(
              () => import("./pages/activity/ActivityPage"),
              (m) => ({ Component: m.ActivityPage }),
            ),
          },
          {
            path: "webhooks",
            lazy: lazyRoute(
              () => import("./pages/webhooks/WebhooksPage"),
              (m) => ({ Component: m.WebhooksPage }),
            ),
          },
          {
            path: "tasks",
            lazy: lazyRoute(
              () => import("./pages/tasks/TasksPage"),
              (m) => ({ Component: m.TasksPage }),
            ),
          },
          {
            path: "inbox",
            lazy: lazyRoute(
              () => import("./pages/inbox/InboxPage"),
              (m) => ({ Component: m.InboxPage }),
            ),
          },
        ],
      },
      { path: "admin/logout", loader: logoutLoader, action: logoutAction },
      { path: "*", loader: unmatchedLoader },
    ],
  },
]);
