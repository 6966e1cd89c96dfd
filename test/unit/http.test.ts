import { describe, expect, it, vi } from "vitest";
import { createHttpClient, HttpError } from "../../client/lib/http";

/** A fetch that answers with `response` and records what it was asked. */
function fakeFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An RFC 9457 answer, as the worker's API sends every error. */
const problem = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: "about:blank", title: "Error", status, detail, ...extra }), {
    status,
    headers: { "content-type": "application/problem+json" },
  });

describe("the HTTP client", () => {
  it("joins the apiPath base with the path and query, and reads JSON", async () => {
    const { impl, calls } = fakeFetch(() => json({ title: "Willkommen" }));
    const http = createHttpClient({ baseURL: "/api/", fetch: impl });
    const res = await http.get<{ title: string }>("/i18n/de", { query: { draft: true, skip: undefined } });
    expect(calls[0]?.url).toBe("/api/i18n/de?draft=true");
    expect(calls[0]?.init.method).toBe("GET");
    expect(res).toMatchObject({ ok: true, status: 200, data: { title: "Willkommen" }, error: null });
  });

  it("supports every method of the spec, sending objects as JSON", async () => {
    const { impl, calls } = fakeFetch(() => json({ ok: 1 }));
    const http = createHttpClient({ baseURL: "http://localhost:5001", fetch: impl });
    for (const method of ["get", "post", "put", "patch", "delete", "head", "options"] as const) {
      await http[method]("/x", { body: { a: 1 } });
    }
    expect(calls.map((c) => c.init.method)).toEqual(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
    const post = calls[1]?.init;
    expect(post?.body).toBe('{"a":1}');
    expect(new Headers(post?.headers).get("content-type")).toBe("application/json");
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.url).toBe("http://localhost:5001/x");
  });

  it("passes FormData through untouched", async () => {
    const { impl, calls } = fakeFetch(() => json({}));
    const form = new FormData();
    form.set("email", "a@b.c");
    await createHttpClient({ baseURL: "/api", fetch: impl }).post("/login", { body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has("content-type")).toBe(false);
  });

  it("reads an empty body as {}", async () => {
    const { impl } = fakeFetch(() => new Response(null, { status: 204 }));
    const http = createHttpClient({ baseURL: "/api", fetch: impl });
    expect((await http.delete("/key/1")).data).toEqual({});
    expect(await http.delete("/key/1", { throwOnError: true })).toEqual({});
    const { impl: head } = fakeFetch(() => new Response("", { status: 200 }));
    expect((await createHttpClient({ baseURL: "/api", fetch: head }).head("/x")).data).toEqual({});
  });

  it("gives the response body (problem details) as the error on failure", async () => {
    const { impl } = fakeFetch(() => problem(404, "Unknown locale: xx"));
    const res = await createHttpClient({ baseURL: "/api", fetch: impl }).get("/i18n/xx");
    expect(res).toMatchObject({ ok: false, status: 404, data: null, error: { detail: "Unknown locale: xx" } });
  });

  it("keeps a text error body as text", async () => {
    const { impl } = fakeFetch(() => new Response("Bad gateway", { status: 502 }));
    const res = await createHttpClient({ baseURL: "/api", fetch: impl }).get("/x");
    expect(res.error).toBe("Bad gateway");
  });

  it("throws an HttpError with status and body when throwOnError is set, its message the problem's detail", async () => {
    const { impl } = fakeFetch(() => problem(401, "Sign in required"));
    const http = createHttpClient({ baseURL: "/api", fetch: impl });
    const error = await http.get("/admin/me", { throwOnError: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { detail: "Sign in required" }, url: "/api/admin/me" });
    expect((error as HttpError).message).toBe("Sign in required");
    expect((error as HttpError).problem?.status).toBe(401);
  });

  it("names the status in an HttpError whose body is not a problem", async () => {
    const { impl } = fakeFetch(() => new Response("Bad gateway", { status: 502 }));
    const error = await createHttpClient({ baseURL: "/api", fetch: impl })
      .get("/x", { throwOnError: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "HTTP 502 from /api/x", problem: null });
  });

  it("reports a network failure as the error, or throws it with throwOnError", async () => {
    const down = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const http = createHttpClient({ baseURL: "/api", fetch: down });
    expect(await http.get("/x")).toMatchObject({ ok: false, status: 0, error: expect.any(TypeError) });
    await expect(http.get("/x", { throwOnError: true })).rejects.toThrow("Failed to fetch");
  });

  it("is abortable: the signal reaches fetch and a cancelled request rejects", async () => {
    const controller = new AbortController();
    const http = createHttpClient({ baseURL: "/api", fetch: globalThis.fetch });
    controller.abort();
    await expect(http.get("http://127.0.0.1:9/never", { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
