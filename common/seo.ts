import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { type PageId, pageUrlPath } from "./pages";

export interface Alternate {
  hrefLang: string;
  href: string;
}

/**
 * The hreflang alternates of a page: its localised URL in each locale of the table by
 * language tag (`/de/preise`, `/en/pricing`), plus `x-default`, the sk URL.
 */
export function alternates(origin: string, page: PageId): Alternate[] {
  return [
    ...LOCALES.map((l) => ({ hrefLang: l.tag, href: absoluteUrl(origin, pageUrlPath(page, l.code)) })),
    { hrefLang: "x-default", href: absoluteUrl(origin, pageUrlPath(page, DEFAULT_LOCALE)) },
  ];
}

/** `origin` (with or without its trailing slash) joined with a URL path. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, "")}${path}`;
}
