import "./styles.css";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type HydrationState, matchRoutes, RouterContextProvider } from "react-router";
import { RouterProvider } from "react-router/dom";
import { loadAdminMessages } from "./admin-i18n/load";
import { AppProviders } from "./lib/app-providers";
import { readBootData, readBootQueries, renderedMessages } from "./lib/boot";
import { createBrowserDataSource } from "./lib/browser-data-source";
import { startBuildCheck } from "./lib/build-check";
import { installPreloadErrorHandler, resolveInitialLazyRoutes } from "./lib/chunk-reload";
import { dataSourceContext } from "./lib/data-source";
import { configureIconApi, readBootIcons } from "./lib/icons";
import { registerRouter } from "./lib/navigate";
import { createQueryClient, queryClientContext } from "./lib/query";
import { routes } from "./routes";

installPreloadErrorHandler();

const config = readBootData();
const dataSource = createBrowserDataSource(config, renderedMessages());
configureIconApi(config.iconsVersion, window.location.origin);
const icons = readBootIcons(document);
const queryClient = createQueryClient();
const queries = readBootQueries();
if (queries) hydrate(queryClient, queries);

// Lazy route modules the page was rendered with must be here before hydration, and so must the
// admin's messages it was rendered with (preloaded by the document's head: docs/decisions/0087).
const matches = matchRoutes(routes, window.location) ?? [];
const [bootError, adminMessages] = await Promise.all([
  resolveInitialLazyRoutes(matches),
  config.admin ? loadAdminMessages(config.admin) : undefined,
]);

/**
 * A route module that would not load even after the guard's reload: hydrate the
 * nearest error boundary with the error instead of the page (react-router reads
 * the server's data from `window` otherwise).
 */
function errorHydration(error: unknown): HydrationState {
  const boundary = matches.findLast((m) => m.route.ErrorBoundary || m.route.errorElement);
  const { loaderData } = (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData ?? {};
  return { loaderData, errors: { [boundary?.route.id ?? "root"]: error } };
}

const router = createBrowserRouter(routes, {
  hydrationData: bootError ? errorHydration(bootError) : undefined,
  getContext() {
    const context = new RouterContextProvider();
    context.set(dataSourceContext, dataSource);
    context.set(queryClientContext, queryClient);
    return context;
  },
});
registerRouter(router);
startBuildCheck({ currentId: config.buildId });

hydrateRoot(
  document,
  <StrictMode>
    <AppProviders config={config} queryClient={queryClient} icons={icons} adminMessages={adminMessages}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
  // The error page differs from the server's HTML on purpose: React re-renders it without complaint.
  bootError ? { onRecoverableError: () => {} } : undefined,
);
