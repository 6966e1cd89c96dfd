import type { PublishResult, Translation } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { auditStatement } from "../identity";
import { approvedNotice, changesRequestedNotice } from "../notifications";
import { emitWebhook, keyPath } from "../webhooks";
import { reasonComment } from "./comments";
import { firstError } from "./problems";
import { publishAfterWrite, publishResult, publishStatus } from "./publish";
import { BUMP_REVISION } from "./revision";
import {
  keyId,
  readTranslation,
  TRANSLATION_COLUMNS,
  type TranslationBindings,
  type TranslationRow,
  toTranslation,
} from "./translation-sql";
import { ifWritten, prepareAll, reviewStatements, revisionIfWritten } from "./write";

/**
 * Review states and outdated marks (docs/decisions/0055). A cell "needs review" while its
 * version is not the one last approved; approving records the version and its text, which a
 * locale set to "publish only reviewed" then serves. "Confirm" clears the outdated mark a
 * source change left, without changing the text. Each writes history and is guarded by the
 * version the person saw: a stale request changes nothing and answers 409.
 */

export type ReviewResult = { status: "done" | "unchanged"; cell: Translation; publish: PublishResult };

/** A stale approve or confirm: the client shows the `current` cell. */
const conflict = (current: Translation | null) =>
  new AppError(409, "This cell was changed by someone else", { current });

const now = () => new Date().toISOString();

/** The cell the request names, at the version it names: 404 for no cell, 409 for another version. */
async function translationAt(db: D1Database, key: string, locale: LocaleCode, version: number) {
  const id = await keyId(db, key);
  const cell = await readTranslation(db, id, locale);
  if (!cell) throw new AppError(404, `${key} has no ${locale} text to review`);
  if (cell.version !== version) throw conflict(cell);
  return { id, cell };
}

/**
 * Writes the review `action` of the translation at `version` (with its history row, and a new
 * revision when `publishes`), and reads it back; one changed meanwhile answers 409 with nothing written.
 */
async function guardedChange(
  db: D1Database,
  at: { id: number; key: string; locale: LocaleCode; version: number; canReview?: boolean },
  action: "approve" | "confirm" | "request-changes",
  actor: string,
  options: { publishes: boolean; reason?: string },
): Promise<Translation> {
  const ctx = { actor, at: now(), change: null, snapshot: false };
  const write = { keyId: at.id, locale: at.locale, version: at.version, canReview: at.canReview };
  const before = options.reason === undefined ? [] : [reasonComment([write], options.reason, ctx)];
  const statements = [...before, ...reviewStatements(action, [write], ctx)];
  // The author is told in the same batch, only if the action wrote (issue 37, item 2).
  const notices =
    action === "approve"
      ? [approvedNotice([write], ctx)]
      : action === "request-changes"
        ? [changesRequestedNotice([write], options.reason ?? "", ctx)]
        : [];
  const results = await db.batch([
    ...prepareAll(db, [...statements, ...notices, ...(options.publishes ? [revisionIfWritten(ctx)] : [])]),
    reviewAudit(db, at, action, ctx),
    db.prepare(`SELECT ${TRANSLATION_COLUMNS} FROM i18n_values WHERE key_id = ? AND locale = ?`).bind(at.id, at.locale),
  ]);
  const written = results[statements.length - 1];
  const row = (results.at(-1)?.results[0] as TranslationRow | undefined) ?? null;
  const cell = row && toTranslation(row);
  if ((written?.meta.changes ?? 0) === 0 || !cell) throw conflict(cell);
  return cell;
}

/** The activity log's row of a review, in its batch: only if it wrote (docs/decisions/0079-activity-log.md). */
function reviewAudit(
  db: D1Database,
  at: { key: string; locale: LocaleCode },
  action: string,
  ctx: { actor: string; at: string },
) {
  const details = { key: at.key, locales: [at.locale], count: 1, action };
  const entry = {
    event: "translations.review",
    actorEmail: ctx.actor,
    detail: `${action} ${at.key} ${at.locale}`,
    details,
  } as const;
  return auditStatement(db, entry, Date.parse(ctx.at), ifWritten(ctx));
}

/**
 * Approves the cell's text at `version`: 404 without text, 409 when it changed since, 422 when
 * its check found an error (it could not be served). Publishes a new revision, so a locale
 * that publishes only reviewed texts shows the approved text on the next request.
 */
export async function approveTranslation(
  store: TranslationBindings,
  input: { key: string; locale: LocaleCode; version: number },
  actor: string,
): Promise<ReviewResult> {
  const db = store.DB;
  const { id, cell } = await translationAt(db, input.key, input.locale, input.version);
  const error = firstError(cell.problems);
  if (error) throw new AppError(422, `This text has an error and cannot be approved: ${error.message}`);
  if (cell.reviewedVersion === cell.version)
    return { status: "unchanged", cell, publish: publishResult(await publishStatus(db, store.CACHE)) };
  const at = { id, key: input.key, locale: input.locale, version: input.version };
  const approved = await guardedChange(db, at, "approve", actor, { publishes: true });
  emitWebhook("translation.approved", {
    key: input.key,
    locale: input.locale,
    version: input.version,
    text: approved.text,
    approvedBy: actor,
    links: { key: keyPath(input.key) },
  });
  return { status: "done", cell: approved, publish: await publishAfterWrite(db, store.CACHE, null) };
}

/**
 * Confirms that the cell's text at `version` still fits the changed source: clears its
 * outdated mark. The text, its version and what visitors see stay as they are.
 */
export async function confirmTranslation(
  store: TranslationBindings,
  input: { key: string; locale: LocaleCode; version: number },
  actor: string,
  /** Whoever may not review the locale confirms the text, but it then needs review (docs/decisions/0074). */
  canReview = true,
): Promise<ReviewResult> {
  const db = store.DB;
  const { id, cell } = await translationAt(db, input.key, input.locale, input.version);
  const publish = publishResult(await publishStatus(db, store.CACHE));
  if (cell.outdatedSource == null) return { status: "unchanged", cell, publish };
  const at = { id, key: input.key, locale: input.locale, version: input.version, canReview };
  const confirmed = await guardedChange(db, at, "confirm", actor, { publishes: false });
  return { status: "done", cell: confirmed, publish };
}

/**
 * Sends the translation at `version` back to its translator with `reason` (docs/decisions/0074):
 * its state becomes "changes requested" until the next write of its text makes it "needs review";
 * the reason is a comment on the translation. 404 without text, 409 when it changed since. What
 * visitors see does not change (a reviewed-only locale keeps serving the last reviewed text).
 */
export async function requestChanges(
  store: TranslationBindings,
  input: { key: string; locale: LocaleCode; version: number; reason: string },
  actor: string,
): Promise<ReviewResult> {
  const db = store.DB;
  const { id, cell } = await translationAt(db, input.key, input.locale, input.version);
  const publish = publishResult(await publishStatus(db, store.CACHE));
  if (cell.state === "changes-requested" && cell.changesRequested?.reason === input.reason)
    return { status: "unchanged", cell, publish };
  const at = { id, key: input.key, locale: input.locale, version: input.version };
  const sent = await guardedChange(db, at, "request-changes", actor, { publishes: false, reason: input.reason });
  emitWebhook("translation.changes_requested", {
    key: input.key,
    locale: input.locale,
    version: input.version,
    reason: input.reason,
    requestedBy: actor,
    links: { key: keyPath(input.key) },
  });
  return { status: "done", cell: sent, publish };
}

/** Whether each locale publishes only reviewed texts (locales without a row do not). */
export async function reviewedOnlyLocales(db: D1Database): Promise<Set<LocaleCode>> {
  const { results } = await db
    .prepare("SELECT locale FROM i18n_locale_settings WHERE reviewed_only = 1")
    .all<{ locale: LocaleCode }>();
  return new Set(results.map((r) => r.locale));
}

/**
 * Sets whether `locale` publishes only reviewed texts, writes the audit log, and publishes a
 * new revision when the setting changed (visitors get the other texts on the next request).
 */
export async function setReviewedOnly(
  store: TranslationBindings,
  locale: LocaleCode,
  reviewedOnly: boolean,
  who: { id: number; email: string },
): Promise<{ locale: LocaleCode; reviewedOnly: boolean; publish: PublishResult }> {
  const db = store.DB;
  const before = (await reviewedOnlyLocales(db)).has(locale);
  if (before === reviewedOnly)
    return { locale, reviewedOnly, publish: publishResult(await publishStatus(db, store.CACHE)) };
  await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_locale_settings (locale, reviewed_only, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (locale) DO UPDATE SET reviewed_only = excluded.reviewed_only,
           updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(locale, reviewedOnly ? 1 : 0, who.email, now()),
    db.prepare(BUMP_REVISION),
    auditStatement(db, {
      event: "translations.reviewed_only",
      userId: who.id,
      email: who.email,
      detail: `${locale}=${reviewedOnly ? "on" : "off"}`,
      details: { locales: [locale], on: reviewedOnly ? "on" : "off" },
    }),
  ]);
  return { locale, reviewedOnly, publish: await publishAfterWrite(db, store.CACHE, null) };
}
