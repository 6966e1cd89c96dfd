import type { GlossaryLocale, GlossaryLocaleBody, GlossaryTerm } from "../../../common/contracts/glossary";
import { isLocaleCode, type LocaleCode } from "../../../common/locales";

/** The glossary's rows (migrations/0019_glossary.sql, 0032_glossary_forms.sql) as the API answers them. */

interface TermRow {
  id: number;
  term: string;
  description: string;
  case_sensitive: number;
  do_not_translate: number;
  version: number;
  updated_at: string;
  updated_by: string;
}

interface TranslationRow {
  term_id: number;
  locale: string;
  text: string;
  forbidden: string;
  forms: string;
}

/** A stored list of variants; anything else reads as none (the store only ever writes arrays of strings). */
function variants(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function termOf(row: TermRow, locales: Map<number, GlossaryTerm["translations"]>): GlossaryTerm {
  return {
    id: row.id,
    term: row.term,
    description: row.description,
    caseSensitive: row.case_sensitive === 1,
    doNotTranslate: row.do_not_translate === 1,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    translations: locales.get(row.id) ?? {},
  };
}

/** Every term (or the one `id`), ordered by the term, with its locales. */
export async function readTerms(db: D1Database, id?: number): Promise<GlossaryTerm[]> {
  const where = id === undefined ? "" : "WHERE id = ?1";
  const whereTerm = id === undefined ? "" : "WHERE term_id = ?1";
  const bind = id === undefined ? [] : [id];
  const [terms, translations] = await db.batch<TermRow | TranslationRow>([
    db.prepare(`SELECT * FROM glossary_terms ${where} ORDER BY term COLLATE NOCASE, id`).bind(...bind),
    db.prepare(`SELECT * FROM glossary_translations ${whereTerm}`).bind(...bind),
  ]);
  const locales = new Map<number, GlossaryTerm["translations"]>();
  for (const row of (translations?.results ?? []) as TranslationRow[]) {
    if (!isLocaleCode(row.locale)) continue;
    const entry: GlossaryLocale = { text: row.text, forbidden: variants(row.forbidden), forms: variants(row.forms) };
    const forTerm = locales.get(row.term_id) ?? {};
    forTerm[row.locale as LocaleCode] = entry;
    locales.set(row.term_id, forTerm);
  }
  return ((terms?.results ?? []) as TermRow[]).map((row) => termOf(row, locales));
}

/** The glossary's generation: bumped by every write (./store.ts), read to keep an isolate's cache fresh. */
export async function readGeneration(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT generation FROM glossary_state WHERE id = 1").first<{ generation: number }>();
  return row?.generation ?? 0;
}

/** A locale with no translation, no variants and no forms: its row is removed (a CSV file has a column for every locale). */
export const isEmptyLocale = (entry: GlossaryLocaleBody) =>
  entry.text === "" && entry.forbidden.length === 0 && entry.forms.length === 0;

/** The stored JSON of a locale's forbidden variants and forms, each once. */
export const listsOf = (entry: GlossaryLocaleBody): [string, string] => [
  JSON.stringify([...new Set(entry.forbidden)]),
  JSON.stringify([...new Set(entry.forms)]),
];
