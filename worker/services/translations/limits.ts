/**
 * Character limits of keys (i18n_keys.max_length, docs/decisions/0064) for the writers that
 * check many translations at once (imports, undo, bulk actions, pre-translation): few keys
 * have one, so every limit is read in one query and looked up per translation.
 */
export interface KeyLimits {
  byId: ReadonlyMap<number, number>;
  byName: ReadonlyMap<string, number>;
}

export async function keyLimits(db: D1Database): Promise<KeyLimits> {
  const { results } = await db
    .prepare("SELECT id, name, max_length AS maxLength FROM i18n_keys WHERE max_length IS NOT NULL")
    .all<{ id: number; name: string; maxLength: number }>();
  return {
    byId: new Map(results.map((r) => [r.id, r.maxLength])),
    byName: new Map(results.map((r) => [r.name, r.maxLength])),
  };
}

/** The limit of key `id`, or null for none. */
export const limitOf = (limits: KeyLimits, id: number): number | null => limits.byId.get(id) ?? null;
