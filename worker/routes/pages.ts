import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { routes } from "../../client/routes";
import { LOGIN_PATH } from "../../common/auth";
import type { AppEnv } from "../env";
import { captchaPublicConfig } from "../services/captcha";
import { messageSource } from "../services/messages";
import { clientAssets } from "../ssr/assets";
import { BUILD } from "../ssr/build-info";
import { errorDocument } from "../ssr/error-document";
import { ICONS } from "../ssr/icons";
import { createPageRenderer } from "../ssr/render";
import { authDataSource, mergeHeaders } from "./auth";

const render = createPageRenderer(routes);

/** Crawlers get the complete document in one piece rather than a stream. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

async function page(c: Context<AppEnv>) {
  // Headers a loader or action asks for (the session cookie after a form sign-in, say).
  const responseHeaders = new Headers();
  const messages = messageSource(c.env, (p) => c.executionCtx.waitUntil(p));
  try {
    const res = await render(c.req.raw, {
      nonce: c.get("nonce"),
      config: {
        assets: clientAssets(),
        apiPath: c.env.API_PATH,
        origin: c.env.PUBLIC_ORIGIN,
        buildId: BUILD.id,
        iconsVersion: ICONS.version,
        colorMode: c.get("colorMode"),
        captcha: captchaPublicConfig(c.env),
      },
      dataSource: {
        messages: (locale) => messages.get(locale),
        cookie: (name) => getCookie(c, name),
        ...authDataSource(c, responseHeaders),
      },
      waitForAll: CRAWLER.test(c.req.header("User-Agent") ?? ""),
      onError: (error) => console.error("render:", error),
    });
    mergeHeaders(res.headers, responseHeaders);
    return res;
  } catch (error) {
    // The shell itself failed to render: answer a plain error page, never a stack.
    console.error("render shell:", error);
    return c.html(errorDocument(500), 500);
  }
}

/** Every page of the route table, rendered by React and streamed; the login form also posts here. */
export const pages = new Hono<AppEnv>().get("*", page).post(LOGIN_PATH, page);
