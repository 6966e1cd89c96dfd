export { commentNotices, resolvedNotice } from "./comments";
export { listNotifications, markNotifications, mentionable } from "./inbox";
export { approvedNotice, changesRequestedNotice } from "./review";
export { runNotice } from "./runs";
export {
  collectNotified,
  type NotificationInput,
  type NotifyStatement,
  noteNotified,
  notifyStatement,
} from "./write";
