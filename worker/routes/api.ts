import { Hono } from "hono";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { isLocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { messageSource } from "../services/messages";

/** The public HTTP API under `/api`. */
export const api = new Hono<AppEnv>().get("/i18n/:locale", etag(), async (c) => {
  const locale = c.req.param("locale");
  if (!isLocaleCode(locale)) {
    throw new HTTPException(404, { message: `Unknown locale: ${locale}` });
  }
  // Cacheable by anyone, revalidated on every use: a saved translation shows at once,
  // an unchanged one costs a 304.
  c.header("Cache-Control", "public, no-cache");
  return c.json(await messageSource(c.env, (p) => c.executionCtx.waitUntil(p)).get(locale));
});
