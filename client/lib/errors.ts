import { data } from "react-router";
import { MSG_NOT_FOUND_ROUTE, MSG_NOT_FOUND_VALIDATION } from "../../common/constants";

/** The body of an error that is meant to be shown to the visitor. */
export interface PublicErrorBody {
  message: string;
  /** A missing page's path: the error page then says so in the page's language (`error.notFoundPath`). */
  path?: string;
}

/**
 * Raises an error whose message is user-facing (docs/decisions/0006-only-user-facing-errors-reach-the-visitor.md): the error
 * page shows `message` with `status`. Anything else thrown shows a generic 500.
 */
export function publicError(status: number, message: string, extra: Omit<PublicErrorBody, "message"> = {}): never {
  throw data<PublicErrorBody>({ ...extra, message }, { status });
}

export function notFoundRoute(path: string): never {
  return publicError(404, MSG_NOT_FOUND_ROUTE(path), { path });
}

/**
 * Route-parameter validation: a loader wrapped in `validated` answers
 * 404 `Page Not Found: {path}` when `check` rejects the params.
 */
export function validated<A extends { params: Record<string, string | undefined>; request: Request }, R>(
  check: (params: A["params"]) => boolean,
  loader: (args: A) => R,
): (args: A) => R {
  return (args) => {
    if (!check(args.params)) publicError(404, MSG_NOT_FOUND_VALIDATION(new URL(args.request.url).pathname));
    return loader(args);
  };
}
