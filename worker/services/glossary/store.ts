import {
  type CreateTermInput,
  type GlossaryLocaleBody,
  type GlossaryTerm,
  MAX_TERMS,
  type UpdateTermInput,
} from "../../../common/contracts/glossary";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { type AuditEntry, auditStatement } from "../identity";
import { forgetGlossary } from "./cache";
import { isEmptyLocale, listsOf, readTerms } from "./rows";

/**
 * Glossary writes (docs/decisions/0067-glossary.md). A term's `version` is the one number a
 * change is based on: a change to the term or to any of its locales bumps it, and a stale one
 * is a 409 with the current entry. Each write bumps `glossary_state.generation` in its batch,
 * so every isolate's cached glossary (./cache.ts) sees it on its next read.
 */

export interface GlossaryActor {
  id: number;
  email: string;
  ip: string | null;
}

const audit = (db: D1Database, actor: GlossaryActor, event: AuditEntry["event"], detail: string) =>
  auditStatement(db, { event, detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip });

const BUMP = "UPDATE glossary_state SET generation = generation + 1 WHERE id = 1";

/** Whether a D1 failure is the unique index on the term (the same term in another case, too). */
const isDuplicate = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

function duplicate(term: string): AppError {
  return new AppError(409, `The glossary already has the term "${term}"`, {
    code: "term_exists",
    errors: [{ path: "term", message: "already exists" }],
  });
}

export async function getTerm(db: D1Database, id: number): Promise<GlossaryTerm> {
  const [term] = await readTerms(db, id);
  if (!term) throw new AppError(404, `There is no glossary term ${id}`);
  return term;
}

/**
 * Writes `translations` of the term `termId` if it is at `version` at that point of the batch
 * (so they land with the version bump or not at all). A locale with no text, variants or forms is removed.
 */
function localeWrites(
  db: D1Database,
  termId: number,
  version: number,
  translations: Partial<Record<LocaleCode, GlossaryLocaleBody>>,
): D1PreparedStatement[] {
  const current = "EXISTS (SELECT 1 FROM glossary_terms WHERE id = ?1 AND version = ?2)";
  return Object.entries(translations).map(([locale, entry]) =>
    isEmptyLocale(entry)
      ? db
          .prepare(`DELETE FROM glossary_translations WHERE term_id = ?1 AND locale = ?3 AND ${current}`)
          .bind(termId, version, locale)
      : db
          .prepare(
            `INSERT INTO glossary_translations (term_id, locale, text, forbidden, forms) SELECT ?1, ?3, ?4, ?5, ?6 WHERE ${current}
             ON CONFLICT (term_id, locale) DO UPDATE SET text = excluded.text, forbidden = excluded.forbidden, forms = excluded.forms`,
          )
          .bind(termId, version, locale, entry.text, ...listsOf(entry)),
  );
}

/** A new term (admins). Over MAX_TERMS is a 413; the same term in any case a 409. */
export async function createTerm(db: D1Database, input: CreateTermInput, actor: GlossaryActor): Promise<GlossaryTerm> {
  const now = new Date().toISOString();
  let inserted: D1Result | undefined;
  try {
    [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO glossary_terms (term, description, case_sensitive, do_not_translate, version, updated_at, updated_by)
           SELECT ?1, ?2, ?3, ?4, 1, ?5, ?6 WHERE (SELECT COUNT(*) FROM glossary_terms) < ?7`,
        )
        .bind(input.term, input.description, +input.caseSensitive, +input.doNotTranslate, now, actor.email, MAX_TERMS),
      db.prepare(BUMP),
    ]);
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(input.term);
    throw error;
  }
  const id = inserted?.meta.last_row_id;
  if (!inserted?.meta.changes || !id) {
    throw new AppError(413, `The glossary is full: it holds at most ${MAX_TERMS} terms`, { code: "glossary_full" });
  }
  await db.batch([...localeWrites(db, id, 1, input.translations), audit(db, actor, "glossary.create", `${id}`)]);
  forgetGlossary();
  return getTerm(db, id);
}

/** Changes a term based on `input.version` (409 with the current entry when stale). Roles are the route's. */
export async function updateTerm(
  db: D1Database,
  id: number,
  input: UpdateTermInput,
  actor: GlossaryActor,
): Promise<GlossaryTerm> {
  const before = await getTerm(db, id);
  const flag = (value: boolean | undefined, was: boolean) => +(value ?? was);
  const changed = Object.keys(input).filter((field) => field !== "version");
  let results: D1Result[];
  try {
    results = await db.batch([
      ...localeWrites(db, id, input.version, input.translations ?? {}),
      db
        .prepare(`${BUMP} AND EXISTS (SELECT 1 FROM glossary_terms WHERE id = ?1 AND version = ?2)`)
        .bind(id, input.version),
      db
        .prepare(
          `UPDATE glossary_terms SET term = ?3, description = ?4, case_sensitive = ?5, do_not_translate = ?6,
             version = version + 1, updated_at = ?7, updated_by = ?8 WHERE id = ?1 AND version = ?2`,
        )
        .bind(
          id,
          input.version,
          input.term ?? before.term,
          input.description ?? before.description,
          flag(input.caseSensitive, before.caseSensitive),
          flag(input.doNotTranslate, before.doNotTranslate),
          new Date().toISOString(),
          actor.email,
        ),
    ]);
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(input.term ?? before.term);
    throw error;
  }
  if (!results.at(-1)?.meta.changes) throw await conflict(db, id);
  await audit(db, actor, "glossary.update", `${id} ${changed.join(",")}`).run();
  forgetGlossary();
  return getTerm(db, id);
}

async function conflict(db: D1Database, id: number): Promise<AppError> {
  const current = await getTerm(db, id);
  return new AppError(409, "Someone else changed this term meanwhile: check and try again", {
    code: "conflict",
    current,
  });
}

/** Deletes a term and its locales (admins), based on its `version`. */
export async function deleteTerm(db: D1Database, id: number, version: number, actor: GlossaryActor): Promise<void> {
  const before = await getTerm(db, id);
  const current = "EXISTS (SELECT 1 FROM glossary_terms WHERE id = ?1 AND version = ?2)";
  const results = await db.batch([
    db.prepare(`DELETE FROM glossary_translations WHERE term_id = ?1 AND ${current}`).bind(id, version),
    db.prepare(`${BUMP} AND EXISTS (SELECT 1 FROM glossary_terms WHERE id = ?1 AND version = ?2)`).bind(id, version),
    db.prepare("DELETE FROM glossary_terms WHERE id = ?1 AND version = ?2").bind(id, version),
  ]);
  if (!results.at(-1)?.meta.changes) throw await conflict(db, id);
  await audit(db, actor, "glossary.delete", `${id} ${before.term}`.slice(0, 200)).run();
  forgetGlossary();
}
