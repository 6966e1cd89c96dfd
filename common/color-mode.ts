import { COLOR_MODE_COOKIE, COLOR_MODE_COOKIE_MAX_AGE_S } from "./constants";

/** The two modes a page can be shown in. */
export const COLOR_MODES = ["light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What a visitor can choose (PRODUCT.md "Client runtime"); `system` follows the OS setting. */
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
  const value = preference === "system" ? "" : preference;
  const maxAge = preference === "system" ? 0 : COLOR_MODE_COOKIE_MAX_AGE_S;
  return `${COLOR_MODE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
