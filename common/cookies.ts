import { parse, serialize } from "hono/utils/cookie";
import { COLOR_MODE_COOKIE, COLOR_MODE_COOKIE_MAX_AGE_S, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "./constants";
import { isLocaleCode, type LocaleCode } from "./locales";

/**
 * Every cookie the app sets or reads, and the one way to write and read them, on Hono's
 * cookie utilities (docs/decisions/0034-cookies.md). Worker and browser share it: a
 * Set-Cookie string is also what `document.cookie` takes.
 */
export interface CookieSpec {
  name: string;
  /** Lifetime in seconds; undefined where each value brings its own (the session). */
  maxAge?: number;
  /** Hidden from scripts: only for what scripts must never read. */
  httpOnly: boolean;
  /** Secure on every scheme (a `__Host-` cookie), not only on https. */
  alwaysSecure: boolean;
}

export const COOKIES = {
  /** The chosen locale code; also the language-redirect cookie. A preference the switcher writes, so not HttpOnly. */
  locale: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE_S, httpOnly: false, alwaysSecure: false },
  /** light / dark; absent means system. Written by the toggle in the browser too. */
  colorMode: { name: COLOR_MODE_COOKIE, maxAge: COLOR_MODE_COOKIE_MAX_AGE_S, httpOnly: false, alwaysSecure: false },
  /**
   * The session JWT. `__Host-` makes the browser insist on Secure, Path=/ and no Domain, so
   * no subdomain or plain-HTTP page can set or shadow it (Chromium treats http://localhost
   * as secure, so it works in local runs too).
   */
  session: { name: "__Host-session", httpOnly: true, alwaysSecure: true },
} as const satisfies Record<string, CookieSpec>;

/** The Set-Cookie string storing `value`: Path=/ and SameSite=Lax always. */
export function cookieHeader(spec: CookieSpec, value: string, opts: { secure: boolean; maxAge?: number }): string {
  return serialize(spec.name, value, {
    maxAge: opts.maxAge ?? spec.maxAge,
    path: "/",
    httpOnly: spec.httpOnly,
    secure: spec.alwaysSecure || opts.secure,
    sameSite: "Lax",
  });
}

/** The Set-Cookie string that removes the cookie (same attributes, so it matches, and Max-Age=0). */
export function expiredCookieHeader(spec: CookieSpec, secure: boolean): string {
  return cookieHeader(spec, "", { secure, maxAge: 0 });
}

/** One cookie's value from a Cookie header or `document.cookie`; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  // hono's parse answers a plain `{}` when the name is absent: `{}.constructor` is not a cookie.
  const cookies = parse(header, name);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/** The locale cookie: the locale code, a year, the whole site, SameSite=Lax, Secure on https. */
export function localeCookie(code: LocaleCode, secure: boolean): string {
  return cookieHeader(COOKIES.locale, code, { secure });
}

/** The stored locale, if the cookie holds a locale code at all. */
export function readLocaleCookie(header: string | null | undefined): LocaleCode | undefined {
  const value = readCookie(header, COOKIES.locale.name);
  return isLocaleCode(value) ? value : undefined;
}
