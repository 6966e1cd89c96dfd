import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";
import { MSG_INTERNAL_ERROR } from "../../common/constants";

/**
 * Errors as they may travel to the browser: route error responses (raised on
 * purpose, with a public message) pass; any other error becomes a bare
 * `Internal Server Error`, so no internal message or stack leaves the worker.
 */
export function publicErrors(errors: StaticHandlerContext["errors"]): StaticHandlerContext["errors"] {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? error : new Error(MSG_INTERNAL_ERROR),
    ]),
  );
}

/** react-router's hydration state, in the shape `createBrowserRouter` reads from `window`. */
export function hydrationState(context: StaticHandlerContext): unknown {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: "RouteErrorResponse" }
            : { message: MSG_INTERNAL_ERROR, __type: "Error" },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
