import type { GlossaryTerm } from "../../../common/contracts/glossary";
import { type LocaleGlossary, localeGlossary } from "../../../common/glossary/match";
import type { LocaleCode } from "../../../common/locales";
import { readGeneration, readTerms } from "./rows";

/**
 * The glossary as the checks and machine translation read it on every save: cached per
 * isolate and kept while `glossary_state.generation` has not moved (one small D1 read per
 * request or batch instead of the whole glossary). A write in this isolate forgets it at once.
 */
let cached: { generation: number; terms: GlossaryTerm[]; byLocale: Map<LocaleCode, LocaleGlossary> } | null = null;

export function forgetGlossary(): void {
  cached = null;
}

/** Every term, fresh as of this call. */
export async function glossaryTerms(db: D1Database): Promise<GlossaryTerm[]> {
  const generation = await readGeneration(db);
  if (cached?.generation !== generation) cached = { generation, terms: await readTerms(db), byLocale: new Map() };
  return cached.terms;
}

/** The glossary of one target locale (its translations and forbidden variants), fresh as of this call. */
export async function glossaryFor(db: D1Database, locale: LocaleCode): Promise<LocaleGlossary> {
  const terms = await glossaryTerms(db);
  const state = cached;
  let found = state?.byLocale.get(locale);
  if (!found) {
    found = localeGlossary(terms, locale);
    state?.byLocale.set(locale, found);
  }
  return found;
}

/** Each locale's glossary, looked up synchronously once loaded: what `cellProblems` takes. */
export type Glossaries = (locale: LocaleCode) => LocaleGlossary;

/** The glossary of every locale, fresh as of this call: load it once per request or batch, then check. */
export async function loadGlossaries(db: D1Database): Promise<Glossaries> {
  const terms = await glossaryTerms(db);
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
