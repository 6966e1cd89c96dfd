import { describe, expect, it } from "vitest";
import adminApi from "../../worker/admin-api";
import { API_ROUTES } from "../../worker/http/api-route-table";
import { honoPath } from "../../worker/http/api-routes";
import app from "../../worker/index";
import { get } from "./helpers";

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
