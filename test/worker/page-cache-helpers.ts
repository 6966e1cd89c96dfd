import { expect } from "vitest";
import { PAGE_CACHE_HEADER } from "../../worker/services/page-cache/page-cache";
import { get, textOf } from "./helpers";

/**
 * Requests `path` until the edge cache answers it (the store of a miss lands under `waitUntil`,
 * after the answer); returns the hit's page.
 */
export async function primed(path: string, headers: Record<string, string> = {}): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await get(path, headers);
    const html = await res.text();
    if (res.headers.get(PAGE_CACHE_HEADER) === "hit") return html;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never came from the cache`);
}

/** The page's heading on the next request, which must not be the cache's copy of before. */
export async function nextTitle(path: string): Promise<string | undefined> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  return textOf(await res.text(), "<h1");
}

/** The page's heading as the cache answers it now. */
export async function cachedTitle(path: string): Promise<string | undefined> {
  return textOf(await primed(path), "<h1");
}
