import { Hono } from "hono";
import { isAdminLocale } from "../../common/admin-locale";
import { ADMIN_MESSAGES_PATH } from "../../common/app-paths";
import { type CompiledBundle, emptyBundle } from "../../common/icu/types";
import type { AppEnv } from "../env";
import { pseudoLocaleOn } from "../http/admin-locale";
import { notFound, onError } from "../http/on-error";
import { AppError } from "../lib/errors";
import { adminMessageReader } from "../services/site";
import { BUILD } from "../ssr/build-info";

/**
 * `GET /_app/admin-messages/{locale}/{version}.json`: the admin's messages of a locale, as the
 * admin page that names this URL was rendered with (docs/decisions/0087). No session: the admin's
 * words are no secret, and the sign-in page needs them too. The current version is immutable
 * (a change publishes a new revision, a deploy a new build: a new URL); an older version answers
 * the current messages, revalidated by ETag, so a page rendered just before a change still
 * hydrates with the words it was rendered with at worst one request late.
 */
const adminMessages = new Hono<AppEnv>().basePath(ADMIN_MESSAGES_PATH).get("/:locale/:file", async (c) => {
  const { locale, file } = c.req.param();
  if (!isAdminLocale(locale, pseudoLocaleOn(c.env))) throw new AppError(404, `Unknown admin locale: ${locale}`);
  if (!file.endsWith(".json")) throw new AppError(404, "Unknown admin messages file");
  const messages = await adminMessageReader(c.env, (p) => c.executionCtx.waitUntil(p), BUILD.id)(locale);
  const etag = `"${messages.version}-${locale}"`;
  const current = file === `${messages.version}.json`;
  c.header("ETag", etag);
  c.header("Cache-Control", current ? "public, max-age=31536000, immutable" : "no-cache");
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
  // English goes only where the locale has no message of its own: a complete locale sends none
  // twice (Polish: 55 KB gzip with all of English under it, about half without).
  return c.json({ locale, current: messages.current, fallback: missingFrom(messages.current, messages.fallback) });
});

adminMessages.notFound(notFound);
adminMessages.onError(onError);

export default adminMessages;

/** The fallback's messages that `current` lacks (none when they are one bundle, as English's are). */
function missingFrom(current: CompiledBundle, fallback: CompiledBundle): CompiledBundle {
  const missing = emptyBundle();
  if (current === fallback) return missing;
  for (const [key, message] of Object.entries(fallback)) if (!Object.hasOwn(current, key)) missing[key] = message;
  return missing;
}
