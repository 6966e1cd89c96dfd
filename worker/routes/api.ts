import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { isLocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { bundledMessageSource } from "../services/messages";

/** The public HTTP API under `/api`. */
export const api = new Hono<AppEnv>().get("/i18n/:locale", async (c) => {
  const locale = c.req.param("locale");
  if (!isLocaleCode(locale)) {
    throw new HTTPException(404, { message: `Unknown locale: ${locale}` });
  }
  return c.json(await bundledMessageSource.get(locale));
});
