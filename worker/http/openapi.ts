/**
 * The admin API's OpenAPI 3.1 description, made from the route table (./api-route-table.ts) and
 * the valibot contracts it names (`@valibot/to-json-schema`, JSON Schema 2020-12 as OpenAPI 3.1
 * uses). Answers are described by status: their bodies are TypeScript types, not schemas, so a
 * success is "a JSON object" and every error the one problem shape (RFC 9457).
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { COOKIES } from "../../common/cookies";
import type { ApiRoute } from "./api-routes";

type Json = Record<string, unknown>;

type Piped = { type?: string; kind?: string; pipe?: readonly Piped[] };
const flatPipe = (schema: Piped): Piped[] =>
  schema.pipe?.flatMap((item) => (item.pipe ? flatPipe(item) : [item])) ?? [schema];

/**
 * Checks in code (`v.check`, `v.custom`) have no JSON Schema: they are left out, the rest kept.
 * A JSON body (`jsonObject`, common/contracts/fields.ts) is a `custom` "is an object" check piped
 * into the object schema, which the converter would stop before: it is described by that object.
 */
const schemaOf = (schema: GenericSchema): Json => {
  const pipe = flatPipe(schema as Piped);
  const object = pipe[0]?.type === "custom" ? pipe.find((item) => item.type === "object") : undefined;
  const { $schema: _, ...rest } = toJsonSchema((object ?? schema) as GenericSchema, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
  }) as Json;
  return rest;
};

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
      list.push({ name, in: where, required, schema: property });
    }
  }
  return list;
}

function operation(route: ApiRoute): Json {
  const op: Json = {
    summary: route.summary,
    "x-token-scope": route.scope,
    security: route.signedOut
      ? []
      : route.scope
        ? [{ cookieAuth: [] }, { bearerAuth: [route.scope] }]
        : [{ cookieAuth: [] }],
    parameters: parameters(route),
    responses: {
      "2XX": { description: "Success: JSON (a file download for exports), or no content" },
      "4XX": problem,
      "5XX": problem,
    },
  };
  if (route.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: schemaOf(route.body) } } };
  }
  return op;
}

export function openApiDocument(routes: readonly ApiRoute[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
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
    },
    paths,
    components: {
      schemas: { Problem: PROBLEM_SCHEMA },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "An API token (plg_…), made at /admin/tokens" },
        cookieAuth: { type: "apiKey", in: "cookie", name: COOKIES.session.name },
      },
    },
  };
}
