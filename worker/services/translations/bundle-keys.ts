import type { LocaleCode } from "../../../common/locales";
import { namespacesFingerprint } from "../../../common/message-scopes.ts";

/** The current revision, so a public request needs no D1 round trip to find it. */
export const REVISION_KEY = "i18n:revision";
/** A safety net: a revision pointer whose update failed is re-read from D1 after this. */
export const REVISION_TTL_S = 300;
/** Bundles are immutable per revision; old ones expire on their own. */
export const BUNDLE_TTL_S = 7 * 24 * 60 * 60;
/** What the latest publication compiled, and what failed (docs/decisions/0036-icu-messages.md). */
export const PUBLISH_STATUS_KEY = "i18n:publish:status";

/** A locale's site messages of a revision; the namespaces' fingerprint makes a deploy that changes them read new bundles. */
export const bundleKey = (revision: number, locale: LocaleCode) =>
  `i18n:bundle:${revision}:${locale}:${namespacesFingerprint()}`;
/** The last bundle of a locale that was built: served while a newer one cannot be. */
export const lastBundleKey = (locale: LocaleCode) => `i18n:last:${locale}`;
