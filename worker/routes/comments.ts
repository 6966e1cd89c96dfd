import { Hono } from "hono";
import { canReviewLocale } from "../../common/auth";
import {
  type Comment,
  type CommentList,
  commentBody,
  commentParams,
  dismissBody,
  MAX_COMMENT_BODY_BYTES,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_KEY,
  resolveBody,
  undismissBody,
} from "../../common/contracts/comments";
import type { Translation } from "../../common/contracts/translation-responses";
import { cellParams, keyParams } from "../../common/contracts/translations";
import type { LocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, tooLargeField, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import {
  addComment,
  deleteComment,
  dismissWarning,
  listComments,
  resolveComment,
  undoDismissal,
} from "../services/translations";

/** A comment over MAX_COMMENT_LENGTH answers 413 naming `text`, as the limits promise. */
const commentTooLong = tooLargeField("text", MAX_COMMENT_LENGTH);

/** Reviewers in their locales and admins dismiss warnings; translators never (as approving). */
function requireReviewer(account: Parameters<typeof canReviewLocale>[0], locale: LocaleCode) {
  if (!canReviewLocale(account, locale)) throw new AppError(403, `You may not dismiss warnings of ${locale} texts`);
}

/**
 * Questions and comments on keys, and dismissed warnings, under `/api/admin/translations`
 * (docs/decisions/0065-questions-comments-dismissals.md, docs/admin-api.md), mounted beside
 * the translation API behind the same session guard. The services decide who may resolve
 * or delete a comment, since that depends on the comment.
 */
export const commentsApi = new Hono<AppEnv>()
  .get("/keys/:name/comments", validate("param", keyParams), async (c) => {
    requireAccount(c);
    const comments = await listComments(c.env.DB, c.req.valid("param").name);
    return c.json({ comments, max: MAX_COMMENTS_PER_KEY } satisfies CommentList);
  })
  .post(
    "/keys/:name/comments",
    validate("param", keyParams),
    limitBody(MAX_COMMENT_BODY_BYTES),
    validate("json", commentBody, commentTooLong),
    async (c) => {
      const account = requireAccount(c);
      const added = await addComment(c.env.DB, c.req.valid("param").name, c.req.valid("json"), account);
      return c.json(added satisfies Comment, 201);
    },
  )
  .patch(
    "/keys/:name/comments/:id",
    validate("param", commentParams),
    limitBody(MAX_COMMENT_BODY_BYTES),
    validate("json", resolveBody),
    async (c) => {
      const account = requireAccount(c);
      const { name, id } = c.req.valid("param");
      const changed = await resolveComment(c.env.DB, name, id, c.req.valid("json"), account);
      return c.json(changed satisfies Comment);
    },
  )
  .delete("/keys/:name/comments/:id", validate("param", commentParams), async (c) => {
    const account = requireAccount(c);
    const { name, id } = c.req.valid("param");
    await deleteComment(c.env.DB, name, id, account);
    return c.body(null, 204);
  })
  .post(
    "/keys/:name/values/:locale/dismissals",
    validate("param", cellParams),
    limitBody(MAX_COMMENT_BODY_BYTES),
    validate("json", dismissBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireAccount(c);
      requireReviewer(account, locale);
      const cell = await dismissWarning(c.env.DB, { key: name, locale, ...c.req.valid("json") }, account);
      return c.json({ cell } satisfies { cell: Translation });
    },
  )
  .delete(
    "/keys/:name/values/:locale/dismissals",
    validate("param", cellParams),
    limitBody(MAX_COMMENT_BODY_BYTES),
    validate("json", undismissBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireAccount(c);
      requireReviewer(account, locale);
      const cell = await undoDismissal(c.env.DB, { key: name, locale, code: c.req.valid("json").code }, account);
      return c.json({ cell } satisfies { cell: Translation });
    },
  );
