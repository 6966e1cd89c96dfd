// With its extension: Node scripts (scripts/*.mjs) load this file without a bundler.
import { LOCALES } from "./locale-table.ts";

/**
 * What the app knows about locales, all derived from the one table in
 * ./locale-table.ts (docs/decisions/0037-one-locale-table.md), and the one
 * place that builds and parses locale URLs.
 */
export { LOCALES };

export type LocaleInfo = (typeof LOCALES)[number];
export type LocaleCode = LocaleInfo["code"];

/** sk: served without a prefix, and the fallback for missing messages. */
export const DEFAULT_LOCALE: LocaleCode = "sk";

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

const BY_CODE = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && BY_CODE.has(value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return BY_CODE.get(code) as LocaleInfo;
}

/** The path prefix of a locale: "" for sk, "/en" for en. */
export function localePrefix(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? "" : `/${code}`;
}

/** Joins a locale and a locale-less path ("/" or "/404") into a URL path. */
export function localePath(code: LocaleCode, path = "/"): string {
  const prefix = localePrefix(code);
  if (path === "/") return prefix || "/";
  return `${prefix}${path}`;
}

/**
 * Splits a URL path into its locale and the locale-less rest. A first segment
 * that is not a non-default locale code belongs to the sk (unprefixed) tree.
 */
export function splitLocalePath(pathname: string): { locale: LocaleCode; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return { locale: first, rest: match?.[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || "/" };
}

/**
 * The link that chooses a locale: the page itself for a prefixed locale, and
 * `/sk…` for the default one, whose 301 to the unprefixed page also stores the
 * choice, so Slovenčina can be chosen without JavaScript (the @nuxtjs/i18n bug
 * #3386, where the default locale could not be chosen).
 */
export function localeChoicePath(code: LocaleCode, path = "/"): string {
  if (code !== DEFAULT_LOCALE) return localePath(code, path);
  return `/${DEFAULT_LOCALE}${path === "/" ? "" : path}`;
}

/**
 * For a path under the default locale's explicit prefix (`/sk`, `/sk/x`): the
 * unprefixed path it stands for (`/`, `/x`). Undefined for any other path.
 */
export function unprefixedDefaultPath(pathname: string): string | undefined {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

/**
 * A path whose first segment is a locale code in another case (`/DE/x`, `/Sk`) with that
 * segment lower-cased (`/de/x`, `/sk`); any other path as it is. Locale prefixes are
 * lowercase, and the worker answers the others with a 301 here rather than a page in the
 * wrong language.
 */
export function canonicalLocalePath(pathname: string): string {
  const match = /^\/([^/]+)(.*)$/s.exec(pathname);
  const first = match?.[1];
  if (!first || first === first.toLowerCase() || !isLocaleCode(first.toLowerCase())) return pathname;
  return `/${first.toLowerCase()}${match?.[2] ?? ""}`;
}
