import { LOCALES, type LocaleCode, localePath, splitLocalePath } from "./locales.ts";

/**
 * The public pages and their path in each locale (docs/decisions/0054-localised-page-paths.md).
 * The route table (client/routes.tsx) builds each locale's routes from this list; the language
 * switcher, hreflang, canonical links, the sitemap and the 301 of a wrong slug all read it.
 *
 * - `id`: the page, and the namespace of its messages (`pricing.title`).
 * - `slug`: the path segment where a locale has none of its own (English); `slugs` by locale
 *   code. A locale added to the table alone gets the default slugs until it names its own.
 * - `formerSlugs`: paths the page had before; they answer with a 301 in every locale.
 *
 * Slugs are ASCII (transliterated), so a shared link stays readable without percent-escapes.
 */
export interface PageDefinition {
  id: string;
  slug: string;
  slugs?: Partial<Record<LocaleCode, string>>;
  formerSlugs?: readonly string[];
}

export const PAGES = [
  { id: "home", slug: "" },
  {
    id: "features",
    slug: "features",
    slugs: {
      sk: "funkcie",
      cz: "funkce",
      hr: "znacajke",
      pl: "funkcje",
      hu: "funkciok",
      si: "funkcije",
      rs: "funkcije",
      de: "funktionen",
      ru: "vozmozhnosti",
    },
  },
  {
    id: "pricing",
    slug: "pricing",
    slugs: {
      sk: "cennik",
      cz: "cenik",
      hr: "cijene",
      pl: "cennik",
      hu: "arak",
      si: "cenik",
      rs: "cene",
      de: "preise",
      ru: "ceny",
    },
    formerSlugs: ["plans"],
  },
  {
    id: "about",
    slug: "about",
    slugs: {
      sk: "o-nas",
      cz: "o-nas",
      hr: "o-nama",
      pl: "o-nas",
      hu: "rolunk",
      si: "o-nas",
      rs: "o-nama",
      de: "ueber-uns",
      ru: "o-nas",
    },
  },
  {
    id: "news",
    slug: "news",
    slugs: {
      sk: "novinky",
      cz: "novinky",
      hr: "novosti",
      pl: "aktualnosci",
      hu: "hirek",
      si: "novice",
      rs: "vesti",
      de: "neuigkeiten",
      ru: "novosti",
    },
    formerSlugs: ["blog"],
  },
] as const satisfies readonly PageDefinition[];

export type PageId = (typeof PAGES)[number]["id"];

const BY_ID = new Map<string, PageDefinition>(PAGES.map((p) => [p.id, p]));

export function isPageId(value: unknown): value is PageId {
  return typeof value === "string" && BY_ID.has(value);
}

/** The page's path segment in `locale` ("" for the home page). */
export function pageSlug(id: PageId, locale: LocaleCode): string {
  const page = BY_ID.get(id) as PageDefinition;
  return page.slugs?.[locale] ?? page.slug;
}

/** The page's locale-less path in `locale`: `/` for home, `/preise` for pricing in de. */
export function pageRest(id: PageId, locale: LocaleCode): string {
  return `/${pageSlug(id, locale)}`;
}

/** The page's URL path in `locale`: `/de/preise`, `/cennik` (sk has no prefix), `/en`. */
export function pageUrlPath(id: PageId, locale: LocaleCode): string {
  return localePath(locale, pageRest(id, locale));
}

/**
 * Every slug any page has had, in any locale, to its page: `/en/preise` or `/de/plans` is the
 * pricing page asked for by a slug of another language or an earlier release.
 */
const ANY_SLUG = new Map<string, PageId>();
for (const page of PAGES as readonly PageDefinition[]) {
  const id = page.id as PageId;
  const all = [page.slug, ...Object.values(page.slugs ?? {}), ...(page.formerSlugs ?? [])];
  for (const slug of all) if (slug) ANY_SLUG.set(slug, id);
}

/**
 * For a locale-less path that is not a page of `locale`, the page it names by another slug
 * (one segment, an optional trailing slash): the path to send the visitor to with a 301.
 */
export function misnamedPageTarget(locale: LocaleCode, rest: string): string | undefined {
  const match = /^\/([a-z0-9-]+)\/?$/.exec(rest);
  const id = match?.[1] ? ANY_SLUG.get(match[1]) : undefined;
  if (!id) return undefined;
  const target = pageUrlPath(id, locale);
  return target === localePath(locale, rest) ? undefined : target;
}

/** Every public page in every locale, as `{ id, locale, path }`: the sitemap's list. */
export function allPageUrls(): { id: PageId; locale: LocaleCode; path: string }[] {
  return PAGES.flatMap((p) => LOCALES.map((l) => ({ id: p.id, locale: l.code, path: pageUrlPath(p.id, l.code) })));
}

/** The 404 page's locale-less path, a child of each locale's public routes in client/routes.tsx. */
const NOT_FOUND_REST = "/404";

/** Each locale's public locale-less paths: its pages and its 404 page. */
const PUBLIC_RESTS = new Map<LocaleCode, ReadonlySet<string>>(
  LOCALES.map(({ code }) => [code, new Set([...PAGES.map((p) => pageRest(p.id, code)), NOT_FOUND_REST])]),
);

/** A URL path's segments percent-decoded as react-router decodes them (an encoded `/` stays `%2F`); malformed stays as is. */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** Responses of the admin area (pages and API) hold account data: never stored anywhere. */
export function isAdminPath(pathname: string): boolean {
  return /^\/(?:api\/)?admin(?:\/|$)/.test(pathname);
}

/**
 * Whether a URL path is a public page (or the 404 page) of its locale, matched as the route
 * table (client/routes.tsx) matches it: segments decoded, case-sensitive, trailing slashes
 * ignored. The page cache asks, without the route table (test/unit/public-page-paths.test.ts
 * holds the two to the same answers).
 */
export function isPublicPagePath(pathname: string): boolean {
  const { locale, rest } = splitLocalePath(decodeSegments(pathname).replace(/(.)\/+$/, "$1"));
  return PUBLIC_RESTS.get(locale)?.has(rest) ?? false;
}
