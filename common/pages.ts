/**
 * The public pages, as locale-less paths: each exists in every locale. The
 * sitemap lists them, and each page's SEO links use the same paths.
 */
export const PUBLIC_PAGES = ["/"] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];
