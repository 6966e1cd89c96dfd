import { sourceLocaleFor } from "../../../../common/admin-locale";
import {
  type BulkAction,
  type BulkRequest,
  MAX_BULK_TRANSLATIONS,
  type RefusedTranslation,
  type SkipReason,
} from "../../../../common/contracts/bulk";
import { replaceInText } from "../../../../common/icu/replace-text";
import { LOCALE_CODES, type LocaleCode } from "../../../../common/locales";
import { sourceLocaleSql } from "../../../lib/source-locale";
import { type Glossaries, loadGlossaries } from "../../glossary";
import { firstError, parseProblems, translationProblems } from "../problems";
import { listFilter } from "../query";

/**
 * What a bulk action does with each translation it selects (docs/decisions/0066-bulk-actions.md):
 * one read of the keys (the list's filter, or the named keys) in each locale of the run, then a
 * decision per translation: a change, or a reason to leave it alone. Permissions are asked per
 * translation; the version read here guards each write (a translation changed since is left alone).
 */
export interface BulkAccount {
  email: string;
  id: number;
  canEdit: (locale: LocaleCode) => boolean;
  canReview: (locale: LocaleCode) => boolean;
}

/** A planned change: review actions carry no text; text actions their new text ("" clears) and its problems. */
export interface BulkChangeRow {
  keyId: number;
  key: string;
  locale: LocaleCode;
  version: number;
  before: string;
  text?: string;
  problems?: string;
}

export interface BulkPlan {
  locales: LocaleCode[];
  considered: number;
  changes: BulkChangeRow[];
  skipped: Record<SkipReason, number>;
  refused: RefusedTranslation[];
}

interface Row {
  keyId: number;
  key: string;
  locale: LocaleCode;
  text: string | null;
  version: number | null;
  problems: string | null;
  reviewedVersion: number | null;
  changesRequestedVersion: number | null;
  outdated: number;
  sourceText: string | null;
  fromText: string | null;
  maxLength: number | null;
}

const MAX_REFUSED_NAMED = 50;

/** Actions only a reviewer of the locale or an admin may take (docs/decisions/0055, 0074). */
export const reviews = (action: BulkAction) => action === "approve" || action === "request-changes";

export function runLocales(request: BulkRequest): LocaleCode[] {
  if (request.locale) return [request.locale];
  return [...new Set(request.locales ?? LOCALE_CODES)];
}

export async function planBulk(
  db: D1Database,
  request: BulkRequest,
  account: BulkAccount,
  sourceLocale: LocaleCode,
): Promise<BulkPlan> {
  const locales = runLocales(request);
  const { keys, action: _a, locale: _l, find: _f, replace: _r, from, dryRun: _d, ...filters } = request;
  const first = [JSON.stringify(locales), sourceLocale, from ?? "", JSON.stringify(keys ?? [])];
  const { filter, params } = listFilter(keys ? {} : filters, first, keys !== undefined);
  // ?4 is always named ("[]": no list of keys), so the statement binds as many values as it names.
  const named = "(?4 = '[]' OR k.name IN (SELECT value FROM json_each(?4)))";
  const conditions = [filter.replace(/^WHERE /, ""), named].filter(Boolean);
  const query = db
    .prepare(
      `SELECT k.id AS keyId, k.name AS key, l.value AS locale, cur.text, cur.version, cur.problems,
         cur.reviewed_version AS reviewedVersion, cur.changes_requested_version AS changesRequestedVersion,
         cur.outdated_source IS NOT NULL AS outdated,
         src.text AS sourceText, frm.text AS fromText, k.max_length AS maxLength
       FROM i18n_keys k JOIN json_each(?1) l
       LEFT JOIN i18n_values cur ON cur.key_id = k.id AND cur.locale = l.value
       LEFT JOIN i18n_values src ON src.key_id = k.id AND src.locale = ${sourceLocaleSql("k.name", "?2")}
       LEFT JOIN i18n_values frm ON frm.key_id = k.id AND frm.locale = ?3
       WHERE ${conditions.join(" AND ")}
       ORDER BY k.position, k.id, l.key LIMIT ${MAX_BULK_TRANSLATIONS + 1}`,
    )
    .bind(...params)
    .all<Row>();
  const [{ results }, glossary] = await Promise.all([query, loadGlossaries(db)]);
  const plan: BulkPlan = { locales, considered: 0, changes: [], skipped: emptySkips(), refused: [] };
  for (const row of results.slice(0, MAX_BULK_TRANSLATIONS)) {
    plan.considered++;
    const outcome = decide(row, request, account, sourceLocale, glossary);
    if (typeof outcome === "string") plan.skipped[outcome]++;
    else plan.changes.push(outcome);
    if (outcome === "breaksIcu" && plan.refused.length < MAX_REFUSED_NAMED && row.text !== null)
      plan.refused.push(refusal(row, request));
  }
  if (results.length > MAX_BULK_TRANSLATIONS) plan.skipped.overLimit = await overLimit(db, conditions, params, plan);
  return plan;
}

function emptySkips(): Record<SkipReason, number> {
  return {
    empty: 0,
    unchanged: 0,
    forbidden: 0,
    hasError: 0,
    breaksIcu: 0,
    sourceLocale: 0,
    fromEmpty: 0,
    overLimit: 0,
  };
}

/** How many translations past the run's limit the selection holds (run it again for them). */
async function overLimit(db: D1Database, conditions: string[], params: (string | number)[], plan: BulkPlan) {
  const row = await db
    .prepare(
      `SELECT count(*) AS n FROM i18n_keys k WHERE ${conditions.join(" AND ")} AND ?1 = ?1 AND ?2 = ?2 AND ?3 = ?3`,
    )
    .bind(...params)
    .first<{ n: number }>();
  return (row?.n ?? 0) * plan.locales.length - plan.considered;
}

function refusal(row: Row, request: BulkRequest): RefusedTranslation {
  const outcome = replaceInText(row.text ?? "", request.find ?? "", request.replace ?? "");
  return { key: row.key, locale: row.locale, text: row.text ?? "", after: "text" in outcome ? outcome.text : "" };
}

/** The change the action makes to one translation, or why it leaves it alone. */
function decide(row: Row, request: BulkRequest, account: BulkAccount, siteSource: LocaleCode, glossary: Glossaries) {
  const { action } = request;
  // English is the source of the admin's messages (docs/decisions/0088).
  const sourceLocale = sourceLocaleFor(siteSource, row.key);
  const allowed = reviews(action) ? account.canReview(row.locale) : account.canEdit(row.locale);
  if (!allowed) return "forbidden" as const;
  const textAction = action === "replace" || action === "copy-from" || action === "clear";
  // A source text is what every other translation is checked against: it is edited one at a time.
  if (textAction && row.locale === sourceLocale) return "sourceLocale" as const;
  const base = {
    keyId: row.keyId,
    key: row.key,
    locale: row.locale,
    version: row.version ?? 0,
    before: row.text ?? "",
  };
  if (action === "copy-from") {
    if (row.fromText === null) return "fromEmpty" as const;
    if (row.fromText === row.text) return "unchanged" as const;
    return withText(base, row.fromText, row, sourceLocale, glossary);
  }
  if (row.text === null || row.version === null) return "empty" as const;
  switch (action) {
    case "approve":
      if (row.reviewedVersion === row.version) return "unchanged" as const;
      return firstError(parseProblems(row.problems ?? "[]")) ? ("hasError" as const) : base;
    case "needs-review":
      return row.reviewedVersion === row.version || row.changesRequestedVersion === row.version
        ? base
        : ("unchanged" as const);
    case "request-changes":
      return row.changesRequestedVersion === row.version ? ("unchanged" as const) : base;
    case "confirm":
      return row.outdated ? base : ("unchanged" as const);
    case "clear":
      return { ...base, text: "", problems: "[]" };
    case "replace": {
      const outcome = replaceInText(row.text, request.find ?? "", request.replace ?? "");
      if (outcome.status === "unchanged") return "unchanged" as const;
      if (outcome.status === "invalid") return "hasError" as const;
      if (outcome.status === "breaks") return "breaksIcu" as const;
      return withText(base, outcome.text, row, sourceLocale, glossary);
    }
  }
}

function withText(
  base: BulkChangeRow,
  text: string,
  row: Row,
  sourceLocale: LocaleCode,
  glossary: Glossaries,
): BulkChangeRow {
  const problems = translationProblems(
    text,
    row.locale,
    sourceLocale,
    row.sourceText ?? undefined,
    row.maxLength,
    glossary,
  );
  return { ...base, text, problems: JSON.stringify(problems) };
}
