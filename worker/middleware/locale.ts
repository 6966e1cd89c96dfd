import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { LOCALE_COOKIE } from "../../common/constants";
import { localeCookie } from "../../common/cookies";
import { DEFAULT_LOCALE, type LocaleCode, splitLocalePath } from "../../common/locales";
import { negotiateLocale } from "../../common/negotiate";
import type { AppEnv } from "../env";

/** A response that depends on who asks: browsers may keep it, shared caches may not. */
const PER_VISITOR = { "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" };

/**
 * Locale at the edge (PRODUCT.md "Locale at the edge"):
 * - `/` is the only path redirected by detection: 302 to `/{prefix}` when the
 *   cookie, else Accept-Language, names another locale than sk;
 * - `/sk` and `/sk/...` answer 301 to the unprefixed path, and record sk as the
 *   visitor's explicit choice (the switcher links to them for Slovenčina);
 * - a page under a prefix stores its locale in the cookie when the cookie differs.
 */
export function locale() {
  return createMiddleware<AppEnv>(async function locale(c, next) {
    const url = new URL(c.req.url);
    const cookie = getCookie(c, LOCALE_COOKIE);
    const secure = url.protocol === "https:";

    if (url.pathname === "/sk" || url.pathname.startsWith("/sk/")) {
      const headers: Record<string, string> = { ...PER_VISITOR, Location: (url.pathname.slice(3) || "/") + url.search };
      if (cookie !== DEFAULT_LOCALE) headers["Set-Cookie"] = localeCookie(DEFAULT_LOCALE, secure);
      return new Response(null, { status: 301, headers });
    }

    if (url.pathname === "/") {
      const detected = negotiateLocale({ cookie, acceptLanguage: c.req.header("Accept-Language") });
      if (detected !== DEFAULT_LOCALE) {
        return new Response(null, { status: 302, headers: { ...PER_VISITOR, Location: `/${detected}${url.search}` } });
      }
      await next();
      for (const [name, value] of Object.entries(PER_VISITOR)) c.header(name, value);
      return;
    }

    await next();
    const { locale: pageLocale } = splitLocalePath(url.pathname);
    if (pageLocale !== DEFAULT_LOCALE && cookie !== pageLocale && isHtml(c.res)) {
      c.header("Set-Cookie", localeCookie(pageLocale as LocaleCode, secure), { append: true });
    }
  });
}

function isHtml(res: Response): boolean {
  return res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}
