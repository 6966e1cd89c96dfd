import { COOKIES, readCookie } from "../../../common/cookies";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { isAdminPath, isPublicPagePath as isPublicPage } from "../../../common/pages";

/**
 * The edge HTML cache of public pages (docs/decisions/0051-edge-html-cache.md, its freshness
 * replaced by docs/decisions/0059-edge-cache-generations.md): a page is rendered once per
 * (path, build, color mode, page config, the location's generation) and then answered from
 * the cache (./page-store.ts) with a fresh CSP nonce. A hit reads nothing but the cache.
 * This file decides what may be cached, under which key, and with which tags.
 */

/** The synthetic origin of the cache keys: never a URL anybody can request. */
export const PAGE_CACHE_ORIGIN = "https://page-cache.internal";
/**
 * How long a location keeps a page, in its edge cache and in an isolate's memory: the bound on
 * how stale a page can be at a location where no publication was made (KV's own propagation
 * bound is about as long). Where the publication was made, its generation retires pages at once.
 */
export const PAGE_CACHE_TTL_S = 60;
/** The debug header every public page carries: `hit`, `miss` (rendered, stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
/** The header the zone purge API selects stored pages by (docs/decisions/0059). */
export const CACHE_TAG_HEADER = "Cache-Tag";

/** The session cookie's name without its `__Host-` prefix (see COOKIES.session): either one bypasses the cache. */
const SESSION_COOKIE = "session";

export type PageCacheStatus = "hit" | "miss" | "bypass";

export interface PageCacheKeyParts {
  build: string;
  /** The location's page generation (page-store.ts `locationGeneration`): a publication there moves it. */
  generation: string;
  colorMode: string;
  /** What else the page is rendered from that is fixed per deployment (see `configTag`). */
  config: string;
  pathname: string;
}

/** The cache key of a page: every input of its HTML but the nonce and the messages, which the generation stands for. */
export function pageCacheKey(parts: PageCacheKeyParts): string {
  const segments = [parts.build, parts.generation, parts.colorMode, parts.config].map(encodeURIComponent);
  return `${PAGE_CACHE_ORIGIN}/${segments.join("/")}${parts.pathname}`;
}

/** A short FNV-1a hash of a deployment's page settings (API path, origin, icons, captcha), so a changed variable gets new keys. */
export function configTag(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The `Cache-Tag` of a locale's pages: what a purge of that locale's pages names. */
export const pageTag = (locale: LocaleCode) => `page-${locale}`;

/**
 * The tags a publication retires: every locale's, as a change in the default locale (the
 * fallback) shows in every locale, and the publication path does not say which locales changed.
 */
export const publishedPageTags = (): string[] => LOCALE_CODES.map(pageTag);

/** What of a request decides whether the page cache may answer it. */
export interface PageRequest {
  method: string;
  url: string;
  cookie: string | undefined;
}

/**
 * Whether a request may be answered from (and stored in) the cache: a GET or HEAD of a public
 * page with no query string at all (`?preview=` among them), no session cookie (a signed-in
 * visitor's page is theirs), outside the admin area.
 */
export function isCacheablePageRequest({ method, url, cookie }: PageRequest): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const { pathname, search } = new URL(url);
  if (search !== "" || isAdminPath(pathname)) return false;
  if (readCookie(cookie, COOKIES.session.name) !== undefined || readCookie(cookie, SESSION_COOKIE) !== undefined) {
    return false;
  }
  return isPublicPage(pathname);
}

/** Only a whole 200 HTML page that sets no cookie and asks not to be kept private is stored. */
export function isStorable(res: Response): boolean {
  return (
    res.status === 200 &&
    res.body !== null &&
    /^text\/html\b/i.test(res.headers.get("Content-Type") ?? "") &&
    !res.headers.has("Set-Cookie") &&
    !/\b(?:private|no-store)\b/.test(res.headers.get("Cache-Control") ?? "")
  );
}
