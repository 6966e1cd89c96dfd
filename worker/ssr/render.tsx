import { dehydrate } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { type AppConfig, BOOT_GLOBAL } from "../../client/lib/app-config";
import { AppProviders } from "../../client/lib/app-providers";
import { type DataSource, dataSourceContext } from "../../client/lib/data-source";
import { createQueryClient, QUERY_STATE_GLOBAL, queryClientContext } from "../../client/lib/query";
import { hydrationState, publicErrors, scriptSafeJson } from "./hydration";
import { createIconCollector } from "./icons";

export interface RenderOptions {
  dataSource: DataSource;
  config: AppConfig;
  nonce: string;
  /** Wait for the whole document before the first byte (crawlers, tests). */
  waitForAll?: boolean;
  onError?: (error: unknown) => void;
}

export type PageRenderer = (request: Request, options: RenderOptions) => Promise<Response>;

/**
 * A renderer for one route table. The static handler is built once per isolate;
 * each request runs the matched loaders, then streams the React tree.
 */
export function createPageRenderer(routes: RouteObject[]): PageRenderer {
  const handler = createStaticHandler(routes);
  return async (request, { dataSource, config, nonce, waitForAll, onError }) => {
    const requestContext = new RouterContextProvider();
    requestContext.set(dataSourceContext, dataSource);
    // One query cache per request: what loaders fetch into it goes to the browser with the page.
    const queryClient = createQueryClient();
    requestContext.set(queryClientContext, queryClient);
    const result = await handler.query(request, { requestContext });
    // Redirects raised by loaders (the unknown-route redirect, say) go out as they are.
    if (result instanceof Response) return result;

    // Route error responses were raised on purpose (404 pages); anything else is a fault worth logging.
    for (const error of Object.values(result.errors ?? {})) {
      if (!isRouteErrorResponse(error) || error.status >= 500) onError?.(error);
    }
    const context = { ...result, errors: publicErrors(result.errors) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const queries = dehydrate(queryClient);
    const bootstrap =
      `window.${BOOT_GLOBAL}=${scriptSafeJson(config)};` +
      `window.__staticRouterHydrationData=${scriptSafeJson(hydrationState(context))};` +
      (queries.queries.length ? `window.${QUERY_STATE_GLOBAL}=${scriptSafeJson(queries)};` : "");

    const stream = await renderToReadableStream(
      <AppProviders config={config} queryClient={queryClient} icons={createIconCollector()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        bootstrapScriptContent: bootstrap,
        bootstrapModules: [config.assets.entry],
        onError,
      },
    );
    if (waitForAll) await stream.allReady;
    return new Response(stream, {
      status: context.statusCode,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
}
