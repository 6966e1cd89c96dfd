import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import type { Pointer } from "./bundle-keys";

export type { Pointer } from "./bundle-keys";

/**
 * The message revision: one counter in D1 that every published change moves. Its own module
 * so the writers (./translation-sql.ts and its siblings), the publisher (./publish.ts) and the readers
 * (./bundles.ts) depend on it, and not on each other.
 */

/** Moves the revision; writers append their own guard (`${BUMP_REVISION} AND ...`) to make it conditional. */
export const BUMP_REVISION = "UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1";

/** The revision of the latest change; 0 before anything was ever imported. */
export async function currentRevision(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT revision FROM i18n_revision WHERE id = 1").first<{ revision: number }>();
  return row?.revision ?? 0;
}

/** The pointer as D1 holds it now, in one round trip. */
export async function currentPointer(db: D1Database): Promise<Pointer> {
  const [store, locales] = await db.batch<{ revision: number; locale?: LocaleCode }>([
    db.prepare("SELECT revision FROM i18n_revision WHERE id = 1"),
    db.prepare("SELECT locale, revision FROM i18n_locale_revision"),
  ]);
  const byLocale = new Map((locales?.results ?? []).map((r) => [r.locale, r.revision]));
  const revision = store?.results[0]?.revision ?? 0;
  return {
    revision,
    // A locale without a row (never: the migration writes all ten) is named by the store's revision.
    locales: Object.fromEntries(LOCALE_CODES.map((l) => [l, byLocale.get(l) ?? revision])) as Record<
      LocaleCode,
      number
    >,
  };
}
