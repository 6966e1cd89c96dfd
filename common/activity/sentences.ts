/**
 * What each entry of the activity log says, one ICU message per action (docs/decisions/0079-activity-log.md):
 * the message `event.<key>` of the admin's `activity` area (locales/admin/<locale>/activity.json), so
 * the log reads in the admin's own language (issue 38); the API's `summary` is its English text.
 * Every sentence is whole, its plurals chosen by the CLDR rules, its words never glued from
 * fragments. A new action is one entry here (its group, the log's action filter; its message's
 * key; where its link goes) and its message in every locale.
 *
 * The facts (common/activity/facts.ts): `actor` who acted, `subject` the account concerned,
 * `locales` the locales' names as one list, `count` how many texts, `key`, `file`, `change` (an
 * import's or bulk run's id), `undone` yes/no with `undoneBy` and `undoneAt`, and the action's own.
 * An ICU selector has no hyphen: `action` arrives with underscores (`needs_review`).
 */

import type activity from "../../locales/admin/en/activity.json";
import { ACTIVITY_GROUPS, type ActivityGroup } from "./groups";

export { ACTIVITY_GROUPS, type ActivityGroup };

/** Where an entry's link goes: the API path a script reads, and the admin page a person opens. */
export type LinkKind = "change" | "key" | "person" | "webhook" | "glossary" | "tokens";

/** A sentence of the log: `activity.event.<key>`. */
export type ActivityEventKey = keyof (typeof activity)["event"];

export interface ActivitySentence {
  group: ActivityGroup;
  key: ActivityEventKey;
  link?: LinkKind;
}

export const ACTIVITY: Record<string, ActivitySentence> = {
  "translations.import": { group: "imports", key: "import", link: "change" },
  "translations.undo": { group: "imports", key: "undo", link: "change" },
  "translations.save": { group: "edits", key: "save", link: "key" },
  "translations.review": { group: "reviews", key: "review", link: "key" },
  "translations.bulk": { group: "bulk", key: "bulk", link: "change" },
  "translations.pretranslate": { group: "bulk", key: "pretranslate", link: "change" },
  "translations.propagate": { group: "bulk", key: "propagate", link: "change" },
  "translations.dismiss": { group: "reviews", key: "dismiss", link: "key" },
  "translations.undismiss": { group: "reviews", key: "undismiss", link: "key" },
  "translations.reviewed_only": { group: "settings", key: "reviewedOnly" },
  "key.create": { group: "keys", key: "keyCreate", link: "key" },
  "key.update": { group: "keys", key: "keyUpdate", link: "key" },
  "key.delete": { group: "keys", key: "keyDelete" },
  "glossary.create": { group: "glossary", key: "glossaryCreate", link: "glossary" },
  "glossary.update": { group: "glossary", key: "glossaryUpdate", link: "glossary" },
  "glossary.delete": { group: "glossary", key: "glossaryDelete", link: "glossary" },
  "glossary.import": { group: "glossary", key: "glossaryImport", link: "glossary" },
  "memory.import": { group: "glossary", key: "memoryImport" },
  "login.success": { group: "sign-ins", key: "loginSuccess", link: "person" },
  "login.failure": { group: "sign-ins", key: "loginFailure" },
  "login.rate_limited": { group: "sign-ins", key: "loginRateLimited" },
  logout: { group: "sign-ins", key: "logout" },
  "person.create": { group: "people", key: "personCreate", link: "person" },
  "person.invite": { group: "people", key: "personInvite", link: "person" },
  "person.update": { group: "people", key: "personUpdate", link: "person" },
  "person.reset_link": { group: "people", key: "personResetLink", link: "person" },
  "session.end": { group: "people", key: "sessionEnd", link: "person" },
  "session.end_all": { group: "people", key: "sessionEndAll", link: "person" },
  "link.accept": { group: "people", key: "linkAccept", link: "person" },
  "password.change": { group: "people", key: "passwordChange" },
  "password.change_failed": { group: "people", key: "passwordChangeFailed" },
  "session.end_others": { group: "people", key: "sessionEndOthers" },
  "two_factor.enable": { group: "people", key: "twoFactorEnable", link: "person" },
  "two_factor.disable": { group: "people", key: "twoFactorDisable", link: "person" },
  "two_factor.failure": { group: "sign-ins", key: "twoFactorFailure" },
  "two_factor.recovery_used": { group: "sign-ins", key: "twoFactorRecoveryUsed" },
  "two_factor.recovery_regenerate": { group: "people", key: "twoFactorRecoveryRegenerate", link: "person" },
  "two_factor.verify": { group: "sign-ins", key: "twoFactorVerify" },
  "policy.update": { group: "settings", key: "policyUpdate" },
  "token.create": { group: "tokens", key: "tokenCreate", link: "tokens" },
  "token.revoke": { group: "tokens", key: "tokenRevoke", link: "tokens" },
  "token.write": { group: "tokens", key: "tokenWrite", link: "tokens" },
  "webhook.create": { group: "webhooks", key: "webhookCreate", link: "webhook" },
  "webhook.update": { group: "webhooks", key: "webhookUpdate", link: "webhook" },
  "webhook.rotate": { group: "webhooks", key: "webhookRotate", link: "webhook" },
  "webhook.delete": { group: "webhooks", key: "webhookDelete", link: "webhook" },
  "webhook.redeliver": { group: "webhooks", key: "webhookRedeliver", link: "webhook" },
  "webhook.test": { group: "webhooks", key: "webhookTest", link: "webhook" },
  "webhook.disable": { group: "webhooks", key: "webhookDisable", link: "webhook" },
};

/** An action the table does not know yet: the code itself, with who did it. */
export const UNKNOWN_ACTION: ActivityEventKey = "unknown";

/** The event codes of a group (the log's action filter). */
export const eventsOf = (group: ActivityGroup): string[] =>
  Object.entries(ACTIVITY)
    .filter(([, s]) => s.group === group)
    .map(([event]) => event);
