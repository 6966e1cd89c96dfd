import type { LocaleCompletion, Stats } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import type { MtEnv } from "../mt";
import { machineUsage } from "../mt";
import { openQuestionCount } from "./comments";
import { publishStatus } from "./publish";
import { completion, SITE_VALUE, unusedKeyCount } from "./query";
import { recentChanges, type TranslationBindings } from "./translation-sql";

/** How many latest changes the stats list (the dashboard's feed). */
export const RECENT_CHANGES = 20;

type Segments = LocaleCompletion["segments"];
type Shares = Omit<Segments, "missing">;

/** SQL: 1 when the text `v` has at least one error (it is stored, never published). */
const HAS_ERROR = `EXISTS (SELECT 1 FROM json_each(v.problems) p WHERE json_extract(p.value, '$.severity') = 'error')`;

/**
 * Each text of a locale counted once, in the first state that applies: an error (visitors get
 * the fallback), outdated (its source changed since), changes requested, needs review, reviewed. The list's
 * filters count a text in every state it is in; a stacked bar cannot.
 */
async function shares(db: D1Database): Promise<Map<string, Shares>> {
  const { results } = await db
    .prepare(
      `SELECT locale, sum(e) AS errors, sum(NOT e AND o) AS outdated,
              sum(NOT e AND NOT o AND NOT r AND NOT c) AS needsReview, sum(NOT e AND NOT o AND NOT r AND c) AS changesRequested,
              sum(NOT e AND NOT o AND r) AS reviewed
         FROM (SELECT v.locale, ${HAS_ERROR} AS e, v.outdated_source IS NOT NULL AS o,
                      coalesce(v.reviewed_version = v.version, 0) AS r,
                      coalesce(v.changes_requested_version = v.version, 0) AS c
                 FROM i18n_values v WHERE ${SITE_VALUE})
        GROUP BY locale`,
    )
    .all<Shares & { locale: string }>();
  return new Map(results.map(({ locale, ...counts }) => [locale, counts]));
}

/**
 * A locale's bar and its "done" figure: a text counts as done when it is current and publishable
 * (reviewed or waiting for review); an outdated text, or one with an error, is not done.
 */
export function segmentsOf(shares: Shares | undefined, translated: number, totalKeys: number) {
  const s = shares ?? { reviewed: 0, needsReview: 0, changesRequested: 0, outdated: 0, errors: 0 };
  const segments: Segments = { ...s, missing: totalKeys - translated };
  // A text sent back is not done: its translator has changes to make.
  return { segments, done: s.reviewed + s.needsReview };
}

/**
 * The figures of `GET /stats` and the dashboard: completion per locale, the keys no page
 * shows, the latest changes, and the latest publication (`stale` when D1 holds a newer
 * revision, as after a command-line import, which readers then build on demand). The feed
 * holds only the changes in `feedLocales` when given (a translator's own locales).
 */
export async function translationStats(
  store: TranslationBindings & MtEnv,
  sourceLocale: LocaleCode,
  feedLocales: readonly LocaleCode[] | null = null,
): Promise<Stats> {
  const [counts, bars, unusedKeys, recent, status, mt, openQuestions] = await Promise.all([
    completion(store.DB),
    shares(store.DB),
    unusedKeyCount(store.DB),
    recentChanges(store.DB, RECENT_CHANGES, feedLocales),
    publishStatus(store.DB, store.CACHE),
    machineUsage(store),
    openQuestionCount(store.DB),
  ]);
  const { current, ...published } = status;
  const locales = counts.locales.map((row) => ({
    ...row,
    ...segmentsOf(bars.get(row.locale), row.translated, counts.totalKeys),
  }));
  return {
    totalKeys: counts.totalKeys,
    locales,
    unusedKeys,
    recent,
    publish: { ...published, stale: current > published.revision },
    sourceLocale,
    mt,
    openQuestions,
  };
}
