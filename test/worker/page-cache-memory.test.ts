import { describe, expect, it } from "vitest";
import { BoundedLru } from "../../worker/lib/lru";
import { PAGE_CACHE_HEADER, PAGE_CACHE_TTL_S } from "../../worker/services/page-cache/page-cache";
import {
  answerFromCache,
  lookUpPage,
  PAGE_MEMORY_MAX_BYTES,
  pageMemory,
  type StoredPage,
  toStoredPage,
} from "../../worker/services/page-cache/page-store";

/**
 * The memory tier of the edge HTML cache (docs/decisions/0051-edge-html-cache.md, "issue 14,
 * hit path"): a bounded LRU in front of `caches.default`, holding pages cut at their nonce.
 * How it answers requests (revisions, sign-ins, previews) is in page-cache.test.ts.
 */

const rendered = "RENDEREDnonceRENDERED0==";
const html = [
  `<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${rendered}" href="/a.js"/></head>`,
  `<body><p>Preis: 5 €</p><script nonce="${rendered}">window.x=1</script>`,
  `<script type="module" src="/a.js" nonce="${rendered}" async=""></script></body></html>`,
].join("");
const renderedHeaders = () =>
  new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    "CF-Cache-Status": "HIT",
    Age: "12",
    "Content-Length": "999",
    "Set-Cookie": "x=1",
    "X-Robots-Tag": "index",
  });

describe("a stored page", () => {
  it("answers with this response's nonce wherever the rendered one was, and nothing else changed", async () => {
    const page = toStoredPage(html, renderedHeaders());
    const fresh = "FRESHfreshFRESHfresh12==";
    const answer = answerFromCache(page, fresh);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toBe(html.replaceAll(rendered, fresh));
    expect(body).not.toContain(rendered);
    expect([...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual([fresh, fresh, fresh]);
    // Every answer gets its own nonce from the same stored page.
    expect(await answerFromCache(page, "other").text()).toBe(html.replaceAll(rendered, "other"));
  });

  it("drops the cache's own headers and the cookie, keeps the page's, and says hit", () => {
    const headers = answerFromCache(toStoredPage(html, renderedHeaders()), "n").headers;
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(headers.get("X-Robots-Tag")).toBe("index");
    expect(headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    for (const name of ["Cache-Control", "CF-Cache-Status", "Age", "Set-Cookie"]) expect(headers.get(name)).toBeNull();
    // The body's own length, not the stored one.
    expect(headers.get("Content-Length")).not.toBe("999");
  });

  it("answers a page without a nonce as it was stored", async () => {
    const plain = "<!DOCTYPE html><html><body><p>no scripts</p></body></html>";
    expect(await answerFromCache(toStoredPage(plain, new Headers()), "n").text()).toBe(plain);
  });
});

describe("the memory tier's bound", () => {
  const sized = (bytes: number): StoredPage => ({ parts: ["x".repeat(bytes / 2)], headers: [], expires: Infinity });

  it("forgets the least recently used entries once the bytes add up to more than the bound", () => {
    const lru = new BoundedLru<StoredPage>(100, (p) => p.parts.join("").length * 2);
    lru.set("a", sized(40));
    lru.set("b", sized(40));
    expect(lru.get("a")).toBeDefined(); // a is now the most recently used
    lru.set("c", sized(40)); // 120 > 100: b goes
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.size).toBe(80);
  });

  it("keeps no entry bigger than the bound, and counts a replaced entry once", () => {
    const lru = new BoundedLru<StoredPage>(100, (p) => p.parts.join("").length * 2);
    lru.set("a", sized(60));
    expect(lru.set("huge", sized(102))).toBe(false);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    lru.set("a", sized(80));
    expect(lru.size).toBe(80);
    lru.delete("a");
    expect(lru.size).toBe(0);
  });

  it("bounds a count when no size is given", () => {
    const lru = new BoundedLru<boolean>(2);
    for (const key of ["a", "b", "c"]) lru.set(key, true);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([undefined, true, true]);
  });

  it("holds the pages of the isolate within PAGE_MEMORY_MAX_BYTES, two bytes a character", () => {
    expect(pageMemory.maxSize).toBe(PAGE_MEMORY_MAX_BYTES);
    const page = toStoredPage(`<p nonce="${rendered}">é</p>`, new Headers());
    expect(pageMemory.sizeOf(page)).toBe(2 * `<p nonce="">é</p>`.length);
    const tooBig = toStoredPage("x".repeat(PAGE_MEMORY_MAX_BYTES / 2 + 1), new Headers());
    expect(pageMemory.set("https://page-cache.internal/test/too-big", tooBig)).toBe(false);
    expect(pageMemory.get("https://page-cache.internal/test/too-big")).toBeUndefined();
    expect(pageMemory.size).toBeLessThanOrEqual(PAGE_MEMORY_MAX_BYTES);
  });
});

describe("the memory tier's age", () => {
  it("answers a page no longer than the edge cache keeps it (PAGE_CACHE_TTL_S)", async () => {
    const key = "https://page-cache.internal/test/aged";
    const dayAndMore = Date.now() - PAGE_CACHE_TTL_S * 1000 - 1;
    pageMemory.set(key, toStoredPage(html, renderedHeaders(), dayAndMore));
    expect(await lookUpPage(key)).toBeNull();
    pageMemory.set(key, toStoredPage(html, renderedHeaders()));
    expect(await lookUpPage(key)).not.toBeNull();
    pageMemory.delete(key);
  });
});
