/**
 * Which messages travel to browsers (docs/decisions/0044-site-messages-are-published-by-namespace.md).
 * The store holds every key a project imports (10,000 of a real app's, say); visitors need only
 * the keys the site's pages use. Publishing builds bundles of the site's namespaces alone; each
 * page then gets the namespaces its routes declare (`pageNamespaces` in client/routes.tsx). The route
 * table declares these same constants and page ids (a test holds the two equal).
 */

import { PAGES } from "./pages.ts";

/**
 * The namespaces the root route declares (client/routes.tsx): every page, public or admin, gets
 * the site's name and skip link, the runtime's controls and the error pages.
 */
export const ROOT_NAMESPACES: readonly string[] = ["site", "runtime", "error"];

/** The namespaces the public layout declares: its navigation and footer, on every public page. */
export const PUBLIC_LAYOUT_NAMESPACES: readonly string[] = ["nav", "footer"];

/**
 * Top-level namespaces of the keys the public pages use (`home.title` is in `home`): the
 * chrome's, and each page's own, named by its id in the page table (common/pages.ts). A new page
 * publishes its namespace by being in that table.
 */
export const SITE_NAMESPACES: readonly string[] = [
  ...ROOT_NAMESPACES,
  ...PUBLIC_LAYOUT_NAMESPACES,
  ...PAGES.map((page) => page.id),
];

/** Whether `key` is a message of one of `namespaces` (the namespace's own key, or under it). */
export function inNamespaces(key: string, namespaces: readonly string[]): boolean {
  const dot = key.indexOf(".");
  return namespaces.includes(dot === -1 ? key : key.slice(0, dot));
}

/**
 * A short fingerprint of the site's namespaces: published bundles carry it in their KV key,
 * so a deploy that adds a namespace reads (and builds) new bundles instead of old ones
 * that lack it. FNV-1a, 32 bits, base 36.
 */
export function namespacesFingerprint(namespaces: readonly string[] = SITE_NAMESPACES): string {
  let hash = 0x811c9dc5;
  for (const ch of [...namespaces].sort().join(",")) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
