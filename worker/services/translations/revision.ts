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
