import type { SessionAccount } from "../../../common/auth";
import type { Dismissal } from "../../../common/contracts/comments";
import type { Translation } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { auditStatement, recordAudit } from "../identity";
import { keyId, readTranslation } from "./translation-sql";

/**
 * Dismissing a warning of one translation (migrations/0017, docs/decisions/0065). The route has
 * checked that the account reviews the locale. A dismissal names the translation's version the
 * reviewer saw and holds while the translation stays at it; errors are never dismissed (a text
 * with one is not served, so nobody may wave it through). Each change is audited.
 */

const now = () => new Date().toISOString();

const conflict = (current: Translation | null) =>
  new AppError(409, "This cell was changed by someone else", { current });

export interface DismissInput {
  key: string;
  locale: LocaleCode;
  code: string;
  reason: string;
  version: number;
}

/** The translation at the version the request names, with the problem of `code` it has. */
async function problemAt(db: D1Database, input: Omit<DismissInput, "reason">) {
  const id = await keyId(db, input.key);
  const cell = await readTranslation(db, id, input.locale);
  if (!cell) throw new AppError(404, `${input.key} has no ${input.locale} text`);
  if (cell.version !== input.version) throw conflict(cell);
  const problem = cell.problems.find((p) => p.code === input.code);
  if (!problem) throw new AppError(404, `This text has no ${input.code} problem`, { code: input.code });
  return { id, cell, problem };
}

/** Dismisses the warning `code` of the translation at `version`: 409 for an error or a stale version. */
export async function dismissWarning(
  db: D1Database,
  input: DismissInput,
  account: SessionAccount,
): Promise<Translation> {
  const { id, cell, problem } = await problemAt(db, input);
  if (problem.severity === "error")
    throw new AppError(409, `${input.code} is an error: errors cannot be dismissed, only fixed`, { code: input.code });
  if (problem.dismissed) return cell;
  // Guarded by the version again: a save between the read and the insert leaves nothing behind;
  // a concurrent dismissal of the same warning is the one that stands (the unique index).
  const inserted = await db
    .prepare(
      `INSERT OR IGNORE INTO i18n_dismissals (key_id, locale, code, version, reason, dismissed_by, dismissed_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 FROM i18n_values WHERE key_id = ?1 AND locale = ?2 AND version = ?4`,
    )
    .bind(id, input.locale, input.code, input.version, input.reason, account.email, now())
    .run();
  const after = await readTranslation(db, id, input.locale);
  if (after?.version !== input.version) throw conflict(after);
  if (inserted.meta.changes > 0) {
    const detail = `${input.key} ${input.locale} ${input.code}`;
    const details = { key: input.key, locales: [input.locale], code: input.code };
    await recordAudit(db, { event: "translations.dismiss", userId: account.id, email: account.email, detail, details });
  }
  return after;
}

/** Undoes the active dismissal of `code` on the translation's current version (404 when there is none). */
export async function undoDismissal(
  db: D1Database,
  input: { key: string; locale: LocaleCode; code: string },
  account: SessionAccount,
): Promise<Translation> {
  const id = await keyId(db, input.key);
  const active = await db
    .prepare(
      `SELECT d.id FROM i18n_dismissals d JOIN i18n_values v ON v.key_id = d.key_id AND v.locale = d.locale
       WHERE d.key_id = ?1 AND d.locale = ?2 AND d.code = ?3 AND d.undone_at IS NULL AND d.version = v.version`,
    )
    .bind(id, input.locale, input.code)
    .first<{ id: number }>();
  if (!active) throw new AppError(404, `${input.code} is not dismissed on this text`, { code: input.code });
  await db.batch([
    db
      .prepare("UPDATE i18n_dismissals SET undone_by = ?2, undone_at = ?3 WHERE id = ?1 AND undone_at IS NULL")
      .bind(active.id, account.email, now()),
    auditStatement(db, {
      event: "translations.undismiss",
      userId: account.id,
      email: account.email,
      detail: `${input.key} ${input.locale} ${input.code}`,
      details: { key: input.key, locales: [input.locale], code: input.code },
    }),
  ]);
  return (await readTranslation(db, id, input.locale)) as Translation;
}

/** Every dismissal of the key's warnings, newest first (the key dialog's history). */
export async function keyDismissals(db: D1Database, keyId: number): Promise<Dismissal[]> {
  const { results } = await db
    .prepare(
      `SELECT id, locale, code, version, reason, dismissed_by AS by, dismissed_at AS at, undone_by AS undoneBy,
              undone_at AS undoneAt
         FROM i18n_dismissals WHERE key_id = ? ORDER BY id DESC LIMIT 200`,
    )
    .bind(keyId)
    .all<Dismissal>();
  return results;
}
