import { dehydrate } from "@tanstack/react-query";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { dataSourceContext } from "../../client/lib/data-source";
import { createQueryClient, QUERY_STATE_GLOBAL, queryClientContext } from "../../client/lib/query";
import type { AdminMessageBundle } from "../../common/admin-locale";
import { type AppConfig, BOOT_GLOBAL } from "../../common/contracts/app-config";
import type { DataSource, PageDataSource } from "../../common/contracts/data-source";
import { scriptSafeJson } from "../../common/script-json";
import { installDocumentRenderer } from "./document-renderer";
import { hydrationState, publicErrors } from "./hydration";
import { createIconCollector } from "./icons";

export interface RenderOptions {
  /** A visitor's page asks only for what a page needs; the admin's pages for accounts too. */
  dataSource: PageDataSource | DataSource;
  config: AppConfig;
  nonce: string;
  /**
   * What the browser hydrates: the whole document (the admin's app, with the router's data and
   * the dehydrated queries), or only the page's islands (public pages: the config alone).
   */
  hydrate?: "document" | "islands";
  /** Wait for the whole document before the first byte (crawlers, tests). */
  waitForAll?: boolean;
  /** The admin's messages on an admin page (docs/decisions/0087). */
  adminMessages?: AdminMessageBundle;
  onError?: (error: unknown) => void;
}

export type PageRenderer = (c: Context, options: RenderOptions) => Promise<Response>;

/**
 * react-router runs no loader when no route matches (its `*` does not match a line break, so
 * `/%0a` matches nothing), and the root's error page would go without the root's data: the
 * messages of the URL's language among it. The root loader runs for that page here; should it
 * fail, the page goes without, as before.
 */
async function loadRootWhenNothingMatched(
  context: StaticHandlerContext,
  request: Request,
  requestContext: RouterContextProvider,
): Promise<void> {
  const [only, ...rest] = context.matches;
  const root = only?.route;
  if (!root || rest.length > 0 || root.id in context.loaderData || typeof root.loader !== "function") return;
  try {
    context.loaderData[root.id] = await root.loader({
      request,
      url: new URL(request.url),
      params: {},
      context: requestContext,
      pattern: "",
    });
  } catch {
    // The error page renders from what it has.
  }
}

/** Asked of a visitor's page, which has no account to ask about: the route table's public part never asks. */
function noAccounts(): never {
  throw new Error("A visitor's page asked for an account: render it with the admin's data source");
}

/**
 * The route table's context holds the admin's data source; a visitor's page gets its own
 * smaller one, and what it lacks fails loudly should a public route ever ask for it.
 */
function routeDataSource(source: PageDataSource | DataSource): DataSource {
  return "session" in source
    ? source
    : { ...source, session: noAccounts, login: noAccounts, secondFactor: noAccounts, logout: noAccounts };
}

/**
 * A renderer for one route table. The static handler is built once per isolate;
 * each request runs the matched loaders, then `c.render()` streams the React tree.
 */
export function createPageRenderer(routes: RouteObject[]): PageRenderer {
  const handler = createStaticHandler(routes);
  return async (c, { dataSource, config, nonce, waitForAll, onError, hydrate = "document", adminMessages }) => {
    const requestContext = new RouterContextProvider();
    requestContext.set(dataSourceContext, routeDataSource(dataSource));
    // One query cache per request: what loaders fetch into it goes to the browser with the page.
    const queryClient = createQueryClient({ server: true });
    requestContext.set(queryClientContext, queryClient);
    const result = await handler.query(c.req.raw, { requestContext });
    // Redirects raised by loaders (the unknown-route redirect, say) go out as they are.
    if (result instanceof Response) return result;

    await loadRootWhenNothingMatched(result, c.req.raw, requestContext);
    // Route error responses were raised on purpose (404 pages); anything else is a fault worth logging.
    for (const error of Object.values(result.errors ?? {})) {
      if (!isRouteErrorResponse(error) || error.status >= 500) onError?.(error);
    }
    const context = { ...result, errors: publicErrors(result.errors) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const queries = dehydrate(queryClient);
    const bootstrap =
      `window.${BOOT_GLOBAL}=${scriptSafeJson(config)};` +
      (hydrate === "islands"
        ? ""
        : `window.__staticRouterHydrationData=${scriptSafeJson(hydrationState(context))};` +
          (queries.queries.length ? `window.${QUERY_STATE_GLOBAL}=${scriptSafeJson(queries)};` : ""));

    await installDocumentRenderer(c, {
      nonce,
      bootstrapScriptContent: bootstrap,
      bootstrapModules: [config.assets.entry],
      onError,
    });
    c.status(context.statusCode as ContentfulStatusCode);
    const res = await c.render(
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />,
      {
        config,
        queryClient,
        icons: createIconCollector(),
        nonce,
        adminMessages,
      },
    );
    // The whole document in one piece, as React's `allReady` gave it: the renderer hands out a Response, not the stream.
    return waitForAll ? new Response(await res.arrayBuffer(), res) : res;
  };
}
