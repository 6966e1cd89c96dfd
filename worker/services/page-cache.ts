import type { Context } from "hono";
import { COOKIES, readCookie } from "../../common/cookies";
import { isPublicPagePath as isPublicPage } from "../../common/pages";
import type { AppEnv, Bindings } from "../env";
import { isAdminPath } from "../middleware/security-headers";
import { SESSION_COOKIE } from "../middleware/session";
import { BUILD } from "../ssr/build-info";
import { ICONS } from "../ssr/icons";
import { captchaPublicConfig } from "./captcha";
import { pointerRevision, REVISION_KEY } from "./translations/bundle-keys";

/**
 * The edge HTML cache of public pages (docs/decisions/0051-edge-html-cache.md): a page is
 * rendered once per (path, message revision, build, colour mode, page config) and then
 * answered from the cache (./page-store.ts), with a fresh CSP nonce written into every answer.
 * This file decides what may be cached, and under which key.
 */

/** The synthetic origin of the cache keys: never a URL anybody can request. */
export const PAGE_CACHE_ORIGIN = "https://page-cache.internal";
/** How long the edge keeps a page: its key changes with every revision and build anyway. */
export const PAGE_CACHE_TTL_S = 24 * 60 * 60;
/** The debug header every public page carries: `hit`, `miss` (rendered, stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export type PageCacheStatus = "hit" | "miss" | "bypass";

export interface PageCacheKeyParts {
  build: string;
  revision: number;
  colorMode: string;
  /** What else the page is rendered from that is fixed per deployment (see `configTag`). */
  config: string;
  pathname: string;
}

/** The cache key of a page: every input of its HTML but the nonce. */
export function pageCacheKey(parts: PageCacheKeyParts): string {
  const segments = [parts.build, String(parts.revision), parts.colorMode, parts.config].map(encodeURIComponent);
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

/** The env's tag, computed once per isolate (the bindings object lives as long as it does), not per request. */
const tags = new WeakMap<Bindings, string>();
function deploymentTag(env: Bindings): string {
  let tag = tags.get(env);
  if (tag === undefined) {
    tag = configTag([env.API_PATH, env.PUBLIC_ORIGIN, ICONS.version, captchaPublicConfig(env)]);
    tags.set(env, tag);
  }
  return tag;
}

/** The key of a page of this deployment (`env`) and build. */
export function pageCacheKeyOf(env: Bindings, revision: number, colorMode: string, pathname: string): string {
  return pageCacheKey({
    build: BUILD.id,
    revision,
    colorMode,
    config: deploymentTag(env),
    pathname,
  });
}

/**
 * Whether a request may be answered from (and stored in) the cache: a GET of a public page
 * with no query string at all (`?preview=` among them), no session cookie (a signed-in
 * visitor's page is theirs), outside the admin area.
 */
export function isCacheablePageRequest(c: Context<AppEnv>): boolean {
  if (c.req.method !== "GET") return false;
  const url = new URL(c.req.url);
  if (url.search !== "" || isAdminPath(url.pathname)) return false;
  const cookie = c.req.header("Cookie");
  if (readCookie(cookie, COOKIES.session.name) !== undefined || readCookie(cookie, SESSION_COOKIE) !== undefined) {
    return false;
  }
  return isPublicPage(url.pathname);
}

/** The message revision the bundle reader will use (one KV read); null when the pointer is missing or unreadable. */
export async function revisionPointer(kv: KVNamespace): Promise<number | null> {
  try {
    return pointerRevision(await kv.get(REVISION_KEY));
  } catch {
    return null;
  }
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
