import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { MSG_INTERNAL_ERROR } from "../../common/constants";
import type { AppEnv } from "../env";
import { AppError, BodyError, StoreUnavailable } from "../lib/errors";
import { errorDocument } from "../ssr/error-document";
import { isApiPath, problem } from "./problem";

/**
 * The one error mapping of the app: under `/api/` every error is an RFC 9457
 * problem (docs/decisions/0033-api-errors.md); pages keep their HTML error document.
 * A refused body is a problem wherever it was sent; a store outage is a 503 with
 * `Retry-After` everywhere.
 */

function httpExceptionProblem(c: Context, error: HTTPException): Response {
  // Hono's own exceptions (e.g. "Malformed JSON in request body") carry a usable message.
  const detail = error.message || (error.status === 400 ? "The request is invalid" : "The request failed");
  return problem(c, error.status as 400, detail);
}

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const api = isApiPath(c);
  if (error instanceof AppError) {
    // The operator needs the cause; the visitor gets the status and a sentence.
    if (error instanceof StoreUnavailable) console.error("store unavailable:", error.cause);
    const res =
      api || error instanceof BodyError
        ? problem(c, error.status, error.message, error.details)
        : c.html(errorDocument(error.status), error.status);
    for (const [name, value] of Object.entries(error.headers)) res.headers.set(name, value);
    return res;
  }
  if (error instanceof HTTPException) {
    // A redirect (sign-in) or another ready answer of a page stays as it is.
    if (error.res && !(api && error.status >= 400)) return error.res;
    return api ? httpExceptionProblem(c, error) : c.html(errorDocument(error.status), error.status);
  }
  console.error("unhandled:", error);
  return api ? problem(c, 500, MSG_INTERNAL_ERROR) : c.html(errorDocument(500), 500);
};

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  isApiPath(c) ? problem(c, 404, `No API endpoint at ${new URL(c.req.url).pathname}`) : c.text("Not Found", 404);
