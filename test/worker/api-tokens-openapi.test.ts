import * as v from "valibot";
import { describe, expect, it } from "vitest";
import adminApi from "../../worker/admin-api";
import { API_ROUTES, findApiRoute } from "../../worker/http/api-route-table";
import { honoPath } from "../../worker/http/api-routes";
import app from "../../worker/index";
import { createAccount, signIn } from "./auth-helpers";
import { get } from "./helpers";
import { adminCall } from "./people-helpers";

/** The OpenAPI description (issue 30, item 4) and the one route table it shares with the token scopes. */

/**
 * Every route the app registers under /api/admin (middleware, registered as ALL, left out): the
 * worker's own and its admin API's, which the worker loads on the first admin request (decision 0072).
 */
function registeredRoutes(): Set<string> {
  const found = new Set<string>();
  for (const { method, path } of [...app.routes, ...adminApi.routes]) {
    if (method === "ALL" || !path.startsWith("/api/admin/")) continue;
    found.add(`${method} ${path.replace(/\{[^}]*\}/g, "").replace(/\/$/, "")}`);
  }
  return found;
}

describe("the route table", () => {
  it("describes every admin API route the app registers, and only those", () => {
    const described = new Set(API_ROUTES.map((route) => `${route.method} ${honoPath(route.path)}`));
    const registered = registeredRoutes();
    expect(
      [...registered].filter((route) => !described.has(route)),
      "registered but not described",
    ).toEqual([]);
    expect(
      [...described].filter((route) => !registered.has(route)),
      "described but not registered",
    ).toEqual([]);
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document, public and cacheable, with both security schemes", async () => {
    const res = await get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("public");
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: object; "x-token-scope": string | null }>>;
      components: { securitySchemes: Record<string, { type: string }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearerAuth", "cookieAuth"]);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(API_ROUTES.length);
    for (const operation of operations) expect(Object.keys(operation.responses ?? {})).not.toHaveLength(0);
  });

  it("describes each route's parameters and body from its contract, and the scope a token needs", async () => {
    const doc = (await (await get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const save = doc.paths["/api/admin/translations/keys/{name}/values/{locale}"]?.put as {
      parameters: { name: string; in: string }[];
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
      "x-token-scope": string;
    };
    expect(save.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["path:locale", "path:name"]);
    expect(Object.keys(save.requestBody.content["application/json"].schema.properties)).toContain("text");
    expect(save["x-token-scope"]).toBe("translations:write");
    expect(doc.paths["/api/admin/tokens"]?.post?.["x-token-scope"]).toBeNull();
  });
});

type Operation = {
  operationId: string;
  deprecated?: boolean;
  parameters: { name: string; in: string; schema: Record<string, unknown> }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  servers?: { url: string }[];
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** What a client generator needs (issue 40, item 7; decision 0086). */
describe("the description a generator reads", () => {
  const load = async () => (await (await get("/api/openapi.json")).json()) as Document;

  it("names a server and a licence, and gives every operation its own operationId", async () => {
    const doc = await load();
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.license?.name).toEqual(expect.any(String));
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).toHaveLength(API_ROUTES.length);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/admin/translations/keys/{name}/values/{locale}"]?.put?.operationId).toBe(
      "putTranslationsKeysByNameValuesByLocale",
    );
  });

  it("marks the former in-context path deprecated, and only it", async () => {
    const doc = await load();
    const deprecated = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.deprecated)
        .map(([method]) => `${method} ${path}`),
    );
    expect(deprecated).toEqual(["put /api/admin/edit-on-page"]);
  });

  it("says the limits the server enforces: key names, pageSize, changedSince", async () => {
    const doc = await load();
    const list = doc.paths["/api/admin/translations"]?.get?.parameters ?? [];
    const param = (name: string) => list.find((p) => p.name === name)?.schema;
    expect(param("pageSize")).toMatchObject({ type: "integer", minimum: 1, maximum: 500, default: 50 });
    expect(param("changedSince")).toMatchObject({ type: "string", format: "date-time" });
    const keyName = doc.paths["/api/admin/translations/keys/{name}"]?.get?.parameters.find((p) => p.name === "name");
    expect(keyName?.schema).toMatchObject({ minLength: 1, maxLength: 200, pattern: expect.any(String) });
  });

  it("describes the list, key, save, stats and comments answers by schemas the live answers pass", async () => {
    const doc = await load();
    const admin = await signIn(await createAccount({ role: "admin" }));
    const name = `openapi.k${crypto.randomUUID().slice(0, 8)}`;
    expect((await adminCall(admin, "POST", "/translations/keys", { name })).status).toBe(201);
    const calls: [method: string, path: string, body?: unknown][] = [
      ["PUT", `/translations/keys/${name}/values/de`, { text: "Hallo", version: 0 }],
      ["GET", "/translations?pageSize=5"],
      ["GET", `/translations/keys/${name}`],
      ["GET", "/translations/stats"],
      ["POST", `/translations/keys/${name}/comments`, { text: "Is this the greeting?" }],
      ["GET", `/translations/keys/${name}/comments`],
      ["GET", `/translations/keys/${name}/same-source/de`],
    ];
    for (const [method, path, body] of calls) {
      const route = findApiRoute(method, `/api/admin${path.split("?")[0]}`);
      const response = route?.response;
      if (!route || !response?.name) throw new Error(`${method} ${path} names no answer`);
      const described = doc.paths[route.path]?.[method.toLowerCase()]?.responses[String(response.status)];
      expect(described?.content?.["application/json"]?.schema.$ref).toBe(`#/components/schemas/${response.name}`);
      expect(doc.components.schemas[response.name]).toMatchObject({ type: "object" });
      const res = await adminCall(admin, method, path, body);
      expect(res.status).toBe(response.status);
      expect(
        v.safeParse(
          v.strictObject((response.schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries),
          await res.json(),
        ).issues,
      ).toBeUndefined();
    }
  });
});
