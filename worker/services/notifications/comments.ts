import { EXCERPT_CHARS, MENTION_NAME, mentionedNames, SEES } from "./sql";
import { INSERT, type NotifyStatement, noteNotified, TOLD } from "./write";

/**
 * The notifications of a comment (issue 37, item 2), in the batch that writes it and after it.
 * The comment is found as its author wrote it in this batch (key, author, time: the newest such
 * row), so a comment the thread's limit refused tells nobody anything.
 * ?1 the key's id, ?2 the author, ?3 the time, ?4 the names it mentions (JSON).
 */
const NEW_COMMENT = `c.id = (SELECT max(id) FROM i18n_comments WHERE key_id = ?1 AND author = ?2 AND created_at = ?3)`;

const DATA = `json_object('commentId', c.id, 'excerpt', substr(c.body, 1, ${EXCERPT_CHARS}))`;

/** The accounts `@name` in the comment names, among those who may see its locale (anyone for the key's). */
const MENTIONED = `${MENTION_NAME} IN (SELECT value FROM json_each(?4)) AND ${SEES("c.locale")}`;

/**
 * "You were mentioned" for each account the comment names as `@name` that may see its locale (a
 * name of someone who cannot, or of nobody, tells no one); "a reply on a thread you wrote in" for
 * every other earlier writer of the thread (the key's comments about the same locale, or about the
 * key as a whole) who still sees it. Never the author; never a disabled account.
 */
export function commentNotices(
  comment: { keyId: number; text: string },
  ctx: { actor: string; at: string },
): NotifyStatement[] {
  noteNotified();
  const names = mentionedNames(comment.text);
  const params = [comment.keyId, ctx.actor, ctx.at, JSON.stringify(names)];
  const reply = {
    sql: `${INSERT}
      SELECT u.id, 'comment-reply', ?2, c.locale, k.name, 1, ${DATA}, NULL, ?3
      FROM i18n_comments c JOIN i18n_keys k ON k.id = c.key_id
      JOIN users u ON u.email IN (SELECT o.author FROM i18n_comments o
        WHERE o.key_id = c.key_id AND o.locale IS c.locale AND o.id < c.id)
      WHERE ${NEW_COMMENT} AND ${TOLD("?2")} AND ${SEES("c.locale")} AND NOT (${MENTIONED})`,
    params,
  };
  if (names.length === 0) return [reply];
  const mention = {
    sql: `${INSERT}
      SELECT u.id, 'mentioned', ?2, c.locale, k.name, 1, ${DATA}, NULL, ?3
      FROM i18n_comments c JOIN i18n_keys k ON k.id = c.key_id JOIN users u ON ${MENTIONED}
      WHERE ${NEW_COMMENT} AND ${TOLD("?2")}`,
    params,
  };
  return [reply, mention];
}

/**
 * "Your question was resolved", to its author, in the batch of the resolve and after it: only when
 * this statement's resolve (by ?2 at ?3) is what the question now holds. ?1 the question's id.
 */
export function resolvedNotice(commentId: number, ctx: { actor: string; at: string }): NotifyStatement {
  noteNotified();
  return {
    sql: `${INSERT}
      SELECT u.id, 'question-resolved', ?2, c.locale, k.name, 1, ${DATA}, NULL, ?3
      FROM i18n_comments c JOIN i18n_keys k ON k.id = c.key_id JOIN users u ON u.email = c.author
      WHERE c.id = ?1 AND c.resolved_by = ?2 AND c.resolved_at = ?3 AND ${TOLD("?2")}`,
    params: [commentId, ctx.actor, ctx.at],
  };
}
