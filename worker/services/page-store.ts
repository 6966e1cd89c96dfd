import { BoundedLru } from "./lru";
import { PAGE_CACHE_HEADER, PAGE_CACHE_TTL_S } from "./page-cache";

/**
 * Where the edge HTML cache keeps its pages (docs/decisions/0051-edge-html-cache.md): this
 * isolate's memory first, then `caches.default`. Both are keyed by `pageCacheKeyOf`, so a
 * new revision (a save), build or colour mode misses both.
 */

/**
 * What the memory tier may hold, per isolate (a Worker has 128 MB): about 400 pages of 10 KB.
 * Counted as two bytes a character (V8's widest string form), so the bound holds for any script.
 */
export const PAGE_MEMORY_MAX_BYTES = 8 * 1024 * 1024;

/** A page as kept: its HTML cut at the nonce it was rendered with, the headers of a hit, and until when. */
export interface StoredPage {
  parts: string[];
  headers: [string, string][];
  /** Epoch ms: memory keeps a page no longer than the edge cache would (`PAGE_CACHE_TTL_S`). */
  expires: number;
}

/** The rendered nonce, read from the first `nonce` attribute (every nonced element has the same one). */
const RENDERED_NONCE = /\snonce="([^"]+)"/;
/** The cache's own headers, what the answer's body sets anew, and what only the miss's visitor got. */
const DROPPED = new Set(["cache-control", "cf-cache-status", "age", "expires", "content-length", "set-cookie"]);
DROPPED.add(PAGE_CACHE_HEADER.toLowerCase());

export function toStoredPage(html: string, headers: Headers, now = Date.now()): StoredPage {
  const nonce = RENDERED_NONCE.exec(html)?.[1];
  const kept: [string, string][] = [...headers].filter(([name]) => !DROPPED.has(name.toLowerCase()));
  kept.push([PAGE_CACHE_HEADER, "hit"]);
  // A nonce is base64 (worker/middleware/nonce.ts): nothing in it to escape, and 128 random
  // bits that no other text of the page will ever repeat.
  return { parts: nonce ? html.split(nonce) : [html], headers: kept, expires: now + PAGE_CACHE_TTL_S * 1000 };
}

const sizeOf = (page: StoredPage) => page.parts.reduce((sum, part) => sum + 2 * part.length, 0);

/** The memory tier: module state, one per isolate. Exported for the tests. */
export const pageMemory = new BoundedLru<StoredPage>(PAGE_MEMORY_MAX_BYTES, sizeOf);

/**
 * A stored page as it goes out: this response's nonce written where the rendered one was (the
 * security-headers middleware puts the same `c.get("nonce")` into the CSP), the cache's own
 * headers dropped; the middleware then sets the HTML's private policy.
 */
export function answerFromCache(page: StoredPage, nonce: string): Response {
  return new Response(page.parts.join(nonce), { status: 200, headers: page.headers });
}

/** The default cache, or null where the runtime has none. (The DOM lib's `CacheStorage` hides workerd's `default`.) */
function defaultCache(): Cache | null {
  try {
    return typeof caches === "undefined" ? null : ((caches as unknown as { default?: Cache }).default ?? null);
  } catch {
    return null;
  }
}

/** A stored page, from memory or else from the edge cache (then kept in memory); null when neither has it. */
export async function lookUpPage(key: string): Promise<StoredPage | null> {
  const kept = pageMemory.get(key);
  if (kept && kept.expires > Date.now()) return kept;
  const cache = defaultCache();
  if (!cache) return null;
  try {
    const res = await cache.match(new Request(key));
    if (!res) return null;
    const page = toStoredPage(await res.text(), res.headers);
    pageMemory.set(key, page);
    return page;
  } catch (error) {
    console.warn("page cache: match failed:", String(error));
    return null;
  }
}

/**
 * Stores a rendered page once its body is complete (call it under `waitUntil`), in memory and
 * in the edge cache, unless the render reported a fault meanwhile (`faulted`): a degraded page
 * is answered, never kept.
 */
export async function storePage(
  key: string,
  body: ReadableStream,
  rendered: Response,
  faulted: () => boolean,
): Promise<void> {
  const html = await new Response(body).text();
  if (faulted()) return;
  pageMemory.set(key, toStoredPage(html, rendered.headers));
  const cache = defaultCache();
  if (!cache) return;
  const headers = new Headers(rendered.headers);
  headers.delete("Set-Cookie");
  headers.delete(PAGE_CACHE_HEADER);
  headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_TTL_S}`);
  try {
    await cache.put(new Request(key), new Response(html, { status: 200, headers }));
  } catch (error) {
    console.warn("page cache: put failed:", String(error));
  }
}
