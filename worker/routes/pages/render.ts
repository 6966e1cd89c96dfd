import type { Context } from "hono";
import type { AdminMessageBundle } from "../../../common/admin-locale";
import { adminMessagesPath } from "../../../common/app-paths";
import type { AdminPageConfig } from "../../../common/contracts/app-config";
import type { DataSource, PageDataSource } from "../../../common/contracts/data-source";
import { isAdminPath } from "../../../common/pages";
import type { AppEnv } from "../../env";
import { adminLocaleOf, pseudoLocaleOn } from "../../http/admin-locale";
import { sourceLocaleOf } from "../../lib/source-locale";
import { captchaPublicConfig } from "../../services/identity";
import { adminMessageReader } from "../../services/site";
import { appAssetsFor, clientAssets } from "../../ssr/assets";
import { BUILD } from "../../ssr/build-info";
import { errorDocument } from "../../ssr/error-document";
import { ICONS } from "../../ssr/icons";
import { renderPage } from "../../ssr/site-renderer";
import { mergeHeaders } from "../auth";
import { markPreviewPrivate } from "./preview";

/** Crawlers get the complete document in one piece rather than a stream. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/** One render: the page's data, and what the caller wants to hear of it. */
export interface RenderRun {
  /** A visitor's (./public.ts), an editor's edit mode (./in-context.ts) or the admin's (./app.ts). */
  dataSource: PageDataSource | DataSource;
  /** Headers the data source's loaders and actions ask for (the session cookie after a form sign-in, say). */
  headers?: Headers;
  /** Called on anything that makes the page unfit to keep (the page cache then does not store it). */
  onFault?: () => void;
}

/** A page of the route table, rendered by React and streamed; a plain error page if even the shell fails. */
export async function render(c: Context<AppEnv>, { dataSource, headers = new Headers(), onFault }: RenderRun) {
  markPreviewPrivate(c, headers);
  // The admin's pages are its app; every other page is the server's HTML with islands (docs/decisions/0053-public-pages-hydrate-islands.md).
  const pathname = new URL(c.req.url).pathname;
  const kind = isAdminPath(pathname) ? "app" : "public";
  const words = adminWordsOf(kind, dataSource);
  try {
    const admin = words ? await adminPage(c, headers) : undefined;
    const res = await renderPage(c, {
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
        sso: ssoName(c.env),
        ...(admin && words === "page" ? { admin: admin.config } : {}),
      },
      ...(admin ? { adminMessages: admin.messages } : {}),
      dataSource,
      waitForAll: CRAWLER.test(c.req.header("User-Agent") ?? ""),
      onError: (error) => {
        onFault?.();
        console.error("render:", error);
      },
    });
    mergeHeaders(res.headers, headers);
    return res;
  } catch (error) {
    // The shell itself failed to render: answer a plain error page, never a stack.
    console.error("render shell:", error);
    return c.html(errorDocument(500), 500);
  }
}

/**
 * Where a page needs the admin's words (docs/decisions/0087): an admin page and an editor's
 * edit-mode page (its in-context bar and dialog) render with them and tell the browser where to
 * read them ("page"); a live preview's banner is only rendered by the server ("server"). A
 * visitor's page has none: it neither reads nor loads them.
 */
function adminWordsOf(kind: "app" | "public", dataSource: PageDataSource): "page" | "server" | undefined {
  if (kind === "app" || dataSource.inContext?.() === true) return "page";
  return dataSource.preview?.() ? "server" : undefined;
}

/** An admin page's language and messages (docs/decisions/0087): rendered with them, and told where the browser reads them. */
async function adminPage(
  c: Context<AppEnv>,
  headers: Headers,
): Promise<{ config: AdminPageConfig; messages: AdminMessageBundle }> {
  const locale = adminLocaleOf(c, headers);
  const messages = await adminMessageReader(c.env, (p) => c.executionCtx.waitUntil(p), BUILD.id)(locale);
  return {
    config: { locale, messages: adminMessagesPath(locale, messages.version), pseudo: pseudoLocaleOn(c.env) },
    messages: { locale, current: messages.current, fallback: messages.fallback },
  };
}

/** The sign-in page's "Sign in with {provider}": only with single sign-on configured (services/identity/sso-config.ts). */
const ssoName = (env: AppEnv["Bindings"]) =>
  env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
    ? env.OIDC_PROVIDER_NAME || env.OIDC_ISSUER.replace(/^\w+:\/\/([^/]+).*$/, "$1")
    : undefined;
