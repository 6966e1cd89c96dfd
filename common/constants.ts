/** Constants of the specification (docs/spec.md section 9, docs/client-runtime.md), each named once. */

/** The language-redirect cookie, which also holds the chosen locale code. */
export const LOCALE_COOKIE = "i18n_redirected";
/** Locale cookie lifetime: 365 days, in seconds (cookie Max-Age). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** New-build check interval. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** Delay before the build manifest is prefetched. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
/** A failed chunk load reloads the page at most once per this window. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
/** A route transition waits this long before showing progress. */
export const TRANSITION_PROGRESS_DELAY_MS = 100;

/** Fetched data stays fresh this long. */
export const QUERY_STALE_TIME_MS = 5_000;
/** Fetched data retries. */
export const QUERY_RETRIES = 3;
/** Exponential retry delay cap. */
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;
/** Unused fetched data is kept this long. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;

/** Icon requests. */
export const ICON_REQUEST_TIMEOUT_MS = 5_000;
export const ICON_MAX_URL_LENGTH = 500;
export const ICON_SPIN_DURATION_MS = 750;

/** The error messages of the spec's error catalogue. */
export const MSG_NOT_FOUND_ROUTE = (path: string) => `Page not found: ${path}`;
export const MSG_NOT_FOUND_VALIDATION = (path: string) => `Page Not Found: ${path}`;
export const MSG_NOT_FOUND_DEFAULT = "Page Not Found";
export const MSG_INTERNAL_ERROR = "Internal Server Error";

/** Base of the exponential retry delay, min(base · 2^attempt, cap) (TanStack Query's own base). */
export const QUERY_RETRY_BASE_DELAY_MS = 1_000;

/** The color-mode preference cookie (light / dark; absent means system). */
export const COLOR_MODE_COOKIE = "color_mode";
/** The color-mode preference is kept as long as the locale choice. @alias */
export const COLOR_MODE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_MAX_AGE_S;
