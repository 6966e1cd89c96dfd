import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { safeRedirect } from "../../common/auth";
import { unflatten } from "../../common/flatten";
import { isLocaleCode, type LocaleCode, localePath, splitLocalePath } from "../../common/locales";
import { keyNameError, valueError } from "../../common/text";
import type { AppEnv } from "../env";
import { requireLocaleAccess } from "../middleware/guards";
import { AppError, invalid } from "../services/errors";
import { createPreview, MAX_PREVIEW_BODY_BYTES, MAX_PREVIEW_DRAFTS, PREVIEW_PARAM } from "../services/preview";

/** What `POST /api/admin/preview` answers: the page to open, and until when it shows the drafts. */
export interface PreviewCreated {
  url: string;
  expiresAt: string;
}

function locale(value: unknown): LocaleCode {
  if (!isLocaleCode(value)) throw invalid("locale", "must be one of sk, en, cz, hr, pl, hu, si, rs, de, ru");
  return value;
}

function drafts(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw invalid("drafts", "must be an object of key names and texts");
  }
  const entries = Object.entries(value);
  if (entries.length === 0) throw invalid("drafts", "must hold at least one draft");
  if (entries.length > MAX_PREVIEW_DRAFTS) throw invalid("drafts", `must hold at most ${MAX_PREVIEW_DRAFTS} drafts`);
  for (const [name, text] of entries) {
    const badName = keyNameError(name);
    if (badName) throw invalid("drafts", `key "${name.slice(0, 200)}" ${badName}`);
    const badText = valueError(text);
    if (badText) throw invalid(`drafts.${name}`, badText);
  }
  try {
    unflatten(entries as [string, string][]);
  } catch (error) {
    // `a` and `a.b` at once: one cannot be both a text and a group of texts.
    throw invalid("drafts", (error as Error).message);
  }
  return value as Record<string, string>;
}

/** A public page of `target`'s locale, as a bare path (no query, no fragment): else 400. */
function pagePath(value: unknown, target: LocaleCode): string {
  if (value === undefined || value === null) return localePath(target);
  const problem = `must be the path of a public page in the locale ${target}, such as ${localePath(target)}`;
  if (typeof value !== "string" || safeRedirect(value, "") !== value || /[?#]/.test(value)) {
    throw invalid("path", problem);
  }
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
  bodyLimit({
    maxSize: MAX_PREVIEW_BODY_BYTES,
    onError: () => {
      throw new AppError(413, `The request body exceeds ${MAX_PREVIEW_BODY_BYTES} bytes`);
    },
  }),
  async (c) => {
    let data: Record<string, unknown>;
    try {
      data = await c.req.json();
    } catch {
      throw invalid("body", "must be a JSON object");
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) throw invalid("body", "must be a JSON object");
    const target = locale(data.locale);
    requireLocaleAccess(c, target);
    const texts = drafts(data.drafts);
    const path = pagePath(data.path, target);
    const { token, expiresAt } = await createPreview(c.env.CACHE, {
      sessionId: c.get("sessionId") as string,
      locale: target,
      drafts: texts,
    });
    // `/` may be redirected by language detection (to the editor's usual locale, say); `/sk`
    // records sk as the choice and lands on `/`, query and all (worker/middleware/locale.ts).
    const href = path === "/" ? "/sk" : path;
    const body: PreviewCreated = {
      url: `${href}?${PREVIEW_PARAM}=${token}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
    return c.json(body, 201);
  },
);
