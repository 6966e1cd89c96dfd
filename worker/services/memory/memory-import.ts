/**
 * POST `/memory/import`: a TMX file's units into the translation memory (migrations/0022,
 * docs/decisions/0070-exchange-formats.md). Each unit's variant in the source locale is paired
 * with each of its variants in another of our locales; a pair already stored is left alone.
 * Any file error (malformed XML, a `<tuv>` without a language or a `<seg>`) refuses the whole
 * file with its line and column, as a translation import does (decision 0041).
 */
import type { MemoryImportRequest } from "../../../common/contracts/memory.ts";
import { type MemoryPair, pairsOf } from "../../../common/formats/memory-pairs.ts";
import { readTmx } from "../../../common/formats/tmx.ts";
import type { LocaleCode } from "../../../common/locales.ts";
import { ImportRefused } from "../translations";

export interface MemoryImportResult {
  dryRun: boolean;
  /** The file's units (`<tu>`). */
  units: number;
  /** Pairs new to the memory (written, or to be written). */
  added: number;
  /** Pairs the memory already holds. */
  existing: number;
  /** Variants that yield no pair, by reason (`no-source`: the unit has no source-locale variant). */
  skipped: Record<string, number>;
}

/** Rows travel as one JSON parameter per statement (json_each), as an import's do. */
const CHUNK_ROWS = 2_000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK_ROWS) out.push(list.slice(i, i + CHUNK_ROWS));
  return out;
}

const rowsJson = (pairs: readonly MemoryPair[]) =>
  JSON.stringify(pairs.map((p) => ({ s: p.source, l: p.locale, t: p.target })));

const J = (field: string) => `json_extract(j.value, '$.${field}')`;
const COUNT_EXISTING = `SELECT count(*) AS n FROM json_each(?1) j JOIN translation_memory m
  ON m.source_text = ${J("s")} AND m.target_locale = ${J("l")} AND m.target_text = ${J("t")}`;
const INSERT_PAIRS = `INSERT INTO translation_memory (source_locale, source_text, target_locale, target_text, origin, created_at)
SELECT ?2, ${J("s")}, ${J("l")}, ${J("t")}, ?3, ?4 FROM json_each(?1) j WHERE true
ON CONFLICT (source_text, target_locale, target_text) DO NOTHING`;

export async function importMemory(
  db: D1Database,
  request: Pick<MemoryImportRequest, "content" | "fileName" | "dryRun">,
  sourceLocale: LocaleCode,
): Promise<MemoryImportResult> {
  const name = request.fileName ?? "content";
  const read = readTmx(request.content);
  if (read.errors.length > 0)
    throw new ImportRefused(
      read.errors.map((e) => ({ ...e, file: name })),
      name,
    );
  const { pairs, skipped } = pairsOf(read.units, sourceLocale);
  const base = { dryRun: request.dryRun, units: read.units.length, skipped };
  const parts = chunks(pairs);
  if (request.dryRun) {
    const counts = await Promise.all(
      parts.map((p) => db.prepare(COUNT_EXISTING).bind(rowsJson(p)).first<{ n: number }>()),
    );
    const existing = counts.reduce((sum, row) => sum + (row?.n ?? 0), 0);
    return { ...base, added: pairs.length - existing, existing };
  }
  const at = new Date().toISOString();
  const results = parts.length
    ? await db.batch(parts.map((p) => db.prepare(INSERT_PAIRS).bind(rowsJson(p), sourceLocale, name, at)))
    : [];
  const added = results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
  return { ...base, added, existing: pairs.length - added };
}
