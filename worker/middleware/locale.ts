import { createMiddleware } from "hono/factory";
import { localeCookie, readLocaleCookie } from "../../common/cookies";
import {
  canonicalLocalePath,
  DEFAULT_LOCALE,
  type LocaleCode,
  localePath,
  splitLocalePath,
  unprefixedDefaultPath,
} from "../../common/locales";
import { negotiateLocale } from "../../common/negotiate";
import { sitePath } from "../../common/safe-redirect";
import type { AppEnv } from "../env";
import { isSecured } from "./security-headers";

/** A response that depends on who asks: browsers may keep it, shared caches may not. */
const PER_VISITOR = { "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" };

/**
 * Locale at the edge (docs/decisions/0037-one-locale-table.md):
 * - `/` is the only path redirected by detection: 302 to `/{prefix}` when the
 *   cookie, else Accept-Language, names another locale than the default;
 * - the default locale's explicit prefix (`/sk`, `/sk/...`) answers 301 to the unprefixed path, and record sk as the
 *   visitor's explicit choice (the switcher links to them for Slovenčina);
 * - a locale prefix in another case (`/De`, `/EN/404`) answers 301 to the lowercase one, and a
 *   page path with a trailing slash (`/de/preise/`) to the one without: one URL per page;
 * - every `Location` here is a path of the site by common/safe-redirect.ts, normalised first;
 * - a page under a prefix stores its locale in the cookie when the cookie differs.
 */
export function locale() {
  return createMiddleware<AppEnv>(async function locale(c, next) {
    const url = new URL(c.req.url);
    const cookie = readLocaleCookie(c.req.header("Cookie"));
    const secure = url.protocol === "https:";

    // `/EN/x` is `/en/x`, `/SK/x` is `/sk/x`. A target that is no path of the site
    // (`/sk//evil.com` → `//evil.com`) is not redirected to: the request ends as an unknown page.
    const canonical = withoutTrailingSlash(canonicalLocalePath(url.pathname));
    const unprefixed = unprefixedDefaultPath(canonical);
    const location =
      unprefixed !== undefined || canonical !== url.pathname ? sitePath((unprefixed ?? canonical) + url.search) : null;
    if (location !== null && unprefixed !== undefined) {
      const headers: Record<string, string> = { ...PER_VISITOR, Location: location };
      if (cookie !== DEFAULT_LOCALE) headers["Set-Cookie"] = localeCookie(DEFAULT_LOCALE, secure);
      return new Response(null, { status: 301, headers });
    }
    if (location !== null) return c.redirect(location, 301);

    // Resolved once: the pages read it from the context, not from the path again.
    const { locale: pageLocale } = splitLocalePath(url.pathname);
    c.set("locale", pageLocale);

    if (url.pathname === "/") {
      const detected = negotiateLocale({ cookie, acceptLanguage: c.req.header("Accept-Language") });
      const detectedPath = sitePath(localePath(detected) + url.search);
      if (detected !== DEFAULT_LOCALE && detectedPath !== null) {
        return new Response(null, { status: 302, headers: { ...PER_VISITOR, Location: detectedPath } });
      }
      await next();
      for (const [name, value] of Object.entries(PER_VISITOR)) c.header(name, value);
      return;
    }

    await next();
    if (pageLocale !== DEFAULT_LOCALE && cookie !== pageLocale && isHtml(c.res)) {
      const cookieHeader = localeCookieOf(pageLocale, secure);
      // A page-cache hit is this request's own Response: no copy needed (Hono's c.header copies a finished one).
      if (isSecured(c.res)) c.res.headers.append("Set-Cookie", cookieHeader);
      else c.header("Set-Cookie", cookieHeader, { append: true });
    }
  });
}

/** The Set-Cookie of each locale, made once per isolate: serialising it was a tenth of a page-cache hit's time. */
const localeCookies = new Map<string, string>();

function localeCookieOf(code: LocaleCode, secure: boolean): string {
  const key = secure ? `${code} secure` : code;
  let header = localeCookies.get(key);
  if (header === undefined) {
    header = localeCookie(code, secure);
    localeCookies.set(key, header);
  }
  return header;
}

/** `/de/preise/` → `/de/preise`; `/` stays. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

function isHtml(res: Response): boolean {
  return res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}
