import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { COLOR_MODE_COOKIE } from "../../common/constants";
import { PAGE_CACHE_HEADER, PAGE_CACHE_TTL_S } from "../../worker/services/page-cache/page-cache";
import { GENERATION_KEY, pageMemory } from "../../worker/services/page-cache/page-store";
import { pageCacheKeyOf } from "../../worker/services/site/page-cache-key";
import { lastBundleKey, REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import { publishRevision } from "../../worker/services/translations/publish";
import { BUMP_REVISION } from "../../worker/services/translations/revision";
import { keyId } from "../../worker/services/translations/translation-sql";
import { createAccount, fetchWithEnv, signIn } from "./auth-helpers";
import { get } from "./helpers";
import { pointedBundleKey, seedStore } from "./store-helpers";

/**
 * The edge HTML cache (docs/decisions/0051-edge-html-cache.md, 0059-edge-cache-generations.md),
 * against workerd's own Cache API.
 * The worker and this file share `caches.default` and the isolate's memory tier (`pageMemory`),
 * so each test uses its own locale's page.
 */

const cache = () => (caches as unknown as { default: Cache }).default;

/** The location's page generation, as the worker reads it. */
async function generation(): Promise<string> {
  const entry = await cache().match(GENERATION_KEY);
  if (!entry) throw new Error("no page generation in the cache yet");
  return entry.text();
}

async function keyOf(pathname: string, colorMode = "system"): Promise<string> {
  return pageCacheKeyOf(env, await generation(), colorMode, pathname);
}

/** The stored page of a key, waiting for the worker's `waitUntil` store to land. */
async function stored(key: string, wait = true): Promise<Response | undefined> {
  for (let i = 0; i < (wait ? 50 : 1); i++) {
    const hit = await cache().match(key);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

/**
 * Replaces the edge cache's copy of a page and drops the memory tier's: what comes back
 * afterwards can only have come from the cache.
 */
async function tamper(key: string, from: string, to: string): Promise<void> {
  const hit = await stored(key);
  if (!hit) throw new Error(`nothing stored under ${key}`);
  const html = (await hit.text()).replace(from, to);
  expect(html).toContain(to);
  await cache().put(
    key,
    new Response(html, {
      headers: { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": `public, max-age=${PAGE_CACHE_TTL_S}` },
    }),
  );
  pageMemory.delete(key);
}

const nonces = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
/** The page but for its nonces (HTMLRewriter writes a rewritten void tag's `/>` with a space before it). */
const withoutNonces = (html: string) => html.replace(/\snonce="[^"]*"/g, ' nonce=""').replace(/\s+\/>/g, "/>");

beforeAll(async () => {
  await seedStore();
});

describe("edge HTML cache", () => {
  it("answers the second request of /en from the cache, with a fresh nonce in the body and the CSP", async () => {
    const first = await get("/en");
    expect(first.status).toBe(200);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const firstHtml = await first.text();
    expect(firstHtml).toContain("<h1>Welcome</h1>");
    const key = await keyOf("/en");
    expect(await stored(key)).toBeDefined();

    const second = await get("/en");
    expect(second.status).toBe(200);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    const html = await second.text();
    // The same page, but for the nonce: a new one, the same in every attribute and in the CSP.
    expect(withoutNonces(html)).toBe(withoutNonces(firstHtml));
    const [nonce, ...others] = nonces(html);
    expect(nonce).toBeTruthy();
    expect(others.every((n) => n === nonce)).toBe(true);
    expect(nonce).not.toBe(nonces(firstHtml)[0]);
    expect(cspNonce(second)).toBe(nonce);
    expect(cspNonce(first)).toBe(nonces(firstHtml)[0]);
    // Still private for browsers and shared caches: the body carries a nonce.
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(second.headers.get("CF-Cache-Status")).toBeNull();

    // Text changed in D1 without publishing (no pointer move): the cached page stays.
    const id = await keyId(env.DB, "home.title");
    await env.DB.prepare("UPDATE i18n_values SET text = 'Unpublished' WHERE key_id = ? AND locale = 'en'")
      .bind(id)
      .run();
    expect(await (await get("/en")).text()).toContain("<h1>Welcome</h1>");

    // The proof that the answer is the stored copy: change the copy, and the next answer shows it.
    await tamper(key, "<h1>Welcome</h1>", "<h1>From the edge cache</h1>");
    const third = await get("/en");
    const thirdHtml = await third.text();
    expect(thirdHtml).toContain("<h1>From the edge cache</h1>");
    expect(cspNonce(third)).toBe(nonces(thirdHtml)[0]);
    expect(nonces(thirdHtml)[0]).not.toBe(nonce);
  });

  it("answers from the isolate's memory once the edge cache has lost the page, still with a fresh nonce", async () => {
    const firstHtml = await (await get("/cz")).text();
    const key = await keyOf("/cz");
    expect(await stored(key)).toBeDefined();
    expect(pageMemory.get(key)).toBeDefined();
    await cache().delete(key);

    const hits = [await get("/cz"), await get("/cz")];
    const seen = new Set([nonces(firstHtml)[0]]);
    for (const hit of hits) {
      expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      const html = await hit.text();
      expect(withoutNonces(html)).toBe(withoutNonces(firstHtml));
      const [nonce, ...others] = nonces(html);
      expect(others.every((n) => n === nonce)).toBe(true);
      expect(cspNonce(hit)).toBe(nonce);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
    // Memory alone answered: the edge cache was not filled again.
    expect(await stored(key, false)).toBeUndefined();
  });

  it("renders anew on the next request after a save publishes a revision", async () => {
    await get("/de");
    const before = await keyOf("/de");
    expect(await stored(before)).toBeDefined();
    expect((await get("/de")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    // Both tiers hold the old revision's page: only its key tells it apart.
    expect(pageMemory.get(before)).toBeDefined();

    // A save: the value, the revision bump, and the publication that moves the pointer.
    const id = await keyId(env.DB, "home.title");
    await env.DB.batch([
      env.DB.prepare("UPDATE i18n_values SET text = 'Neu gespeichert' WHERE key_id = ? AND locale = 'de'").bind(id),
      env.DB.prepare(BUMP_REVISION),
    ]);
    await publishRevision(env.DB, env.CACHE);
    expect(await keyOf("/de")).not.toBe(before);

    const after = await get("/de");
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await after.text()).toContain("<h1>Neu gespeichert</h1>");
    expect(await stored(await keyOf("/de"))).toBeDefined();
    expect((await get("/de")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("never stores nor serves a signed-in visitor's page", async () => {
    const cookie = await signIn(await createAccount());
    const key = await keyOf("/pl");
    // Not stored: the signed-in request comes first, and leaves nothing behind.
    const signedIn = await get("/pl", { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    await signedIn.text();
    expect(await stored(key, false)).toBeUndefined();

    // Not served: with a stored page (changed, to tell it apart), the signed-in visitor gets a render.
    await (await get("/pl")).text();
    await tamper(key, "<h1>", "<h1>cached ");
    expect(await (await get("/pl")).text()).toContain("<h1>cached ");
    const again = await get("/pl", { Cookie: cookie });
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(await again.text()).not.toContain("<h1>cached ");
  });

  it("never stores nor serves a preview", async () => {
    const key = await keyOf("/hu");
    const preview = await get("/hu?preview=anything");
    expect(preview.status).toBe(200);
    expect(preview.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    await preview.text();
    expect(await stored(key, false)).toBeUndefined();

    await (await get("/hu")).text();
    await tamper(key, "<h1>", "<h1>cached ");
    const again = await get("/hu?preview=anything");
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(await again.text()).not.toContain("<h1>cached ");
    // Any other query string is no cached page either.
    expect(await (await get("/hu?utm=x")).text()).not.toContain("<h1>cached ");
  });

  it("keeps one entry per color-mode cookie", async () => {
    const system = await (await get("/hr")).text();
    const darkRes = await get("/hr", { Cookie: `${COLOR_MODE_COOKIE}=dark` });
    expect(darkRes.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const dark = await darkRes.text();
    expect(system).not.toContain('data-theme="dark"');
    expect(dark).toContain('data-theme="dark"');
    expect(await stored(await keyOf("/hr"))).toBeDefined();
    expect(await stored(await keyOf("/hr", "dark"))).toBeDefined();

    const darkAgain = await get("/hr", { Cookie: `${COLOR_MODE_COOKIE}=dark` });
    expect(darkAgain.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(withoutNonces(await darkAgain.text())).toBe(withoutNonces(dark));
    const systemAgain = await get("/hr");
    expect(systemAgain.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(withoutNonces(await systemAgain.text())).toBe(withoutNonces(system));
  });

  it("stores no 404 page and no redirect", async () => {
    const notFound = await get("/ru/404");
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    await notFound.text();
    expect(await stored(await keyOf("/ru/404"), false)).toBeUndefined();
    expect((await get("/ru/404")).headers.get(PAGE_CACHE_HEADER)).toBe("bypass");

    // The unknown-route redirect (no public page) and the negotiation redirect of `/`.
    const unknown = await get("/ru/nowhere");
    expect(unknown.status).toBe(302);
    expect(await stored(await keyOf("/ru/nowhere"), false)).toBeUndefined();
    const negotiated = await get("/", { "Accept-Language": "ru" });
    expect(negotiated.status).toBe(302);
    expect(negotiated.headers.get("Cache-Control")).toBe("private, no-store");
    expect(negotiated.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(await stored(await keyOf("/"), false)).toBeUndefined();
  });

  it("keeps nothing of a degraded render (messages from the fallback while D1 is down)", async () => {
    const key = await keyOf("/rs");
    // The revision's bundle is not in KV, and D1 cannot build it: the reader falls back.
    await env.CACHE.delete((await pointedBundleKey("rs")) ?? "none");
    await env.CACHE.delete(lastBundleKey("rs"));
    const degraded = await fetchWithEnv({ DB: undefined }, "/rs");
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get(PAGE_CACHE_HEADER)).not.toBe("hit");
    await degraded.text();
    expect(pageMemory.get(key)).toBeUndefined();
    expect(await stored(key, false)).toBeUndefined();

    // With D1 back, the page is rendered (and kept) as any other.
    expect((await get("/rs")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await stored(key)).toBeDefined();
    expect(pageMemory.get(key)).toBeDefined();
  });

  it("keeps caching while the revision pointer is missing: a hit never reads it, a miss finds the revision in D1", async () => {
    await env.CACHE.delete(REVISION_KEY);
    const res = await get("/si");
    expect(res.status).toBe(200);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    await res.text();
    expect(await stored(await keyOf("/si"))).toBeDefined();
    expect((await get("/si")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});
