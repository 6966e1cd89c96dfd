/**
 * The changes the activity log names (docs/decisions/0079-activity-log.md): imports, bulk runs,
 * pre-translations and propagations as `i18n_imports` holds them now, so an entry tells how many
 * texts a change wrote, in which locales, and whether (by whom, when) it was undone since.
 */
import { isLocaleCode } from "../../../common/locales";

export interface ChangeSummary {
  id: number;
  kind: string;
  actor: string;
  fileName: string;
  locales: string[];
  cells: number;
  undoneAt: string | null;
  undoneBy: string | null;
}

function localesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isLocaleCode) : [];
  } catch {
    return [];
  }
}

/** The changes of `ids` (one read by primary key), by id. */
export async function changesById(db: D1Database, ids: readonly number[]): Promise<Map<number, ChangeSummary>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT id, kind, actor, file_name AS fileName, locales, cells, undone_at AS undoneAt, undone_by AS undoneBy
       FROM i18n_imports WHERE id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify([...new Set(ids)]))
    .all<Omit<ChangeSummary, "locales"> & { locales: string }>();
  return new Map(results.map((r) => [r.id, { ...r, locales: localesOf(r.locales) }]));
}
