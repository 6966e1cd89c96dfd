import { Hono } from "hono";
import { safeRedirect } from "../../common/auth";
import { MAX_PREVIEW_BODY_BYTES, type PreviewCreated, previewBody } from "../../common/contracts/preview";
import { type LocaleCode, localeChoicePath, localePath, splitLocalePath } from "../../common/locales";
import type { AppEnv } from "../env";
import { requireLocale } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { invalid } from "../lib/errors";
import { createPreview, PREVIEW_PARAM } from "../services/site";

/** A public page of `target`'s locale, as a bare path (no query, no fragment): else 400. */
function pagePath(value: string | null | undefined, target: LocaleCode): string {
  if (value === undefined || value === null) return localePath(target);
  const problem = `must be the path of a public page in the locale ${target}, such as ${localePath(target)}`;
  if (safeRedirect(value, "") !== value || /[?#]/.test(value)) throw invalid("path", problem);
  if (/^\/(?:admin|api|_app)(?:\/|$)/.test(value) || splitLocalePath(value).locale !== target) {
    throw invalid("path", problem);
  }
  return value;
}

/**
 * `POST /api/admin/preview` `{ locale, drafts, path? }` (behind the admin API guard: a
 * session, same-origin JSON). A translator may preview only the locales they edit.
 */
export const preview = new Hono<AppEnv>().post(
  "/",
  limitBody(MAX_PREVIEW_BODY_BYTES),
  validate("json", previewBody),
  async (c) => {
    const { locale, drafts, path: asked } = c.req.valid("json");
    requireLocale(c, locale);
    const path = pagePath(asked, locale);
    const { token, expiresAt } = await createPreview(c.env.CACHE, {
      sessionId: c.get("sessionId") as string,
      locale,
      drafts: Object.fromEntries(drafts),
    });
    // `/` may be redirected by language detection (to the editor's usual locale, say); the
    // switch path records the locale as the choice first (worker/middleware/locale.ts).
    const href = localeChoicePath(locale, splitLocalePath(path).rest);
    const body: PreviewCreated = {
      url: `${href}?${PREVIEW_PARAM}=${token}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
    return c.json(body, 201);
  },
);
