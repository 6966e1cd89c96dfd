import type { Context } from "hono";
import {
  ADMIN_LOCALE_COOKIE,
  ADMIN_LOCALE_COOKIE_MAX_AGE_S,
  type AdminLocale,
  isAdminLocale,
  negotiateAdminLocale,
} from "../../common/admin-locale";
import { cookieHeader, readCookie } from "../../common/cookies";
import type { AppEnv, Bindings } from "../env";
import { getAccount } from "./auth";

/** Whether this deployment offers the pseudo-locale (`PSEUDO_LOCALE = "on"`: local runs and the tests). */
export function pseudoLocaleOn(env: Pick<Bindings, "PSEUDO_LOCALE">): boolean {
  return env.PSEUDO_LOCALE === "on";
}

/**
 * The admin's locale for this request (docs/decisions/0087): a `?lang=` the sign-in page's
 * language menu links to (remembered in a cookie, whose Set-Cookie goes into `headers`), else
 * the account's setting, else that cookie, else Accept-Language, else English.
 */
export function adminLocaleOf(c: Context<AppEnv>, headers?: Headers): AdminLocale {
  const pseudo = pseudoLocaleOn(c.env);
  const chosen = c.req.query("lang");
  if (isAdminLocale(chosen, pseudo)) {
    headers?.append(
      "Set-Cookie",
      cookieHeader(
        { name: ADMIN_LOCALE_COOKIE, maxAge: ADMIN_LOCALE_COOKIE_MAX_AGE_S, httpOnly: false, alwaysSecure: false },
        chosen,
        { secure: new URL(c.req.url).protocol === "https:" },
      ),
    );
    return chosen;
  }
  return negotiateAdminLocale({
    setting: getAccount(c)?.uiLocale,
    cookie: readCookie(c.req.header("Cookie"), ADMIN_LOCALE_COOKIE),
    acceptLanguage: c.req.header("Accept-Language"),
    pseudo,
  });
}
