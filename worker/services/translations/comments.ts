import type { SessionAccount } from "../../../common/auth";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import { type Comment, type CommentInput, MAX_COMMENTS_PER_KEY } from "../../../common/contracts/comments";
import type { LocaleCode } from "../../../common/locales";
import { AppError, invalid } from "../../lib/errors";
import { commentNotices, resolvedNotice } from "../notifications";
import { emitWebhook, keyPath } from "../webhooks";
import { keyId } from "./translation-sql";
import type { Statement } from "./write";

/**
 * Questions and comments on keys (migrations/0016, docs/decisions/0065): a thread per key,
 * each comment optionally about one locale. Comments name their key by id, so a rename keeps
 * them and a delete takes them (the foreign key's cascade). Text is stored as written; the
 * editor shows it as text. Who may do what is decided here, next to the rows it reads.
 */

/** SQL: the comment `c` is a question nobody resolved yet. */
export const OPEN = "c.question = 1 AND c.resolved_at IS NULL";

/** SQL column `openQuestions` of the key `k`. */
export const OPEN_QUESTIONS = `(SELECT count(*) FROM i18n_comments c WHERE c.key_id = k.id AND ${OPEN}) AS openQuestions`;

const COLUMNS = `id, locale, body AS text, question, author, created_at AS createdAt, resolved_by AS resolvedBy,
  resolved_at AS resolvedAt, version`;

type CommentRow = Omit<Comment, "question"> & { question: number };

const toComment = (row: CommentRow): Comment => ({ ...row, question: row.question === 1 });

const now = () => new Date().toISOString();

/** The key's thread, oldest first. */
export async function listComments(db: D1Database, key: string): Promise<Comment[]> {
  const id = await keyId(db, key);
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM i18n_comments WHERE key_id = ? ORDER BY id`)
    .bind(id)
    .all<CommentRow>();
  return results.map(toComment);
}

/** How many comments the key has (a delete's confirmation names them). */
export async function commentCount(db: D1Database, keyId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM i18n_comments WHERE key_id = ?")
    .bind(keyId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The reason of a request for changes (docs/decisions/0074), as a comment on each translation of
 * `rows` still at the version its caller saw, before the review statements that point at it
 * (write/review.ts finds it by key, locale, author and time). Kept whatever the thread's length:
 * a reviewer's reason is never dropped.
 */
export function reasonComment(
  rows: readonly { keyId: number; locale: string; version: number }[],
  reason: string,
  who: { actor: string; at: string },
): Statement {
  return {
    sql: `INSERT INTO i18n_comments (key_id, locale, body, question, author, created_at)
      SELECT v.key_id, v.locale, ?2, 0, ?3, ?4 FROM json_each(?1) j
      JOIN i18n_values v ON v.key_id = json_extract(j.value, '$.k') AND v.locale = json_extract(j.value, '$.l')
        AND v.version = json_extract(j.value, '$.v')
      WHERE v.changes_requested_version IS NOT v.version`,
    params: [JSON.stringify(rows.map((r) => ({ k: r.keyId, l: r.locale, v: r.version }))), reason, who.actor, who.at],
  };
}

/** Open questions on every key (the dashboard's figure). */
export async function openQuestionCount(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n FROM i18n_comments c WHERE ${OPEN}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Adds a comment. About a locale, only someone who may edit it writes (a translator of de does
 * not comment on hu); about the key, anyone signed in. The count limit is checked in the insert
 * itself, so two concurrent posts cannot both pass it.
 */
export async function addComment(
  db: D1Database,
  key: string,
  input: CommentInput,
  account: SessionAccount,
): Promise<Comment> {
  const locale = input.locale ?? null;
  if (locale && !canEditLocale(account, locale)) throw new AppError(403, `You may not comment on ${locale} texts`);
  const id = await keyId(db, key);
  const who = { actor: account.email, at: now() };
  // The thread's writers and the accounts it mentions are told in the same batch (issue 37, item 2).
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_comments (key_id, locale, body, question, author, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE (SELECT count(*) FROM i18n_comments WHERE key_id = ?1) < ?7
       RETURNING ${COLUMNS}`,
      )
      .bind(id, locale, input.text, input.question ? 1 : 0, who.actor, who.at, MAX_COMMENTS_PER_KEY),
    ...commentNotices({ keyId: id, text: input.text }, who).map((n) => db.prepare(n.sql).bind(...n.params)),
  ]);
  const row = inserted?.results[0] as CommentRow | undefined;
  if (!row) throw invalid("text", `cannot be added: a key holds at most ${MAX_COMMENTS_PER_KEY} comments`);
  emitWebhook("comment.created", {
    key,
    commentId: row.id,
    locale,
    question: input.question,
    author: account.email,
    text: row.text,
    links: { comments: `${keyPath(key)}/comments` },
  });
  return toComment(row);
}

async function readComment(db: D1Database, key: string, commentId: number): Promise<Comment> {
  const id = await keyId(db, key);
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM i18n_comments WHERE id = ? AND key_id = ?`)
    .bind(commentId, id)
    .first<CommentRow>();
  if (!row) throw new AppError(404, `${key} has no comment ${commentId}`);
  return toComment(row);
}

/** Who resolves a question: its author, an admin, or a reviewer of its locale (any reviewer for a key's). */
function mayResolve(account: SessionAccount, comment: Comment): boolean {
  if (account.role === "admin" || account.email === comment.author) return true;
  if (comment.locale) return canReviewLocale(account, comment.locale as LocaleCode);
  return account.role === "reviewer";
}

/** Resolves or reopens a question at the version the person saw: 409 with the current comment when it moved. */
export async function resolveComment(
  db: D1Database,
  key: string,
  commentId: number,
  change: { resolved: boolean; version: number },
  account: SessionAccount,
): Promise<Comment> {
  const current = await readComment(db, key, commentId);
  if (!current.question) throw invalid("resolved", "applies to questions only: this is a comment");
  if (!mayResolve(account, current)) throw new AppError(403, "You may not resolve this question");
  const at = change.resolved ? now() : null;
  // The question's author is told in the same batch, only when this resolve is what it now holds.
  const notices = at ? [resolvedNotice(commentId, { actor: account.email, at })] : [];
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE i18n_comments SET resolved_by = ?3, resolved_at = ?4, version = version + 1
       WHERE id = ?1 AND version = ?2 RETURNING ${COLUMNS}`,
      )
      .bind(commentId, change.version, at ? account.email : null, at),
    ...notices.map((n) => db.prepare(n.sql).bind(...n.params)),
  ]);
  const row = updated?.results[0] as CommentRow | undefined;
  if (!row) {
    const latest = await readComment(db, key, commentId);
    throw new AppError(409, "This question was changed by someone else", { current: latest });
  }
  return toComment(row);
}

/** Deletes a comment: its author's own, or any for an admin. */
export async function deleteComment(
  db: D1Database,
  key: string,
  commentId: number,
  account: SessionAccount,
): Promise<void> {
  const current = await readComment(db, key, commentId);
  if (account.role !== "admin" && account.email !== current.author)
    throw new AppError(403, "Only its author or an admin deletes a comment");
  await db.prepare("DELETE FROM i18n_comments WHERE id = ?").bind(commentId).run();
}
