import type { Stats } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import type { MtEnv } from "../mt/settings";
import { machineUsage } from "../mt/usage";
import { publishStatus } from "./publish";
import { completion, unusedKeyCount } from "./query";
import { recentChanges, type TranslationStore } from "./store";

/** How many latest changes the stats list (the dashboard's feed). */
export const RECENT_CHANGES = 20;

/**
 * The figures of `GET /stats` and the dashboard: completion per locale, the keys no page
 * shows, the latest changes, and the latest publication (`stale` when D1 holds a newer
 * revision, as after a command-line import, which readers then build on demand). The feed
 * holds only the changes in `feedLocales` when given (a translator's own locales).
 */
export async function translationStats(
  store: TranslationStore & MtEnv,
  sourceLocale: LocaleCode,
  feedLocales: readonly LocaleCode[] | null = null,
): Promise<Stats> {
  const [counts, unusedKeys, recent, status, mt] = await Promise.all([
    completion(store.DB),
    unusedKeyCount(store.DB),
    recentChanges(store.DB, RECENT_CHANGES, feedLocales),
    publishStatus(store.DB, store.CACHE),
    machineUsage(store),
  ]);
  const { current, ...published } = status;
  return {
    ...counts,
    unusedKeys,
    recent,
    publish: { ...published, stale: current > published.revision },
    sourceLocale,
    mt,
  };
}
