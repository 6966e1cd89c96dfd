import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type FieldError, PROBLEM_CONTENT_TYPE, type Problem } from "../../common/contracts/problem";

/**
 * RFC 9457 problem details, the one error format of `/api`
 * (docs/decisions/0033-api-errors.md). Only worker/index.ts's `onError` and
 * `notFound` answer with it; everything else throws.
 */

/** RFC 9110 §15 reason phrases, as the problem's `title`. */
const TITLES = new Map<number, string>([
  [400, "Bad Request"],
  [401, "Unauthorized"],
  [403, "Forbidden"],
  [404, "Not Found"],
  [405, "Method Not Allowed"],
  [409, "Conflict"],
  [410, "Gone"],
  [413, "Content Too Large"],
  [415, "Unsupported Media Type"],
  [422, "Unprocessable Content"],
  [429, "Too Many Requests"],
  [500, "Internal Server Error"],
  [503, "Service Unavailable"],
]);

export const statusTitle = (status: number): string => TITLES.get(status) ?? "Error";

/** Extension members a problem may carry; the standard members are not overridable. */
export type ProblemExtensions = Record<string, unknown> & { errors?: FieldError[] };

export function problemBody(status: number, detail: string, instance?: string, extensions: ProblemExtensions = {}) {
  const body: Problem = { ...extensions, type: "about:blank", title: statusTitle(status), status, detail };
  if (instance) body.instance = instance;
  return body;
}

/** A problem response for the current request (never cached: it describes this one request). */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  detail: string,
  extensions?: ProblemExtensions,
): Response {
  const body = problemBody(status, detail, new URL(c.req.url).pathname, extensions);
  return c.body(JSON.stringify(body), status, {
    "Content-Type": PROBLEM_CONTENT_TYPE,
    "Cache-Control": "no-store",
  });
}

/** The API, and the build files the new-build check fetches: machine readers, answered with problems. */
const PROBLEM_PATHS = ["/api/", "/_app/builds/", "/_app/version.json"];

export const isApiPath = (c: Context): boolean => {
  const { pathname } = new URL(c.req.url);
  return PROBLEM_PATHS.some((prefix) => pathname.startsWith(prefix));
};
