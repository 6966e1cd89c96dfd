import * as v from "valibot";
import { integerText, jsonObject, localeCode } from "./fields";

/**
 * Notifications (issue 37, item 2; `/api/admin/notifications`): the kinds an inbox holds.
 * Each is written by the action that causes it (worker/services/notifications/).
 */
export const NOTIFICATION_KINDS = [
  /** A reviewer sent your text back, with a reason (`data.reason`). */
  "changes-requested",
  /** Your texts were approved (gathered per locale and day: `count`). */
  "approved",
  /** Someone replied on a thread you wrote in (`data.excerpt`). */
  "comment-reply",
  /** Your question was resolved. */
  "question-resolved",
  /** You were mentioned as `@name` in a comment (`data.excerpt`). */
  "mentioned",
  /** A task was assigned to you (`data.taskId`, `data.title`). */
  "task-assigned",
  /** A task of yours is due tomorrow. */
  "task-due",
  /** An import changed texts in your locales (`count`, `data.importId`). */
  "import",
  /** A pre-translation changed texts in your locales (`count`). */
  "pretranslate",
  /**
   * Your account's sign-in changed (`data.event`: "totp_enabled", "totp_disabled",
   * "recovery_used" with `data.left`, "recovery_regenerated"); no actor, so you are told of your own.
   */
  "security",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A page of the inbox: the newest first, this many at most. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** The most notifications one request marks by id. */
export const MAX_MARKED_IDS = 500;
/** The most accounts the mention list offers at once. */
export const MENTIONABLE_LIMIT = 8;

const id = v.pipe(
  v.number("must be a notification's id"),
  v.safeInteger("must be a notification's id"),
  v.minValue(1, "must be a notification's id"),
);

/** GET `/api/admin/notifications?unread=1&before=<id>`: only the unread ones; those older than `before`. */
export const notificationsQuery = v.object({
  unread: v.optional(v.picklist(["0", "1"], "must be 1 (only unread) or 0")),
  before: v.optional(integerText(1, Number.MAX_SAFE_INTEGER)),
});

/** POST `/api/admin/notifications/read` (and `/unread`): these ids of the caller's own, or all of them. */
export const markBody = v.union(
  [
    jsonObject({
      ids: v.pipe(
        v.array(id, "must be a list of notification ids"),
        v.minLength(1, "must name at least one notification"),
        v.maxLength(MAX_MARKED_IDS, `must name at most ${MAX_MARKED_IDS} notifications`),
      ),
    }),
    jsonObject({ all: v.literal(true, "must be true") }),
  ],
  'must be { "ids": [...] } or { "all": true }',
);
export type MarkInput = v.InferOutput<typeof markBody>;

/** GET `/api/admin/notifications/mentionable?locale=pl&q=an`: who `@` may name in a comment about `locale`. */
export const mentionableQuery = v.object({
  locale: v.optional(localeCode),
  q: v.optional(v.pipe(v.string(), v.maxLength(100, "must be at most 100 characters")), ""),
});

export type {
  Mentionable,
  MentionableList,
  NotificationFacts,
  NotificationItem,
  NotificationList,
  UnreadCount,
} from "./answers";
