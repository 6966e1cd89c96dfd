import { renderToReadableStream } from "react-dom/server.edge";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { type AppConfig, AppConfigProvider, BOOT_GLOBAL } from "../../client/lib/app-config";
import { type DataSource, dataSourceContext } from "../../client/lib/data-source";
import { hydrationState, publicErrors, scriptSafeJson } from "./hydration";

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
    const result = await handler.query(request, { requestContext });
    // Redirects raised by loaders (the unknown-route redirect, say) go out as they are.
    if (result instanceof Response) return result;

    // Route error responses were raised on purpose (404 pages); anything else is a fault worth logging.
    for (const error of Object.values(result.errors ?? {})) {
      if (!isRouteErrorResponse(error) || error.status >= 500) onError?.(error);
    }
    const context = { ...result, errors: publicErrors(result.errors) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const bootstrap =
      `window.${BOOT_GLOBAL}=${scriptSafeJson(config)};` +
      `window.__staticRouterHydrationData=${scriptSafeJson(hydrationState(context))};`;

    const stream = await renderToReadableStream(
      <AppConfigProvider value={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppConfigProvider>,
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
