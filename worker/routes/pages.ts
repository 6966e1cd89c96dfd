import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { editableLocaleList, INVITE_PATH_PREFIX, LOGIN_PATH, LOGOUT_PATH } from "../../common/auth";
import type { DataSource } from "../../common/contracts/data-source";
import { listQuery } from "../../common/contracts/translations";
import { splitLocalePath } from "../../common/locales";
import type { AppEnv } from "../env";
import { getAccount } from "../lib/auth";
import { AppError } from "../lib/errors";
import { sourceLocaleOf } from "../lib/source-locale";
import { isAdminPath, markSecured, publicHtmlHeaders } from "../middleware/security-headers";
import { session } from "../middleware/session";
import { captchaPublicConfig } from "../services/captcha";
import { asksForInContext, inContextPage, inContextTags } from "../services/in-context";
import { markPending, PendingTexts } from "../services/in-context-pending";
import { messageSource } from "../services/messages";
import {
  CACHE_TAG_HEADER,
  isCacheablePageRequest,
  isStorable,
  PAGE_CACHE_HEADER,
  type PageCacheStatus,
  pageTagsOf,
} from "../services/page-cache";
import { pageCacheKeyOf } from "../services/page-cache-key";
import { answerFromCache, locationGeneration, lookUpPage, storePage } from "../services/page-store";
import { overlayDrafts, PREVIEW_PARAM, type PreviewRecord, readPreview } from "../services/preview";
import { appAssetsFor, clientAssets } from "../ssr/assets";
import { BUILD } from "../ssr/build-info";
import { errorDocument } from "../ssr/error-document";
import { ICONS } from "../ssr/icons";
import { renderPage as render } from "../ssr/site-renderer";
import { authDataSource, mergeHeaders } from "./auth";

/** Crawlers get the complete document in one piece rather than a stream. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/**
 * A live preview's drafts for this request: only on a public page of the preview's locale,
 * only for the session that made it (the session is resolved for `?preview=` requests only).
 */
async function previewOf(c: Context<AppEnv>): Promise<PreviewRecord | null> {
  const token = c.req.query(PREVIEW_PARAM);
  const sessionId = c.get("sessionId");
  const { pathname } = new URL(c.req.url);
  if (!token || !sessionId || isAdminPath(pathname)) return null;
  const record = await readPreview(c.env.CACHE, token, sessionId);
  return record && record.locale === splitLocalePath(pathname).locale ? record : null;
}

/** The DataSource parts this file adds: messages (with a preview's drafts on top), stats, preview, edit mode. */
async function storeDataSource(
  c: Context<AppEnv>,
  render: RenderRun,
): Promise<Pick<DataSource, "messages" | "adminStats" | "adminList" | "sourceLocale" | "preview" | "inContext">> {
  const messages = messageSource(c.env, (p) => c.executionCtx.waitUntil(p), { onDegraded: render.onFault });
  const preview = await previewOf(c);
  const state = preview && {
    locale: preview.locale,
    drafts: Object.keys(preview.drafts).length,
    expiresAt: new Date(preview.expiresAt).toISOString(),
  };
  return {
    messages: async (locale) => {
      const stored = await messages.get(locale);
      // An editor's edit-mode page shows the texts waiting for review (never a visitor's page).
      const published = render.pending ? overlayDrafts(stored, await render.pending.texts(locale)) : stored;
      return preview?.locale === locale ? overlayDrafts(published, preview.drafts) : published;
    },
    adminStats: async () => {
      const user = getAccount(c);
      if (!user) throw new AppError(401, "Sign in required");
      // The same figures as `GET /api/admin/translations/stats`, the feed filtered the same way;
      // the store's queries load with an admin page's first render, never a visitor's (decision 0072).
      const { translationStats } = await import("../services/translations/stats");
      return translationStats(c.env, sourceLocaleOf(c.env), editableLocaleList(user));
    },
    adminList: async (query) => {
      if (!getAccount(c)) throw new AppError(401, "Sign in required");
      // The list API's own rules: a query it would refuse is refused here too.
      const parsed = v.safeParse(listQuery, query);
      if (!parsed.success) throw new AppError(400, "Invalid list query");
      const { listPage } = await import("../services/translations/list-page");
      return listPage(c.env.DB, sourceLocaleOf(c.env), parsed.output);
    },
    sourceLocale: () => sourceLocaleOf(c.env),
    preview: () => state,
    inContext: () => render.inContext === true,
  };
}

/** What the page cache hands a render: a hook for anything that makes the page unfit to keep. */
interface RenderRun {
  onFault?: () => void;
  /** An editor's edit-mode page: messages marked with their keys (docs/decisions/0058-in-context-editing.md). */
  inContext?: boolean;
  /** An edit-mode page's texts waiting for review, shown in place of the reviewed ones. */
  pending?: PendingTexts;
}

async function page(c: Context<AppEnv>, run: RenderRun = {}) {
  // Headers a loader or action asks for (the session cookie after a form sign-in, say).
  const responseHeaders = new Headers();
  // A preview URL is one person's page, whatever it shows: never stored, never indexed.
  if (c.req.query(PREVIEW_PARAM) !== undefined) {
    responseHeaders.set("Cache-Control", "private, no-store");
    responseHeaders.set("X-Robots-Tag", "noindex");
  }
  // The admin's pages are its app; every other page is the server's HTML with islands (docs/decisions/0053-public-pages-hydrate-islands.md).
  const pathname = new URL(c.req.url).pathname;
  const kind = isAdminPath(pathname) ? "app" : "public";
  try {
    const res = await render(c, {
      nonce: c.get("nonce"),
      hydrate: kind === "app" ? "document" : "islands",
      config: {
        assets: kind === "app" ? appAssetsFor(pathname) : clientAssets(kind),
        apiPath: c.env.API_PATH,
        origin: c.env.PUBLIC_ORIGIN,
        buildId: BUILD.id,
        iconsVersion: ICONS.version,
        colorMode: c.get("colorMode"),
        sourceLocale: sourceLocaleOf(c.env),
        captcha: captchaPublicConfig(c.env),
      },
      dataSource: {
        ...(await storeDataSource(c, run)),
        cookie: (name) => getCookie(c, name),
        acceptLanguage: () => c.req.header("Accept-Language"),
        ...authDataSource(c, responseHeaders),
      },
      waitForAll: CRAWLER.test(c.req.header("User-Agent") ?? ""),
      onError: (error) => {
        run.onFault?.();
        console.error("render:", error);
      },
    });
    mergeHeaders(res.headers, responseHeaders);
    return res;
  } catch (error) {
    // The shell itself failed to render: answer a plain error page, never a stack.
    console.error("render shell:", error);
    return c.html(errorDocument(500), 500);
  }
}

/** A response with the page cache's debug header (the response of a fetch may have immutable headers). */
function marked(res: Response, status: PageCacheStatus, body: BodyInit | null = res.body): Response {
  const out = new Response(body, res);
  out.headers.set(PAGE_CACHE_HEADER, status);
  return out;
}

/**
 * A public page through the edge cache (docs/decisions/0059-edge-cache-generations.md): answered
 * from the isolate's memory or `caches.default` with a fresh nonce, reading nothing else (no KV,
 * no D1, no session), or rendered, streamed to the visitor and stored once the whole body is
 * there. A HEAD is answered the same way, without the body. Anything not cacheable is rendered as before.
 */
async function cachedPage(c: Context<AppEnv>) {
  if (wantsInContext(c)) return inContextEditPage(c);
  const request = { method: c.req.method, url: c.req.url, cookie: c.req.header("Cookie") };
  if (!isCacheablePageRequest(request)) return marked(await page(c), "bypass");
  const generation = await locationGeneration();
  if (generation === null) return marked(await page(c), "bypass");
  const { pathname } = new URL(c.req.url);
  const key = pageCacheKeyOf(c.env, generation, c.get("colorMode"), pathname);
  const stored = await lookUpPage(key);
  if (stored) {
    // Built with its security headers, so the middleware need not copy it to add them (decision 0072).
    const nonce = c.get("nonce");
    return markSecured(answerFromCache(stored, nonce, c.req.method === "HEAD", publicHtmlHeaders(nonce)));
  }

  let faulted = false;
  const res = await page(c, { onFault: () => (faulted = true) });
  if (!isStorable(res) || faulted || !res.body) return marked(res, "bypass");
  const [visitor, cache] = res.body.tee();
  const out = marked(res, "miss", visitor);
  // What the zone purge selects the stored copy by (services/cache-purge.ts).
  out.headers.set(CACHE_TAG_HEADER, pageTagsOf(pathname).join(","));
  c.executionCtx.waitUntil(storePage(key, cache, out, () => faulted));
  return out;
}

/** A public page asked for in edit mode by a signed-in account (the cookie alone is not enough). */
function wantsInContext(c: Context<AppEnv>): boolean {
  const { pathname } = new URL(c.req.url);
  return !isAdminPath(pathname) && asksForInContext(c.req.header("Cookie")) && getAccount(c) !== null;
}

/**
 * An editor's edit-mode page (docs/decisions/0058-in-context-editing.md): rendered with every
 * message marked, the markers made spans, the in-context script added; one person's page, so
 * never read from nor written to the page cache, and never indexed.
 */
async function inContextEditPage(c: Context<AppEnv>) {
  const pending = new PendingTexts(c.env.DB, splitLocalePath(new URL(c.req.url).pathname).locale);
  const res = await page(c, { inContext: true, pending });
  const out = new Response(res.body, res);
  out.headers.set("Cache-Control", "private, no-store");
  out.headers.set("X-Robots-Tag", "noindex");
  out.headers.set(PAGE_CACHE_HEADER, "bypass");
  if (!/^text\/html\b/i.test(out.headers.get("Content-Type") ?? "")) return out;
  const tags = inContextTags(clientAssets("inContext"), clientAssets("public"), c.get("nonce"));
  return markPending(inContextPage(out, tags), pending.keys);
}

const resolveSession = session();

/**
 * Public pages do not read the session cookie, except for a live preview URL: then it is
 * resolved (as on the admin pages, which have done so already) to find whose preview it is.
 */
const previewSession = createMiddleware<AppEnv>(async function previewSession(c, next) {
  if (c.req.query(PREVIEW_PARAM) === undefined || c.get("sessionId") !== undefined) return next();
  return resolveSession(c, next);
});

/** The session is resolved for a page asked for in edit mode, to check that an editor asks. */
const editSession = createMiddleware<AppEnv>(async function editSession(c, next) {
  if (!asksForInContext(c.req.header("Cookie")) || c.get("sessionId") !== undefined) return next();
  return resolveSession(c, next);
});

/** Every page of the route table, rendered by React and streamed; the sign-in and sign-out forms also post here. */
export const pages = new Hono<AppEnv>()
  .get("*", previewSession, editSession, cachedPage)
  .post(LOGIN_PATH, (c) => page(c))
  .post(LOGOUT_PATH, (c) => page(c))
  // A one-time link's form, posted without JavaScript (worker/middleware/guards.ts checks its origin).
  .post(`${INVITE_PATH_PREFIX}:token`, (c) => page(c));
