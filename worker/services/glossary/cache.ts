import type { GlossaryTerm } from "../../../common/contracts/glossary";
import { type LocaleGlossary, localeGlossary } from "../../../common/glossary/match";
import type { LocaleCode } from "../../../common/locales";
import { readGeneration, readTerms } from "./rows";

/**
 * The glossary as the checks and machine translation read it on every save: cached per
 * isolate and kept while `glossary_state.generation` has not moved. The generation is one
 * small read, or a column of a query the caller makes anyway (GLOSSARY_GENERATION: a save reads
 * it with the key's cells, so a save costs no extra round trip); the terms are read again only
 * after a change. A write in this isolate forgets them at once.
 */

/** Each locale's glossary, looked up synchronously once loaded: what the checks take. */
export type Glossaries = (locale: LocaleCode) => LocaleGlossary;

/** The generation as a scalar subquery, to add to a query the caller makes anyway. */
export const GLOSSARY_GENERATION = "(SELECT generation FROM glossary_state WHERE id = 1)";

let cached: { generation: number; terms: GlossaryTerm[]; glossaries: Glossaries } | null = null;

export function forgetGlossary(): void {
  cached = null;
}

function glossariesOf(terms: readonly GlossaryTerm[]): Glossaries {
  const byLocale = new Map<LocaleCode, LocaleGlossary>();
  return (locale) => {
    let found = byLocale.get(locale);
    if (!found) {
      found = localeGlossary(terms, locale);
      byLocale.set(locale, found);
    }
    return found;
  };
}

/** The glossary at `generation` (as just read): from the cache when it is that one; generation 0 has no terms. */
async function atGeneration(db: D1Database, generation: number) {
  if (cached?.generation !== generation) {
    const terms = generation === 0 ? [] : await readTerms(db);
    cached = { generation, terms, glossaries: glossariesOf(terms) };
  }
  return cached;
}

/** Every term, fresh as of this call. */
export async function glossaryTerms(db: D1Database): Promise<GlossaryTerm[]> {
  return (await atGeneration(db, await readGeneration(db))).terms;
}

/** The glossary of every locale, fresh as of this call: load it once per request or batch, then check. */
export async function loadGlossaries(db: D1Database, generation?: number | null): Promise<Glossaries> {
  return (await atGeneration(db, generation ?? (await readGeneration(db)))).glossaries;
}

/** The glossary of one target locale (its translations and forbidden variants), fresh as of this call. */
export async function glossaryFor(db: D1Database, locale: LocaleCode): Promise<LocaleGlossary> {
  return (await loadGlossaries(db))(locale);
}
