import * as v from "valibot";
import { integerText, jsonObject, keyName, localeCode } from "./fields";

/**
 * Questions and comments on keys, and dismissed warnings (issue 28, items 4 and 5;
 * docs/decisions/0065-questions-comments-dismissals.md): requests and answers of
 * `/api/admin/translations/keys/{name}/comments` and `…/values/{locale}/dismissals`.
 */

/** The longest comment, in UTF-16 code units; a longer one answers 413 naming `text`. */
export const MAX_COMMENT_LENGTH = 4000;
/** The most comments one key's thread holds; one more answers 400 naming `text`. */
export const MAX_COMMENTS_PER_KEY = 200;
/** The longest reason for dismissing a warning. */
export const MAX_DISMISS_REASON_LENGTH = 500;
/** A comment or dismissal body is a short text and a few fields. */
export const MAX_COMMENT_BODY_BYTES = 32 * 1024;

const nonBlank = (what: string) =>
  v.pipe(
    v.string(`must be ${what}`),
    v.check((s) => s.trim().length > 0, `must be ${what}`),
  );

/** POST `/keys/{name}/comments`: the text, the locale it is about (none: the key), and whether it asks the team. */
export const commentBody = jsonObject({
  text: v.pipe(
    nonBlank("the comment's text"),
    v.maxLength(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`),
  ),
  locale: v.nullish(localeCode),
  question: v.optional(v.boolean("must be true or false"), false),
});
export type CommentInput = v.InferOutput<typeof commentBody>;

/** `/keys/{name}/comments/{id}` */
export const commentParams = v.object({ name: keyName, id: integerText(1, Number.MAX_SAFE_INTEGER) });

/** PATCH `/keys/{name}/comments/{id}`: resolve (true) or reopen (false) a question, at the version seen. */
export const resolveBody = jsonObject({
  resolved: v.boolean("must be true or false"),
  version: v.pipe(
    v.number("must be the comment's version"),
    v.safeInteger("must be the comment's version"),
    v.minValue(1, "must be the comment's version"),
  ),
});

/** One comment of a key's thread. `text` is plain text: clients show it as text, never as HTML. */
export const comment = v.object({
  id: v.number(),
  /** The locale it is about; null: the key as a whole. */
  locale: v.nullable(localeCode),
  text: v.string(),
  question: v.boolean(),
  /** The account's email. */
  author: v.string(),
  createdAt: v.string(),
  resolvedBy: v.nullable(v.string()),
  resolvedAt: v.nullable(v.string()),
  version: v.number(),
});
export type Comment = v.InferOutput<typeof comment>;

/** GET `/keys/{name}/comments`: the thread, oldest first. */
export const commentList = v.object({ comments: v.array(comment), max: v.number() });
export type CommentList = v.InferOutput<typeof commentList>;

/** The problem codes a dismissal names (the check registry's ids: lower-case words and dashes). */
const problemCode = v.pipe(
  v.string("must be a problem code"),
  v.regex(/^[a-z][a-z0-9-]{0,59}$/, "must be a problem code"),
);

/** POST `/keys/{name}/values/{locale}/dismissals`: the warning's code, why, and the version seen. */
export const dismissBody = jsonObject({
  code: problemCode,
  reason: v.pipe(
    nonBlank("the reason"),
    v.maxLength(MAX_DISMISS_REASON_LENGTH, `must be at most ${MAX_DISMISS_REASON_LENGTH} characters`),
  ),
  version: v.pipe(
    v.number("must be the translation's version"),
    v.safeInteger("must be the translation's version"),
    v.minValue(1, "must be the translation's version"),
  ),
});

/** DELETE `/keys/{name}/values/{locale}/dismissals` `{ code }`: which dismissal to undo (JSON, as every admin mutation). */
export const undismissBody = jsonObject({ code: problemCode });

/** A dismissal of one warning of one translation, as history shows it. */
export const dismissal = v.object({
  id: v.number(),
  locale: localeCode,
  code: v.string(),
  /** The translation's version it was made at: it holds while the translation stays at it. */
  version: v.number(),
  reason: v.string(),
  by: v.string(),
  at: v.string(),
  undoneBy: v.nullable(v.string()),
  undoneAt: v.nullable(v.string()),
});
export type Dismissal = v.InferOutput<typeof dismissal>;
