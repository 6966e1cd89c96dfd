import { routes } from "../../client/routes";
import { createPageRenderer } from "./render";

/**
 * The site's pages: the one route table (client/routes.tsx) rendered by ./render.tsx, its
 * static handler built once per isolate. The renderer owns the route table, so no other part
 * of the worker imports `client/`.
 */
export const renderPage = createPageRenderer(routes);
