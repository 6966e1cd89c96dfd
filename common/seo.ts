import { DEFAULT_LOCALE, LOCALES, type LocaleCode, localePath } from "./locales";

export interface Alternate {
  hrefLang: string;
  href: string;
}

/**
 * The hreflang alternates of a page: its URL in each locale of the table by
 * language tag, plus `x-default`, the sk URL.
 */
export function alternates(origin: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((l) => ({ hrefLang: l.tag, href: absoluteUrl(origin, l.code, path) })),
    { hrefLang: "x-default", href: absoluteUrl(origin, DEFAULT_LOCALE, path) },
  ];
}

export function absoluteUrl(origin: string, locale: LocaleCode, path: string): string {
  return `${origin.replace(/\/$/, "")}${localePath(locale, path)}`;
}
