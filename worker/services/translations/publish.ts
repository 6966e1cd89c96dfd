import type { KeyedCompileError } from "../../../common/icu/types";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import {
  BUNDLE_TTL_S,
  bundleKey,
  lastBundleKey,
  PUBLISH_STATUS_KEY,
  REVISION_KEY,
  REVISION_TTL_S,
} from "./bundle-keys";
import { currentRevision, loadBundle } from "./store";

/**
 * A message of a locale that is not served: its text does not compile, or its cell's check
 * found an error (the first one is named). Visitors get the fallback chain for it.
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
  failed: FailedMessage[];
  bundleErrors: BundleError[];
}

/** Builds one locale's bundle of `revision` into KV; returns the messages left out of it. */
async function publishLocale(
  db: D1Database,
  kv: KVNamespace,
  revision: number,
  locale: LocaleCode,
): Promise<FailedMessage[]> {
  const { messages, errors } = await loadBundle(db, locale);
  const json = JSON.stringify(messages);
  await Promise.all([
    kv.put(bundleKey(revision, locale), json, { expirationTtl: BUNDLE_TTL_S }),
    kv.put(lastBundleKey(locale), json),
  ]);
  return errors.map((error) => ({ ...error, locale }));
}

/**
 * Publishes the current revision after a save: compiles every locale's messages into
 * KV, records what failed, then points readers at the revision. A message that does
 * not compile, or whose cell has an error, is left out of its bundle; a locale whose bundle cannot be built (D1 or
 * KV failing, a bundle over KV's size limit) is reported, and readers keep its last
 * good bundle. Neither stops any other message or locale.
 */
export async function publishRevision(db: D1Database, kv: KVNamespace): Promise<PublishStatus> {
  const revision = await currentRevision(db);
  const failed: FailedMessage[] = [];
  const bundleErrors: BundleError[] = [];
  await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      try {
        failed.push(...(await publishLocale(db, kv, revision, locale)));
      } catch (error) {
        bundleErrors.push({ locale, message: error instanceof Error ? error.message : String(error) });
      }
    }),
  );
  const order = (l: LocaleCode) => LOCALE_CODES.indexOf(l);
  failed.sort((a, b) => order(a.locale) - order(b.locale));
  bundleErrors.sort((a, b) => order(a.locale) - order(b.locale));
  const status: PublishStatus = { revision, publishedAt: new Date().toISOString(), failed, bundleErrors };
  await Promise.all([
    kv.put(PUBLISH_STATUS_KEY, JSON.stringify(status)),
    kv.put(REVISION_KEY, String(revision), { expirationTtl: REVISION_TTL_S }),
  ]);
  return status;
}

/**
 * The latest publication's report for the admin: the messages that failed to compile
 * (key and locale) and the locales whose bundle could not be built. `current` is D1's
 * revision: when it is newer than `revision`, changes were made without a publication
 * (a command-line import) and readers build those bundles on demand.
 */
export async function publishStatus(db: D1Database, kv: KVNamespace): Promise<PublishStatus & { current: number }> {
  const [status, current] = await Promise.all([kv.get<PublishStatus>(PUBLISH_STATUS_KEY, "json"), currentRevision(db)]);
  return { revision: 0, publishedAt: "", failed: [], bundleErrors: [], ...status, current };
}
