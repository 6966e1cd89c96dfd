import * as v from "valibot";
import {
  createTermBody,
  type GlossaryImportEntry,
  type GlossaryTerm,
  MAX_TERMS,
} from "../../../common/contracts/glossary";
import { type ImportedTerm, parseGlossary } from "../../../common/glossary/formats";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { auditStatement } from "../identity";
import { forgetGlossary } from "./cache";
import { isEmptyLocale, listsOf, readTerms } from "./rows";
import type { GlossaryActor } from "./store";

/**
 * A glossary import (CSV or TBX): each entry is new, changed, unchanged or invalid (with why),
 * matched to a stored term by its text in any case. A dry run reports and changes nothing; a
 * run writes every valid entry in one batch (all or nothing) with one audit entry. An entry sets
 * the locales it has and leaves the others as they are.
 */

type Valid = v.InferOutput<typeof createTermBody>;

function sameLocales(before: GlossaryTerm, entry: Valid): boolean {
  return Object.entries(entry.translations).every(([locale, t]) => {
    const stored = before.translations[locale as LocaleCode] ?? { text: "", forbidden: [], forms: [] };
    const [forbidden, forms] = listsOf(t);
    return (
      stored.text === t.text && JSON.stringify(stored.forbidden) === forbidden && JSON.stringify(stored.forms) === forms
    );
  });
}

function statusOf(before: GlossaryTerm | undefined, entry: Valid): GlossaryImportEntry["status"] {
  if (!before) return "new";
  const same =
    before.term === entry.term &&
    before.description === entry.description &&
    before.caseSensitive === entry.caseSensitive &&
    before.doNotTranslate === entry.doNotTranslate &&
    sameLocales(before, entry);
  return same ? "unchanged" : "changed";
}

function writes(db: D1Database, entry: Valid, actor: GlossaryActor, now: string): D1PreparedStatement[] {
  const flags = [entry.description, +entry.caseSensitive, +entry.doNotTranslate, now, actor.email];
  const out = [
    db
      .prepare(
        `INSERT INTO glossary_terms (term, description, case_sensitive, do_not_translate, version, updated_at, updated_by)
         VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6)
         ON CONFLICT (term COLLATE NOCASE) DO UPDATE SET term = excluded.term, description = excluded.description,
           case_sensitive = excluded.case_sensitive, do_not_translate = excluded.do_not_translate,
           version = version + 1, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(entry.term, ...flags),
  ];
  const id = "(SELECT id FROM glossary_terms WHERE term = ?1 COLLATE NOCASE)";
  for (const [locale, t] of Object.entries(entry.translations)) {
    if (isEmptyLocale(t)) {
      out.push(
        db.prepare(`DELETE FROM glossary_translations WHERE term_id = ${id} AND locale = ?2`).bind(entry.term, locale),
      );
      continue;
    }
    out.push(
      db
        .prepare(
          `INSERT INTO glossary_translations (term_id, locale, text, forbidden, forms) SELECT ${id}, ?2, ?3, ?4, ?5 WHERE true
           ON CONFLICT (term_id, locale) DO UPDATE SET text = excluded.text, forbidden = excluded.forbidden, forms = excluded.forms`,
        )
        .bind(entry.term, locale, t.text, ...listsOf(t)),
    );
  }
  return out;
}

function read(content: string, format: "csv" | "tbx", source: LocaleCode): ImportedTerm[] {
  try {
    return parseGlossary(content, format, source);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new AppError(400, `The ${format.toUpperCase()} file cannot be read: ${why}`, {
      errors: [{ path: "content", message: why }],
    });
  }
}

export async function importGlossary(
  db: D1Database,
  input: { format: "csv" | "tbx"; content: string; dryRun: boolean },
  actor: GlossaryActor,
  source: LocaleCode,
): Promise<{ dryRun: boolean; entries: GlossaryImportEntry[]; counts: Record<GlossaryImportEntry["status"], number> }> {
  const stored = new Map((await readTerms(db)).map((t) => [t.term.toLowerCase(), t]));
  const seen = new Set<string>();
  const entries: GlossaryImportEntry[] = [];
  const apply: Valid[] = [];
  for (const raw of read(input.content, input.format, source)) {
    const { label, ...fields } = raw;
    const parsed = v.safeParse(createTermBody, fields);
    if (!parsed.success) {
      const why = parsed.issues.map((i) => `${v.getDotPath(i) ?? "entry"} ${i.message}`).join("; ");
      entries.push({ term: raw.term || label, status: "invalid", message: `${label}: ${why}` });
      continue;
    }
    const key = parsed.output.term.toLowerCase();
    if (seen.has(key)) {
      entries.push({ term: parsed.output.term, status: "invalid", message: `${label}: the term is in the file twice` });
      continue;
    }
    seen.add(key);
    const status = statusOf(stored.get(key), parsed.output);
    entries.push({ term: parsed.output.term, status });
    if (status !== "unchanged") apply.push(parsed.output);
  }
  const counts = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
  for (const e of entries) counts[e.status]++;
  if (stored.size + counts.new > MAX_TERMS) {
    throw new AppError(
      413,
      `The glossary would hold ${stored.size + counts.new} terms; at most ${MAX_TERMS} are allowed`,
      {
        code: "glossary_full",
        errors: [{ path: "content", message: `has too many new terms (${counts.new})` }],
      },
    );
  }
  if (input.dryRun || apply.length === 0) return { dryRun: input.dryRun, entries, counts };
  const now = new Date().toISOString();
  const detail = `${input.format} new:${counts.new} changed:${counts.changed} invalid:${counts.invalid}`;
  await db.batch([
    ...apply.flatMap((entry) => writes(db, entry, actor, now)),
    db.prepare("UPDATE glossary_state SET generation = generation + 1 WHERE id = 1"),
    auditStatement(db, { event: "glossary.import", detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip }),
  ]);
  forgetGlossary();
  return { dryRun: false, entries, counts };
}
