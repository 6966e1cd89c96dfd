import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "./constants";
import type { LocaleCode } from "./locales";

/**
 * The locale cookie as one Set-Cookie / document.cookie string (PRODUCT.md):
 * the locale code, a year, the whole site, SameSite=Lax, Secure on https.
 * It is a preference the browser's language switcher also writes, so it is
 * readable by scripts (not HttpOnly); it carries nothing secret.
 */
export function localeCookie(code: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
