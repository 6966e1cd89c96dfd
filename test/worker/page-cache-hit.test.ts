import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { COLOR_MODE_COOKIE } from "../../common/constants";
import app from "../../worker/index";
import { CACHE_TAG_HEADER, PAGE_CACHE_HEADER } from "../../worker/services/page-cache/page-cache";
import { ORIGIN } from "./helpers";
import { primed } from "./page-cache-helpers";
import { seedStore } from "./store-helpers";

/**
 * A cache hit reads the cache and nothing else (docs/decisions/0059-edge-cache-generations.md):
 * the app is fetched with its KV and D1 bindings wrapped in proxies that count every call.
 */

/** A binding whose every method call is counted in `calls` (by name), then made. */
function counted<T extends object>(binding: T, calls: string[]): T {
  return new Proxy(binding, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return value.apply(target, args);
      };
    },
  });
}

async function fetchCounted(path: string, init: RequestInit = {}) {
  const kv: string[] = [];
  const d1: string[] = [];
  const ctx = createExecutionContext();
  const bindings = { ...env, CACHE: counted(env.CACHE, kv), DB: counted(env.DB, d1) };
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, kv, d1 };
}

beforeAll(async () => {
  await seedStore();
});

describe("a cache hit", () => {
  it("makes no KV and no D1 call, where a miss of the same page reads KV", async () => {
    // Another color mode than any other request of this file: its first request is a miss.
    const cookie = { Cookie: `${COLOR_MODE_COOKIE}=light` };
    const miss = await fetchCounted("/en", { headers: cookie });
    expect(miss.res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    // The counting is real: the render read the revision and the bundles.
    expect(miss.kv.length).toBeGreaterThan(0);

    const hit = await fetchCounted("/en", { headers: cookie });
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(hit.body).toContain("<h1>Welcome</h1>");
    expect(hit.kv).toEqual([]);
    expect(hit.d1).toEqual([]);
  });

  it("answers HEAD /en from the cache, without a body", async () => {
    const page = await primed("/en");
    const head = await fetchCounted("/en", { method: "HEAD" });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(head.res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(head.body).toBe("");
    expect(head.kv).toEqual([]);
    expect(head.d1).toEqual([]);
    expect(page).toContain("<h1>Welcome</h1>");
  });

  it("carries the Cache-Tag of its locale, the one a zone purge names", async () => {
    const miss = await fetchCounted("/de");
    expect(miss.res.headers.get(CACHE_TAG_HEADER)).toBe("page-de");
    await primed("/de");
    const hit = await fetchCounted("/de");
    expect(hit.res.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(hit.res.headers.get(CACHE_TAG_HEADER)).toBe("page-de");
    expect((await fetchCounted("/")).res.headers.get(CACHE_TAG_HEADER)).toBe("page-sk");
  });
});
