import { Hono } from "hono";
import { isAdminLocale } from "../../common/admin-locale";
import {
  type AdminLanguage,
  adminLanguageBody,
  MAX_ADMIN_LANGUAGE_BODY_BYTES,
} from "../../common/contracts/admin-language";
import type { AppEnv } from "../env";
import { pseudoLocaleOn } from "../http/admin-locale";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { invalid } from "../lib/errors";
import { setUiLocale } from "../services/identity";

/**
 * `/api/admin/account/language` (Your account → Language, docs/decisions/0087): the admin's
 * language every signed-in person chooses for themselves, or `null` for the browser's. The
 * pseudo-locale only where this deployment offers it. Pages follow it from the next load.
 */
export const accountLanguageApi = new Hono<AppEnv>().put(
  "/",
  limitBody(MAX_ADMIN_LANGUAGE_BODY_BYTES),
  validate("json", adminLanguageBody),
  async (c) => {
    const account = requireAccount(c);
    const { locale } = c.req.valid("json");
    if (locale !== null && !isAdminLocale(locale, pseudoLocaleOn(c.env))) {
      throw invalid("locale", `must not be the pseudo-locale ${locale}: this deployment does not offer it`);
    }
    await setUiLocale(c.env.DB, account.id, locale);
    return c.json({ locale } satisfies AdminLanguage);
  },
);
