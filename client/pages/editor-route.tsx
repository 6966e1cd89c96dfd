import type { RouteObject } from "react-router";
import { lazyRoute } from "../lib/chunk-reload";

/**
 * The editor's route in the browser: its own chunk, loaded when the route is matched (the
 * admin's heaviest screen; visitors never need it). The worker resolves `#editor-route` to
 * `editor-route.server.tsx` instead (package.json `imports`, condition `workerd`), so the
 * editor's code is not bundled into the worker at all.
 */
export const editorRoute: Pick<RouteObject, "lazy" | "Component"> = {
  lazy: lazyRoute(
    () => import("./TranslationPage"),
    (m) => ({ Component: m.TranslationPage }),
  ),
};
