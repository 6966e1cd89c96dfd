/**
 * The admin API's OpenAPI 3.1 description, made from the route table (./api-route-table.ts) and
 * the valibot contracts it names (./openapi-schema.ts): each operation's parameters and body, and
 * its success: a JSON body as a component schema (`answers`), a file (`download`) or no content.
 * Every error is the one problem shape (RFC 9457). Redocly's recommended rules pass it
 * (docs/decisions/0086-api-errors-and-openapi.md); bin/lib/api-types.d.ts, the CLI's client
 * types, is generated from it (docs/decisions/0094-a-typed-client.md).
 */
import { COOKIES } from "../../common/cookies";
import type { ApiRoute } from "./api-routes";
import { type Json, schemaOf } from "./openapi-schema";

const problem = {
  description: "An RFC 9457 problem",
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
};

const PROBLEM_SCHEMA = {
  type: "object",
  required: ["type", "title", "status", "detail"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    instance: { type: "string" },
    errors: {
      type: "array",
      items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
    },
    required_scope: { type: ["string", "null"], description: "A 403 to an API token: the scope it lacks" },
    code: {
      type: "string",
      description: "A machine-readable reason where one helps (session_required, insufficient_scope…)",
    },
    allowed: {
      type: "array",
      items: { type: "string" },
      description: "A 405: the methods the path answers (as its Allow header)",
    },
  },
};

/** The route's params and query as OpenAPI parameters (from the object schemas' properties). */
function parameters(route: ApiRoute): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const required = where === "path" || (json.required ?? []).includes(name);
      // An integer parameter's default is its text in the contract (`"50"`): the description says the number.
      const integerDefault = property.type === "integer" && typeof property.default === "string";
      const described = integerDefault ? { ...property, default: Number(property.default) } : property;
      list.push({ name, in: where, required, schema: described });
    }
  }
  return list;
}

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("");

/**
 * The operation's id, from its method and path (a generated client's function name): `PUT
 * /api/admin/translations/keys/{name}/values/{locale}` is `putTranslationsKeysByNameValuesByLocale`.
 */
export function operationId(route: Pick<ApiRoute, "method" | "path">): string {
  const segments = route.path
    .replace(/^\/api\/admin\/?/, "")
    .split("/")
    .filter(Boolean);
  const named = segments.map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    return param ? `By${words(param)}` : words(segment);
  });
  return route.method.toLowerCase() + named.join("");
}

/** The media type without its parameters (`text/csv; charset=utf-8` is `text/csv`). */
const bareMedia = (media: string) => media.split(";")[0]?.trim() ?? media;

/**
 * Success: the route's named contract; a download's files as text (and the contract when the
 * caller asks for JSON); a 204 without a body. Every route names one (a generated client types it).
 */
function success(route: ApiRoute): Json {
  const answer = route.response;
  if (!answer) throw new Error(`${route.method} ${route.path} names no answer: give its row a response`);
  if (answer.status === 204) return { 204: { description: "Done: no content" } };
  if (answer.status === 302) {
    // A browser's step: the redirect, and any other answer is a problem (`default` keeps it an answer).
    const location = { description: "Where the browser goes next", schema: { type: "string" } };
    return { 302: { description: "A redirect", headers: { Location: location } }, default: problem };
  }
  const content: Record<string, Json> = {};
  for (const media of answer.files ?? []) content[bareMedia(media)] = { schema: { type: "string" } };
  if (answer.name) {
    const ref = { $ref: `#/components/schemas/${answer.name}` };
    const file = { type: "object", additionalProperties: true, description: "The file, when its format is JSON" };
    content["application/json"] = { schema: content["application/json"] ? { anyOf: [ref, file] } : ref };
  }
  const description = answer.files
    ? "The file (or the JSON answer asked for)"
    : (({ 201: "Created", 202: "Accepted: it runs next" } as Record<number, string>)[answer.status] ?? "Success");
  return { [String(answer.status)]: { description, content } };
}

function operation(route: ApiRoute): Json {
  const op: Json = {
    operationId: operationId(route),
    summary: route.summary,
    "x-token-scope": route.scope,
    security: route.signedOut
      ? []
      : route.scope
        ? [{ cookieAuth: [] }, { bearerAuth: [route.scope] }]
        : [{ cookieAuth: [] }],
    parameters: parameters(route),
    responses: {
      ...success(route),
      "4XX": problem,
      "5XX": problem,
    },
  };
  if (route.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: schemaOf(route.body) } } };
  }
  if (route.tokenRefusal) op.description = `Refused to an API token: ${route.tokenRefusal}.`;
  if (route.deprecated) op.deprecated = true;
  return op;
}

/** Each named answer's schema, once; a name given to two contracts is a mistake in the table. */
function responseSchemas(routes: readonly ApiRoute[]): Record<string, Json> {
  const seen = new Map<string, ApiRoute["response"]>();
  for (const { response } of routes) {
    if (!response?.name) continue;
    const known = seen.get(response.name);
    if (known && known.schema !== response.schema) throw new Error(`Two answers named ${response.name}`);
    seen.set(response.name, response);
  }
  return Object.fromEntries([...seen].map(([name, response]) => [name, schemaOf(response?.schema as never, "output")]));
}

export function openApiDocument(routes: readonly ApiRoute[]): Json {
  const paths: Record<string, Json> = {};
  const ids = new Set<string>();
  for (const route of routes) {
    const id = operationId(route);
    if (ids.has(id)) throw new Error(`Two operations named ${id}`);
    ids.add(id);
    paths[route.path] ??= {};
    (paths[route.path] as Json)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Polyglot admin API",
      version: "1",
      description:
        "The admin API (docs/admin-api.md). Sign in for a session cookie, or send an API token: " +
        "`Authorization: Bearer plg_…`. `x-token-scope` names the scope a token needs; null: sessions only.",
      // The repository declares no licence (package.json is private): all rights reserved until it does.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // The origin that serves this description (a relative URL: each deployment is its own server).
    servers: [{ url: "/", description: "This Polyglot instance" }],
    paths,
    components: {
      schemas: { Problem: PROBLEM_SCHEMA, ...responseSchemas(routes) },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "An API token (plg_…), made at /admin/tokens" },
        cookieAuth: { type: "apiKey", in: "cookie", name: COOKIES.session.name },
      },
    },
  };
}
