import type { PublishResult } from "../../../common/contracts/translation-responses";
import type { KeyedCompileError } from "../../../common/icu/types";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { retirePublishedPages } from "../page-cache";
import { emitWebhook } from "../webhooks";
import {
  BUNDLE_TTL_S,
  bundleKey,
  encodePointer,
  lastBundleKey,
  PUBLISH_STATUS_KEY,
  REVISION_KEY,
  REVISION_TTL_S,
} from "./bundle-keys";
import { recheckConsistency, type Touched } from "./consistency";
import { afterBuild, BUILT_KEY, checkedBuilt, localesToBuild } from "./publish-plan";
import { currentPointer, currentRevision } from "./revision";
import { loadBundle, unservedTranslations } from "./site-bundle";

/**
 * A message of a locale that is not served: its cell's check found an error (the first one
 * is named), or its text does not compile. Visitors get the fallback chain for it.
 */
export interface FailedMessage extends KeyedCompileError {
  locale: LocaleCode;
}

/** A locale whose bundle could not be built at all: visitors keep its last good bundle. */
export interface BundleError {
  locale: LocaleCode;
  message: string;
}

export interface PublishStatus {
  /** The revision this publication built. */
  revision: number;
  publishedAt: string;
  /** The first unserved messages in file order (at most `UNSERVED_LISTED` plus any that do not compile). */
  failed: FailedMessage[];
  /** How many messages are not served in all. */
  failedTotal: number;
  bundleErrors: BundleError[];
  /** Set when the latest publication could not be read or made (KV unavailable): changes are in D1 but may not be served yet. */
  delayed?: true;
  message?: string;
}

/** Why publishing is delayed, for the person who made the change. */
export const PUBLISH_DELAYED_MESSAGE =
  `Saved, but publishing is delayed: the cache (KV) is unavailable. Visitors see the change ` +
  `once it is back, within ${REVISION_TTL_S / 60} minutes.`;

/** Builds one locale's bundle at its bundle revision into KV; returns the messages that do not compile. */
async function publishLocale(
  db: D1Database,
  kv: KVNamespace,
  localeRevision: number,
  locale: LocaleCode,
): Promise<FailedMessage[]> {
  const { messages, errors } = await loadBundle(db, locale);
  const json = JSON.stringify(messages);
  await Promise.all([
    kv.put(bundleKey(localeRevision, locale), json, { expirationTtl: BUNDLE_TTL_S }),
    kv.put(lastBundleKey(locale), json),
  ]);
  return errors.map((error) => ({ ...error, locale }));
}

/**
 * Publishes the current revision after a change: builds the bundle of the site's messages
 * (common/message-scopes.ts) of each locale whose bundle revision moved since the last build
 * (one locale for a save, all ten for a key's rename: docs/decisions/0095), records what is
 * not served, then points readers at the revision. A cell with an error, or a text that does not compile, is left
 * out of its bundle; a locale whose bundle cannot be built (D1 or KV failing, a bundle over
 * KV's size limit) is reported, and readers keep its last good bundle. Neither stops any
 * other message or locale. Pages cached before it are retired here at once, and everywhere
 * by the zone purge when one is configured (../cache-purge.ts).
 */
export async function publishRevision(db: D1Database, kv: KVNamespace): Promise<PublishStatus> {
  // What was built before; unreadable, every locale is built again.
  const [pointer, before] = await Promise.all([
    currentPointer(db),
    kv.get(BUILT_KEY, "json").then(checkedBuilt, () => null),
  ]);
  const { revision } = pointer;
  const rebuilt = localesToBuild(pointer, before);
  const uncompiled: FailedMessage[] = [];
  const bundleErrors: BundleError[] = [];
  const [unserved] = await Promise.all([
    unservedTranslations(db),
    ...rebuilt.map(async (locale) => {
      try {
        uncompiled.push(...(await publishLocale(db, kv, pointer.locales[locale], locale)));
      } catch (error) {
        bundleErrors.push({ locale, message: error instanceof Error ? error.message : String(error) });
      }
    }),
  ]);
  const failedLocales = new Set(bundleErrors.map((e) => e.locale));
  const { built, served } = afterBuild(pointer, before, rebuilt, failedLocales, uncompiled);
  const stillUncompiled = built.uncompiled as FailedMessage[];
  const order = (l: LocaleCode) => LOCALE_CODES.indexOf(l);
  stillUncompiled.sort((a, b) => order(a.locale) - order(b.locale));
  bundleErrors.sort((a, b) => order(a.locale) - order(b.locale));
  const status: PublishStatus = {
    revision,
    publishedAt: new Date().toISOString(),
    failed: [...stillUncompiled, ...unserved.cells],
    failedTotal: stillUncompiled.length + unserved.total,
    bundleErrors,
  };
  await Promise.all([
    kv.put(PUBLISH_STATUS_KEY, JSON.stringify(status)),
    kv.put(BUILT_KEY, JSON.stringify(built)),
    kv.put(REVISION_KEY, encodePointer(served), { expirationTtl: REVISION_TTL_S }),
  ]);
  // Readers here now find the revision: retire the pages rendered before it (docs/decisions/0059).
  await retirePublishedPages();
  emitWebhook("publication.created", {
    revision,
    publishedAt: status.publishedAt,
    notServed: status.failedTotal,
    bundleErrors: bundleErrors.map((e) => e.locale),
  });
  return status;
}

/**
 * Publishes after a change D1 has already written. A publication that fails (KV unavailable,
 * or a write of it refused) neither undoes the change nor fails the request: the answer says
 * publishing is delayed. Readers build bundles from D1 when KV has none, and a stale revision
 * pointer in KV expires within REVISION_TTL_S, so the change reaches visitors on its own.
 */
export async function publishAfterWrite(
  db: D1Database,
  kv: KVNamespace,
  /** What the write touched when texts changed: their cross-key warnings are brought up to date first (null: none changed). */
  consistency: Touched | null,
): Promise<PublishResult> {
  if (consistency) await recheckConsistency(db, consistency).catch((e) => console.warn("consistency:", String(e)));
  try {
    return publishResult(await publishRevision(db, kv));
  } catch (error) {
    console.warn("publish: delayed:", String(error));
    return publishResult(delayedStatus(await currentRevision(db).catch(() => 0)));
  }
}

/** A publication that could not be made or read: nothing is listed, `revision` is the one written. */
function delayedStatus(revision: number): PublishStatus {
  return {
    revision,
    publishedAt: "",
    failed: [],
    failedTotal: 0,
    bundleErrors: [],
    delayed: true,
    message: PUBLISH_DELAYED_MESSAGE,
  };
}

/** A publication as the API answers it. */
export function publishResult(status: PublishStatus): PublishResult {
  return {
    revision: status.revision,
    failed: status.failed.map(({ key, locale, message, line, column }) => ({ key, locale, message, line, column })),
    failedTotal: status.failedTotal,
    bundleErrors: status.bundleErrors.map(({ locale, message }) => ({ locale, message })),
    ...(status.delayed ? { delayed: true, message: status.message ?? PUBLISH_DELAYED_MESSAGE } : {}),
  };
}

/**
 * The latest publication's report for the admin: the messages that are not served (key and
 * locale) and the locales whose bundle could not be built. `current` is D1's revision: when
 * it is newer than `revision`, changes were made without a publication (a command-line
 * import) and readers build those bundles on demand.
 */
export async function publishStatus(db: D1Database, kv: KVNamespace): Promise<PublishStatus & { current: number }> {
  const [status, current] = await Promise.all([readStatus(kv), currentRevision(db)]);
  // Unknown: what D1 holds may not be served yet (the dashboard shows it as not published).
  if (status === "unavailable") return { ...delayedStatus(0), current };
  const empty = { revision: 0, publishedAt: "", failed: [], bundleErrors: [] };
  return { ...empty, ...status, failedTotal: status?.failedTotal ?? status?.failed.length ?? 0, current };
}

/** The latest publication's report in KV; "unavailable" when KV cannot be read. */
async function readStatus(kv: KVNamespace): Promise<PublishStatus | null | "unavailable"> {
  try {
    return await kv.get<PublishStatus>(PUBLISH_STATUS_KEY, "json");
  } catch (error) {
    console.warn("publish: KV unavailable for the status:", String(error));
    return "unavailable";
  }
}
