export type { EmailQueueMessage } from "./claims";
export type { SendEmailBinding } from "./cloudflare";
export { deliverEmails } from "./deliver";
export { queueDailyEmails, queueImmediateScan } from "./jobs";
export { emailPreferences, setEmailMode } from "./preferences";
export { type EmailEnv, emailDelivery } from "./settings";
export { UNSUBSCRIBE_TEXTS } from "./texts";
export { readUnsubscribeToken, UNSUBSCRIBE_PATH, type UnsubscribeLink, unsubscribe } from "./unsubscribe";
