export {
  collectNotified,
  type NotificationInput,
  type NotifyStatement,
  noteNotified,
  notifyStatement,
} from "./write";
