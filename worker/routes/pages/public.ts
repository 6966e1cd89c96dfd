import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { PageDataSource } from "../../../common/contracts/data-source";
import type { AppEnv } from "../../env";
import { markSecured, publicHtmlHeaders } from "../../middleware/security-headers";
import {
  answerFromCache,
  CACHE_TAG_HEADER,
  isCacheablePageRequest,
  isStorable,
  locationGeneration,
  lookUpPage,
  PAGE_CACHE_HEADER,
  type PageCacheStatus,
  pageTag,
  storePage,
} from "../../services/page-cache";
import { messageSource, pageCacheKeyOf } from "../../services/site";
import { withPreview } from "./preview";
import { render } from "./render";

/**
 * What a visitor's page reads: the published messages, the visitor's cookie and languages.
 * Nothing of accounts, sessions or the admin's figures.
 */
export function visitorDataSource(c: Context<AppEnv>, onFault?: () => void): PageDataSource {
  const messages = messageSource(c.env, (p) => c.executionCtx.waitUntil(p), { onDegraded: onFault });
  return {
    messages: (locale) => messages.get(locale),
    cookie: (name) => getCookie(c, name),
    acceptLanguage: () => c.req.header("Accept-Language"),
  };
}

/** A response with the page cache's debug header (the response of a fetch may have immutable headers). */
export function marked(res: Response, status: PageCacheStatus, body: BodyInit | null = res.body): Response {
  const out = new Response(body, res);
  out.headers.set(PAGE_CACHE_HEADER, status);
  return out;
}

/**
 * A public page through the edge cache (docs/decisions/0059-edge-cache-generations.md): answered
 * from the isolate's memory or `caches.default` with a fresh nonce, reading nothing else (no KV,
 * no D1, no session), or rendered, streamed to the visitor and stored once the whole body is
 * there. A HEAD is answered the same way, without the body. A request the cache may not answer
 * (a query string, a session cookie) is rendered for it alone, with its live preview if it has one.
 */
export async function publicPage(c: Context<AppEnv>) {
  const request = { method: c.req.method, url: c.req.url, cookie: c.req.header("Cookie") };
  if (!isCacheablePageRequest(request)) {
    return marked(await render(c, { dataSource: await withPreview(c, visitorDataSource(c)) }), "bypass");
  }
  const generation = await locationGeneration();
  if (generation === null) return marked(await render(c, { dataSource: visitorDataSource(c) }), "bypass");
  const key = pageCacheKeyOf(c.env, generation, c.get("colorMode"), new URL(c.req.url).pathname);
  const stored = await lookUpPage(key);
  if (stored) {
    // Built with its security headers, so the middleware need not copy it to add them (decision 0072).
    const nonce = c.get("nonce");
    return markSecured(answerFromCache(stored, nonce, c.req.method === "HEAD", publicHtmlHeaders(nonce)));
  }

  let faulted = false;
  const onFault = () => {
    faulted = true;
  };
  const res = await render(c, { dataSource: visitorDataSource(c, onFault), onFault });
  if (!isStorable(res) || faulted || !res.body) return marked(res, "bypass");
  const [visitor, cache] = res.body.tee();
  const out = marked(res, "miss", visitor);
  // What the zone purge selects the stored copy by (services/page-cache/cache-purge.ts): the page's locale.
  out.headers.set(CACHE_TAG_HEADER, pageTag(c.get("locale")));
  c.executionCtx.waitUntil(storePage(key, cache, out, () => faulted));
  return out;
}
