import { PUBLIC_LAYOUT_NAMESPACES, ROOT_NAMESPACES, SITE_NAMESPACES } from "./message-scopes";
import { PAGES, type PageId } from "./pages";

/**
 * Where each key is used: which public pages get a key, read from the namespaces the route table
 * declares (client/routes.tsx: the root's, the public layout's, and each page its own id). A unit
 * test holds this equal to `pageNamespaces` for every page in every locale, so the two cannot drift.
 * Keys are user data: they are only compared against these lists, never used to index an object.
 */

/** The namespaces every public page gets: the root's chrome and the public layout's. */
export const CHROME_NAMESPACES: readonly string[] = [...ROOT_NAMESPACES, ...PUBLIC_LAYOUT_NAMESPACES];

const PAGE_IDS: readonly PageId[] = PAGES.map((p) => p.id);

/** The namespaces some public page uses: the chrome's and each page's own, which are the published ones. */
export const USED_NAMESPACES: readonly string[] = SITE_NAMESPACES;

/** A key's namespace: the part of its name before the first dot, or the whole name. */
export function namespaceOf(key: string): string {
  const dot = key.indexOf(".");
  return dot === -1 ? key : key.slice(0, dot);
}

/** The namespaces the page `id` gets, in every locale: the chrome's, then its own. */
export function pageNamespacesOf(id: PageId): string[] {
  return [...CHROME_NAMESPACES, id];
}

/** Whether `key` is in a namespace every public page gets (the name, navigation, footer, errors). */
export function isChromeKey(key: string): boolean {
  return CHROME_NAMESPACES.includes(namespaceOf(key));
}

/** The public pages that show `key`, in the page table's order; [] when none does. */
export function pagesUsingKey(key: string): PageId[] {
  const namespace = namespaceOf(key);
  if (CHROME_NAMESPACES.includes(namespace)) return [...PAGE_IDS];
  return PAGE_IDS.filter((id) => id === namespace);
}

/** Whether any public page shows `key`. */
export function isUsedOnPages(key: string): boolean {
  return USED_NAMESPACES.includes(namespaceOf(key));
}
