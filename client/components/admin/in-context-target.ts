import { ADMIN_HOME, canEditLocale, type SessionAccount } from "../../../common/auth";
import { LOCALE_COOKIE } from "../../../common/constants";
import { readCookie } from "../../../common/cookies";
import { isLocaleCode, type LocaleCode, localeChoicePath } from "../../../common/locales";

/** Where the admin is, as far as "Edit on the site" needs to know. */
export interface Whereabouts {
  /** The admin page's path and query (the editor's `cols` name the locales it shows). */
  pathname: string;
  search: string;
  /** The page the admin document was loaded from (`document.referrer`), and this site's origin. */
  referrer: string;
  origin: string;
  /** The `Cookie` header as scripts see it: the locale cookie is readable (docs/decisions/0008). */
  cookie: string;
}

const isAdmin = (pathname: string) => pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);

/** The editor's first locale column: the one its preview opens. */
function editorLocale({ pathname, search }: Whereabouts): LocaleCode | null {
  if (!pathname.startsWith(`${ADMIN_HOME}/translation`)) return null;
  const first = new URLSearchParams(search).get("cols")?.split(",")[0]?.trim();
  return isLocaleCode(first) ? first : null;
}

/** The public page of this site the admin came from, if any. */
function pageCameFrom({ referrer, origin }: Whereabouts): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin && !isAdmin(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The page "Edit on the site" opens, the first that applies: the locale the translation editor
 * shows first (its preview's locale); the public page the admin came from; the locale last
 * chosen on the site (the locale cookie) when they may edit it; their first assigned locale;
 * the site's home, which picks the language as for anyone.
 */
export function editOnSiteTarget(user: SessionAccount, where: Whereabouts): string {
  const shown = editorLocale(where);
  if (shown) return localeChoicePath(shown, "/");
  const page = pageCameFrom(where);
  if (page) return page;
  const chosen = readCookie(where.cookie, LOCALE_COOKIE);
  if (isLocaleCode(chosen) && canEditLocale(user, chosen)) return localeChoicePath(chosen, "/");
  const first = user.locales?.[0];
  return first ? localeChoicePath(first, "/") : "/";
}
