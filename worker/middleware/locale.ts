import { createMiddleware } from "hono/factory";
import { localeCookie, readLocaleCookie } from "../../common/cookies";
import { DEFAULT_LOCALE, localePath, splitLocalePath, unprefixedDefaultPath } from "../../common/locales";
import { negotiateLocale } from "../../common/negotiate";
import type { AppEnv } from "../env";

/** A response that depends on who asks: browsers may keep it, shared caches may not. */
const PER_VISITOR = { "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" };

/**
 * Locale at the edge (docs/decisions/0037-one-locale-table.md):
 * - `/` is the only path redirected by detection: 302 to `/{prefix}` when the
 *   cookie, else Accept-Language, names another locale than the default;
 * - the default locale's explicit prefix (`/sk`, `/sk/...`) answers 301 to the unprefixed path, and record sk as the
 *   visitor's explicit choice (the switcher links to them for Slovenčina);
 * - a page under a prefix stores its locale in the cookie when the cookie differs.
 */
export function locale() {
  return createMiddleware<AppEnv>(async function locale(c, next) {
    const url = new URL(c.req.url);
    const cookie = readLocaleCookie(c.req.header("Cookie"));
    const secure = url.protocol === "https:";

    const unprefixed = unprefixedDefaultPath(url.pathname);
    if (unprefixed !== undefined) {
      const headers: Record<string, string> = { ...PER_VISITOR, Location: unprefixed + url.search };
      if (cookie !== DEFAULT_LOCALE) headers["Set-Cookie"] = localeCookie(DEFAULT_LOCALE, secure);
      return new Response(null, { status: 301, headers });
    }

    if (url.pathname === "/") {
      const detected = negotiateLocale({ cookie, acceptLanguage: c.req.header("Accept-Language") });
      if (detected !== DEFAULT_LOCALE) {
        return new Response(null, {
          status: 302,
          headers: { ...PER_VISITOR, Location: localePath(detected) + url.search },
        });
      }
      await next();
      for (const [name, value] of Object.entries(PER_VISITOR)) c.header(name, value);
      return;
    }

    await next();
    const { locale: pageLocale } = splitLocalePath(url.pathname);
    if (pageLocale !== DEFAULT_LOCALE && cookie !== pageLocale && isHtml(c.res)) {
      c.header("Set-Cookie", localeCookie(pageLocale, secure), { append: true });
    }
  });
}

function isHtml(res: Response): boolean {
  return res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}
