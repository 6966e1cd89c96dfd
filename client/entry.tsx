import "./styles.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterContextProvider } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppConfigProvider } from "./lib/app-config";
import { readBootData, renderedMessages } from "./lib/boot";
import { createBrowserDataSource } from "./lib/browser-data-source";
import { dataSourceContext } from "./lib/data-source";
import { routes } from "./routes";

const config = readBootData();
const dataSource = createBrowserDataSource(config, renderedMessages());

// Hydration data (window.__staticRouterHydrationData) is read by createBrowserRouter itself.
const router = createBrowserRouter(routes, {
  getContext() {
    const context = new RouterContextProvider();
    context.set(dataSourceContext, dataSource);
    return context;
  },
});

hydrateRoot(
  document,
  <StrictMode>
    <AppConfigProvider value={config}>
      <RouterProvider router={router} />
    </AppConfigProvider>
  </StrictMode>,
);
