import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { namespacesFingerprint } from "../../../common/message-scopes.ts";

/**
 * What readers are pointed at: the store's revision, and each locale's site bundle revision
 * (migrations/0039: moved by triggers whenever anything its bundle is built from changes, so a
 * save of one locale's text leaves the other nine bundles as they are; docs/decisions/0095).
 * D1's is read by ./revision.ts.
 */
export interface Pointer {
  revision: number;
  locales: Record<LocaleCode, number>;
}

/** The current pointer, so a public request needs no D1 round trip to find it. */
export const REVISION_KEY = "i18n:revision";
/** A safety net: a revision pointer whose update failed is re-read from D1 after this. */
export const REVISION_TTL_S = 300;
/** Bundles are immutable per revision; old ones expire on their own. */
export const BUNDLE_TTL_S = 7 * 24 * 60 * 60;
/**
 * How long a location's KV cache keeps a bundle it has read (`cacheTtl`; KV's default and minimum
 * is 60 s). Only the revision-named bundles get it, never the pointer or the last bundle, which
 * change in place: docs/decisions/0052-latency-budget.md.
 */
export const BUNDLE_CACHE_TTL_S = 60 * 60;
/** What the latest publication compiled, and what failed (docs/decisions/0036-icu-messages.md). */
export const PUBLISH_STATUS_KEY = "i18n:publish:status";

/** Computed once: the site's namespaces are fixed for a deployment. */
const SITE_FINGERPRINT = namespacesFingerprint();

/**
 * A locale's site messages at its bundle revision (Pointer.locales; docs/decisions/0095). The
 * namespaces' fingerprint makes a deploy that changes them read new bundles. (`i18n:bundle:` named
 * them by the store's revision before migration 0039: another series of numbers, never read now.)
 */
export const bundleKey = (localeRevision: number, locale: LocaleCode) =>
  `i18n:site:${localeRevision}:${locale}:${SITE_FINGERPRINT}`;

const count = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && text !== "" && Number.isInteger(n) && n >= 0 ? n : null;
};

/** The pointer as KV keeps it: `<revision>;sk=<n>,en=<n>,…` (every locale). */
export function encodePointer(pointer: Pointer): string {
  return `${pointer.revision};${LOCALE_CODES.map((l) => `${l}=${pointer.locales[l]}`).join(",")}`;
}

/** The pointer a KV value holds, or null for a missing, malformed or older (a bare revision) value. */
export function decodePointer(value: string | null): Pointer | null {
  if (value === null) return null;
  const [head, tail] = value.split(";", 2);
  const revision = count(head);
  if (revision === null || tail === undefined) return null;
  const found = new Map(tail.split(",").map((pair) => pair.split("=", 2) as [string, string | undefined]));
  const locales: Partial<Record<LocaleCode, number>> = {};
  for (const locale of LOCALE_CODES) {
    const n = count(found.get(locale));
    if (n === null) return null;
    locales[locale] = n;
  }
  return { revision, locales: locales as Record<LocaleCode, number> };
}

/** The last bundle of a locale that was built: served while a newer one cannot be. */
export const lastBundleKey = (locale: LocaleCode) => `i18n:last:${locale}`;

/** A locale's admin messages at its bundle revision (the `admin` namespace: docs/decisions/0087, 0095); built when first read. */
export const adminBundleKey = (localeRevision: number, locale: LocaleCode) =>
  `i18n:admin-at:${localeRevision}:${locale}`; // `i18n:admin:` was named by the store revision, another series
/** The last admin bundle of a locale that was built. */
export const lastAdminBundleKey = (locale: LocaleCode) => `i18n:admin-last:${locale}`;
