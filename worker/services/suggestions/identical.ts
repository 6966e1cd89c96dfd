import type { LocaleCode } from "../../../common/locales";
import { remapNames } from "./mask";
import { rankRows, translationsOf } from "./memory";
import type { SourceEntry, SourceIndex } from "./source-index";

/**
 * For each key of `keyIds`, the best translation in `locale` of another key whose source is
 * identical (a 100 % match), remapped to the key's own argument and tag names: reviewed before
 * needing review, current before outdated. One query for all of them.
 */
export async function bestIdentical(
  db: D1Database,
  index: SourceIndex,
  keyIds: readonly number[],
  locale: LocaleCode,
): Promise<Map<number, { text: string; key: string }>> {
  const groups = new Map<number, number[]>();
  const wanted = new Set<number>();
  for (const id of keyIds) {
    const entry = index.byKey.get(id) as SourceEntry;
    const others = (index.byMasked.get(entry.masked) ?? []).filter((other) => other !== id);
    if (others.length === 0) continue;
    groups.set(id, others);
    for (const other of others) wanted.add(other);
  }
  const rows = rankRows(await translationsOf(db, locale, [...wanted]));
  const place = new Map(rows.map((row, i) => [row.keyId, i]));
  const found = new Map<number, { text: string; key: string }>();
  for (const [id, others] of groups) {
    const at = Math.min(...others.map((other) => place.get(other) ?? Number.POSITIVE_INFINITY));
    const row = rows[at];
    if (!row) continue;
    const entry = index.byKey.get(id) as SourceEntry;
    found.set(id, { text: remapNames(row.text, index.byKey.get(row.keyId) as SourceEntry, entry), key: row.name });
  }
  return found;
}
