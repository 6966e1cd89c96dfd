import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { routes } from "../../client/routes";
import type { AppEnv } from "../env";
import { messageSource } from "../services/messages";
import { clientAssets } from "../ssr/assets";
import { BUILD } from "../ssr/build-info";
import { errorDocument } from "../ssr/error-document";
import { ICONS } from "../ssr/icons";
import { createPageRenderer } from "../ssr/render";

const render = createPageRenderer(routes);

/** Crawlers get the complete document in one piece rather than a stream. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/** Every page of the route table, rendered by React and streamed. */
export const pages = new Hono<AppEnv>().get("*", async (c) => {
  const messages = messageSource(c.env, (p) => c.executionCtx.waitUntil(p));
  try {
    return await render(c.req.raw, {
      nonce: c.get("nonce"),
      config: {
        assets: clientAssets(),
        apiPath: c.env.API_PATH,
        origin: c.env.PUBLIC_ORIGIN,
        buildId: BUILD.id,
        iconsVersion: ICONS.version,
        colorMode: c.get("colorMode"),
      },
      dataSource: {
        messages: (locale) => messages.get(locale),
        cookie: (name) => getCookie(c, name),
      },
      waitForAll: CRAWLER.test(c.req.header("User-Agent") ?? ""),
      onError: (error) => console.error("render:", error),
    });
  } catch (error) {
    // The shell itself failed to render: answer a plain error page, never a stack.
    console.error("render shell:", error);
    return c.html(errorDocument(500), 500);
  }
});
