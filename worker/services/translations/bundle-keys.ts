import type { LocaleCode } from "../../../common/locales";
import { namespacesFingerprint } from "../../../common/message-scopes.ts";

/** The current revision, so a public request needs no D1 round trip to find it. */
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

/** A locale's site messages of a revision; the namespaces' fingerprint makes a deploy that changes them read new bundles. */
export const bundleKey = (revision: number, locale: LocaleCode) =>
  `i18n:bundle:${revision}:${locale}:${SITE_FINGERPRINT}`;

/** The revision a pointer's value names, or null for a missing or malformed value. */
export function pointerRevision(value: string | null): number | null {
  if (value === null) return null;
  const revision = Number(value);
  return Number.isInteger(revision) && revision >= 0 ? revision : null;
}
/** The last bundle of a locale that was built: served while a newer one cannot be. */
export const lastBundleKey = (locale: LocaleCode) => `i18n:last:${locale}`;

/** A locale's admin messages of a revision (the `admin` namespace: docs/decisions/0087); built when first read. */
export const adminBundleKey = (revision: number, locale: LocaleCode) => `i18n:admin:${revision}:${locale}`;
/** The last admin bundle of a locale that was built. */
export const lastAdminBundleKey = (locale: LocaleCode) => `i18n:admin-last:${locale}`;
