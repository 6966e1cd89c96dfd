import { Hono } from "hono";
import { etag } from "hono/etag";
import { messagesParams } from "../../common/contracts/public";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { messageSource } from "../services/site";

/** A locale the site does not have is a resource that does not exist. */
const unknownLocale = (_errors: unknown, input: unknown) =>
  new AppError(404, `Unknown locale: ${String((input as { locale?: unknown }).locale).slice(0, 20)}`);

/**
 * The admin API's description: the same for every request of this build, so made once, by modules
 * loaded on its first request (the route table and the JSON Schema converter; decision 0072).
 */
let openApi: Promise<string> | undefined;

async function describeAdminApi(): Promise<string> {
  const [{ openApiDocument }, { API_ROUTES }] = await Promise.all([
    import("../http/openapi"),
    import("../http/api-route-table"),
  ]);
  return JSON.stringify(openApiDocument(API_ROUTES));
}

/** The public HTTP API under `/api`. */
export const api = new Hono<AppEnv>()
  .get("/openapi.json", etag(), async (c) => {
    openApi ??= describeAdminApi().catch((error: unknown) => {
      openApi = undefined;
      throw error;
    });
    const body = await openApi;
    c.header("Cache-Control", "public, max-age=300");
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(body);
  })
  .get("/i18n/:locale", validate("param", messagesParams, unknownLocale), etag(), async (c) => {
    const { locale } = c.req.valid("param");
    // Cacheable by anyone, revalidated on every use: a saved translation shows at once,
    // an unchanged one costs a 304.
    c.header("Cache-Control", "public, no-cache");
    return c.json(await messageSource(c.env, (p) => c.executionCtx.waitUntil(p)).get(locale));
  });
