import { BoundedLru } from "../../lib/lru";
import { PAGE_CACHE_HEADER, PAGE_CACHE_ORIGIN, PAGE_CACHE_TTL_S } from "./page-cache";

/**
 * Where the edge HTML cache keeps its pages (docs/decisions/0059-edge-cache-generations.md):
 * this isolate's memory first, then `caches.default`, both keyed by `pageCacheKeyOf` with the
 * location's generation, a small entry of the same cache that every publication made here
 * replaces. A hit reads that entry and the page: the cache and nothing else.
 */

/**
 * What the memory tier may hold, per isolate (a Worker has 128 MB): about 400 pages of 10 KB.
 * Counted as two bytes a character (V8's widest string form), so the bound holds for any script.
 */
export const PAGE_MEMORY_MAX_BYTES = 8 * 1024 * 1024;

/** The location's generation entry: its body is the generation, any string new at each publication. */
export const GENERATION_KEY = `${PAGE_CACHE_ORIGIN}/generation`;
/** Longer than any page lives; when the cache drops it anyway, the next request starts a new generation. */
const GENERATION_TTL_S = 7 * 24 * 60 * 60;
/** When the stored copy was rendered (epoch ms), so memory expires a page read from the cache with it, not later. */
const RENDERED_AT_HEADER = "X-Page-Rendered-At";

/** A page as kept: its HTML cut at the nonce it was rendered with, the headers of a hit, and until when. */
export interface StoredPage {
  parts: string[];
  headers: [string, string][];
  /** Epoch ms: memory keeps a page no longer than the edge cache does (`PAGE_CACHE_TTL_S` after its render). */
  expires: number;
}

/** The rendered nonce, read from the first `nonce` attribute (every nonced element has the same one). */
const RENDERED_NONCE = /\snonce="([^"]+)"/;
/** The cache's own headers, what the answer's body sets anew, and what only the miss's visitor got. */
const DROPPED = new Set(["cache-control", "cf-cache-status", "age", "expires", "content-length", "set-cookie"]);
DROPPED.add(PAGE_CACHE_HEADER.toLowerCase());
DROPPED.add(RENDERED_AT_HEADER.toLowerCase());

export function toStoredPage(html: string, headers: Headers, now = Date.now()): StoredPage {
  const nonce = RENDERED_NONCE.exec(html)?.[1];
  const kept: [string, string][] = [...headers].filter(([name]) => !DROPPED.has(name.toLowerCase()));
  kept.push([PAGE_CACHE_HEADER, "hit"]);
  const renderedAt = Number(headers.get(RENDERED_AT_HEADER) ?? now);
  // A nonce is base64 (worker/middleware/nonce.ts): nothing in it to escape, and 128 random
  // bits that no other text of the page will ever repeat.
  return {
    parts: nonce ? html.split(nonce) : [html],
    headers: kept,
    expires: (Number.isFinite(renderedAt) ? Math.min(renderedAt, now) : now) + PAGE_CACHE_TTL_S * 1000,
  };
}

const sizeOf = (page: StoredPage) => page.parts.reduce((sum, part) => sum + 2 * part.length, 0);

/** The memory tier: module state, one per isolate. Exported for the tests. */
export const pageMemory = new BoundedLru<StoredPage>(PAGE_MEMORY_MAX_BYTES, sizeOf);

/**
 * A stored page as it goes out: this response's nonce written where the rendered one was (the
 * security-headers middleware puts the same `c.get("nonce")` into the CSP), the cache's own
 * headers dropped; the middleware then sets the HTML's private policy, unless `more` holds the
 * headers it would set (worker/routes/pages.ts). A HEAD gets no body.
 */
export function answerFromCache(
  page: StoredPage,
  nonce: string,
  head = false,
  more: readonly [string, string][] = [],
): Response {
  const headers = more.length ? [...page.headers, ...more] : page.headers;
  return new Response(head ? null : page.parts.join(nonce), { status: 200, headers });
}

/** The default cache, or null where the runtime has none. (The DOM lib's `CacheStorage` hides workerd's `default`.) */
function defaultCache(): Cache | null {
  try {
    return typeof caches === "undefined" ? null : ((caches as unknown as { default?: Cache }).default ?? null);
  } catch {
    return null;
  }
}

const newGeneration = () => crypto.randomUUID();

async function putGeneration(cache: Cache, generation: string): Promise<void> {
  const headers = { "Content-Type": "text/plain", "Cache-Control": `public, max-age=${GENERATION_TTL_S}` };
  await cache.put(new Request(GENERATION_KEY), new Response(generation, { headers }));
}

/**
 * The location's page generation (one cache read), or null when there is no cache to keep
 * pages in. When the entry is missing (first request, or dropped by the cache) a new one is
 * started: pages stored under an older one are never reached again.
 */
export async function locationGeneration(): Promise<string | null> {
  const cache = defaultCache();
  if (!cache) return null;
  try {
    const res = await cache.match(new Request(GENERATION_KEY));
    if (res) return await res.text();
    const generation = newGeneration();
    await putGeneration(cache, generation);
    return generation;
  } catch (error) {
    console.warn("page cache: generation unreadable:", String(error));
    return null;
  }
}

/**
 * Retires every page this location (and this isolate's memory) holds, by starting a new
 * generation: one cache write, whatever the number of pages. Called by every publication,
 * after its revision is readable here; never throws (a failure leaves pages to expire).
 */
export async function retireLocationPages(): Promise<void> {
  const cache = defaultCache();
  if (!cache) return;
  try {
    await putGeneration(cache, newGeneration());
  } catch (error) {
    console.warn("page cache: generation not moved:", String(error));
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
 * in the edge cache with the `Cache-Tag` it was rendered with (what a zone purge selects it by), unless the render
 * reported a fault meanwhile (`faulted`): a degraded page is answered, never kept.
 */
export async function storePage(
  key: string,
  body: ReadableStream,
  rendered: Response,
  faulted: () => boolean,
): Promise<void> {
  const html = await new Response(body).text();
  if (faulted()) return;
  const now = Date.now();
  pageMemory.set(key, toStoredPage(html, rendered.headers, now));
  const cache = defaultCache();
  if (!cache) return;
  const headers = new Headers(rendered.headers);
  headers.delete("Set-Cookie");
  headers.delete(PAGE_CACHE_HEADER);
  headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_TTL_S}`);
  headers.set(RENDERED_AT_HEADER, String(now));
  try {
    await cache.put(new Request(key), new Response(html, { status: 200, headers }));
  } catch (error) {
    console.warn("page cache: put failed:", String(error));
  }
}
