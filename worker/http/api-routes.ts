import type { GenericSchema } from "valibot";
import type { TokenScope } from "../../common/contracts/tokens";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a route takes: the schemas it validates its params, query and JSON body with. */
export interface RouteSchemas {
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  /** Answered without a session (sign-in, one-time links). */
  signedOut?: boolean;
  /** A sessions-only route's reason to refuse a token, when it needs more than "sign in instead". */
  tokenRefusal?: string;
  /** The success's JSON body, as the OpenAPI description names and describes it (see `answers`). */
  response?: ResponseBody;
  /** A former path kept for old callers (OpenAPI `deprecated`). */
  deprecated?: boolean;
}

/**
 * A success's status and body: a JSON body is a contract of common/contracts/, named as a
 * component schema (`answers`); a download (an export) is text in one of `files`' media types,
 * or the named contract when the caller asks for JSON (`download`); a 204 has no body.
 */
export interface ResponseBody {
  status: 200 | 201 | 202 | 204 | 302;
  name?: string;
  schema?: GenericSchema;
  files?: readonly string[];
}

export const answers = (name: string, schema: GenericSchema, status: 200 | 201 | 202 = 200): ResponseBody => ({
  status,
  name,
  schema,
});

/** No body: 204. */
export const NO_CONTENT: ResponseBody = { status: 204 };

/** A redirect: 302 with a `Location` (a browser's step, such as single sign-on's). */
export const REDIRECT: ResponseBody = { status: 302 };

/** A file in one of `files` (text), or, with a name, that JSON answer when the caller asks for it. */
export const download = (files: readonly string[], name?: string, schema?: GenericSchema): ResponseBody => ({
  status: 200,
  files,
  ...(name && schema ? { name, schema } : {}),
});

/** One admin API route (./api-route-table.ts). `path` in OpenAPI's form: `/keys/{name}`. */
export interface ApiRoute extends RouteSchemas {
  method: HttpMethod;
  path: string;
  /** The scope a token needs; null: sessions only. */
  scope: TokenScope | null;
  summary: string;
  /** Matches a request path: each `{param}` one non-empty segment. */
  pattern: RegExp;
  /** How many `{param}`s: a static path wins over a parameter (`/keys/delete` over `/keys/{name}`). */
  paramCount: number;
}

export function route(
  method: HttpMethod,
  path: string,
  scope: TokenScope | null,
  summary: string,
  schemas: RouteSchemas = {},
): ApiRoute {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[A-Za-z]+\}/g, "[^/]+");
  const paramCount = path.match(/\{[A-Za-z]+\}/g)?.length ?? 0;
  return { method, path, scope, summary, ...schemas, pattern: new RegExp(`^${source}/?$`), paramCount };
}

/** The path as Hono writes it (`/keys/:name`), to compare with the app's registered routes. */
export const honoPath = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ":$1");
