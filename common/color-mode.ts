import { COOKIES, cookieHeader, expiredCookieHeader, readCookie } from "./cookies";

/** The two modes a page can be shown in. */
export const COLOR_MODES = ["light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What a visitor can choose; `system` follows the OS setting. */
export const COLOR_MODE_PREFERENCES = ["light", "dark", "system"] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];

export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

/** A stored or submitted preference; anything unknown (or nothing) means `system`. */
export function parseColorModePreference(value: unknown): ColorModePreference {
  return isColorMode(value) ? value : "system";
}

/**
 * The `Set-Cookie` / `document.cookie` string that stores a preference. `system`
 * is the default, so choosing it removes the cookie rather than storing it.
 */
export function colorModeCookie(preference: ColorModePreference, secure: boolean): string {
  if (preference === "system") return expiredCookieHeader(COOKIES.colorMode, secure);
  return cookieHeader(COOKIES.colorMode, preference, { secure });
}

/** The preference stored in a Cookie header or `document.cookie`. */
export function readColorModeCookie(header: string | null | undefined): ColorModePreference {
  return parseColorModePreference(readCookie(header, COOKIES.colorMode.name));
}
