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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
