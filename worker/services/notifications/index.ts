export { commentNotices, resolvedNotice } from "./comments";
export { listNotifications, markNotifications, mentionable } from "./inbox";
export { approvedNotice, changesRequestedNotice } from "./review";
export { runNotice } from "./runs";
export { securityNotice } from "./security";
export { linkOf, notificationParts } from "./sentence";
export {
  /** @public For the email middleware (issue 37, item 3): whether a request wrote notifications. */
  collectNotified,
  /** @public For the tasks' notifications (issue 37, item 4), written with notifyStatement. */
  type NotificationInput,
  /** @public The foundation's face, kept for the email and tasks helpers. */
  type NotifyStatement,
  /** @public The foundation's face, kept for the email and tasks helpers. */
  noteNotified,
  notifyStatement,
} from "./write";
