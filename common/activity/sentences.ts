/**
 * What each entry of the activity log says, one ICU message per action (docs/decisions/0079-activity-log.md).
 * Every sentence is whole, its plurals chosen by the CLDR rules (Intl.PluralRules, through
 * intl-messageformat), its words never glued from fragments: issue 38 turns each into a message
 * of the admin's own language. A new action is one entry here: its group (the log's action
 * filter), its message over the facts its writer stores, and where its link goes.
 *
 * The facts (common/activity/facts.ts): `actor` who acted, `subject` the account concerned,
 * `locales` the locales' names as one list, `count` how many texts, `key`, `file`, `change` (an
 * import's or bulk run's id), `undone` yes/no with `undoneBy` and `undoneAt`, and the action's own.
 * An ICU selector has no hyphen: `action` arrives with underscores (`needs_review`).
 */

import { ACTIVITY_GROUPS, type ActivityGroup } from "./groups";

export { ACTIVITY_GROUPS, type ActivityGroup };

/** Where an entry's link goes: the API path a script reads, and the admin page a person opens. */
export type LinkKind = "change" | "key" | "person" | "webhook" | "glossary" | "tokens";

export interface ActivitySentence {
  group: ActivityGroup;
  message: string;
  link?: LinkKind;
}

const TEXTS = "{count, plural, one {# text} other {# texts}}";
const UNDONE = "{undone, select, yes {; undone by {undoneBy} at {undoneAt}} other {}}";
const LOCALES = "{hasLocales, select, yes { in {locales}} other {}}";

export const ACTIVITY: Record<string, ActivitySentence> = {
  "translations.import": {
    group: "imports",
    message: `{actor} imported {hasFile, select, yes {{file}} other {a file}}{hasLocales, select, yes { into {locales}} other {}}: {count, plural, one {# text changed} other {# texts changed}}${UNDONE}`,
    link: "change",
  },
  "translations.undo": {
    group: "imports",
    message:
      "{actor} undid {kind, select, bulk {a bulk action} pretranslate {a pre-translation} propagate {a propagation} other {an import}} by {owner}{hasLocales, select, yes { in {locales}} other {}}: {count, plural, one {# text restored} other {# texts restored}}{keys, plural, =0 {} one {, # new key removed} other {, # new keys removed}}",
    link: "change",
  },
  "translations.save": {
    group: "edits",
    message: `{action, select, revert {{actor} reverted {key}${LOCALES} to an earlier text} other {{actor} edited {key}${LOCALES}}}`,
    link: "key",
  },
  "translations.review": {
    group: "reviews",
    message: `{action, select, confirm {{actor} confirmed that {key}${LOCALES} still fits its source} request_changes {{actor} sent {key}${LOCALES} back for changes} other {{actor} approved {key}${LOCALES}}}`,
    link: "key",
  },
  "translations.bulk": {
    group: "bulk",
    message: `{action, select, approve {{actor} approved ${TEXTS}${LOCALES}} needs_review {{actor} set ${TEXTS}${LOCALES} to needs review} confirm {{actor} confirmed ${TEXTS}${LOCALES} as still fitting their source} request_changes {{actor} sent ${TEXTS}${LOCALES} back for changes} replace {{actor} replaced words in ${TEXTS}${LOCALES}} copy_from {{actor} copied ${TEXTS} from another locale${LOCALES}} clear {{actor} cleared ${TEXTS}${LOCALES}} other {{actor} ran a bulk action on ${TEXTS}${LOCALES}}}{stopped, select, yes {, then stopped} other {}}${UNDONE}`,
    link: "change",
  },
  "translations.pretranslate": {
    group: "bulk",
    message: `{actor} pre-translated ${TEXTS}${LOCALES}${UNDONE}`,
    link: "change",
  },
  "translations.propagate": {
    group: "bulk",
    message: `{actor} copied a translation to ${TEXTS} with the same source${LOCALES}${UNDONE}`,
    link: "change",
  },
  "translations.dismiss": {
    group: "reviews",
    message: `{actor} dismissed the warning “{code}” on {key}${LOCALES}`,
    link: "key",
  },
  "translations.undismiss": {
    group: "reviews",
    message: `{actor} brought back the warning “{code}” on {key}${LOCALES}`,
    link: "key",
  },
  "translations.reviewed_only": {
    group: "settings",
    message: `{on, select, on {{actor} set{hasLocales, select, yes { {locales}} other {}} to publish only reviewed texts} other {{actor} set{hasLocales, select, yes { {locales}} other {}} to publish every saved text}}`,
  },
  "key.create": { group: "keys", message: "{actor} created the key {key}", link: "key" },
  "key.update": {
    group: "keys",
    message:
      "{change, select, rename {{actor} renamed the key {from} to {key}} limit {{actor} changed the character limit of {key}} other {{actor} changed the description of {key}}}",
    link: "key",
  },
  "key.delete": {
    group: "keys",
    message: `{keys, plural, one {{actor} deleted the key {key} and its ${TEXTS}} other {{actor} deleted # keys and their ${TEXTS}}}`,
  },
  "glossary.create": { group: "glossary", message: "{actor} added glossary term #{id}", link: "glossary" },
  "glossary.update": { group: "glossary", message: "{actor} changed glossary term #{id}", link: "glossary" },
  "glossary.delete": { group: "glossary", message: "{actor} deleted the glossary term “{term}”", link: "glossary" },
  "glossary.import": {
    group: "glossary",
    message:
      "{actor} imported glossary terms: {added, plural, one {# new} other {# new}}, {changed, plural, one {# changed} other {# changed}}",
    link: "glossary",
  },
  "memory.import": {
    group: "glossary",
    message: "{actor} imported {count, plural, one {# unit} other {# units}} into the translation memory",
  },
  "login.success": { group: "sign-ins", message: "{actor} signed in", link: "person" },
  "login.failure": {
    group: "sign-ins",
    message:
      "{reason, select, wrong_password {A sign-in as {subject} was refused: wrong password} unknown_account {A sign-in as {subject} was refused: there is no such account} account_disabled {A sign-in as {subject} was refused: the account is disabled} captcha {A sign-in as {subject} was refused: the captcha check failed} other {A sign-in as {subject} was refused}}",
  },
  "login.rate_limited": { group: "sign-ins", message: "Sign-ins as {subject} were held back after too many failures" },
  logout: { group: "sign-ins", message: "{actor} signed out" },
  "person.create": {
    group: "people",
    message: `{actor} created an account for {subject} as ${"{role, select, admin {an admin} reviewer {a reviewer} other {a translator}}"}`,
    link: "person",
  },
  "person.invite": {
    group: "people",
    message: "{actor} invited {subject} as {role, select, admin {an admin} reviewer {a reviewer} other {a translator}}",
    link: "person",
  },
  "person.update": { group: "people", message: "{actor} changed the account of {subject}", link: "person" },
  "person.reset_link": { group: "people", message: "{actor} made a password link for {subject}", link: "person" },
  "session.end": { group: "people", message: "{actor} ended a session of {subject}", link: "person" },
  "session.end_all": { group: "people", message: "{actor} ended every session of {subject}", link: "person" },
  "link.accept": { group: "people", message: "{subject} set a password with a one-time link", link: "person" },
  "password.change": { group: "people", message: "{actor} changed their password" },
  "password.change_failed": {
    group: "people",
    message: "{actor} tried to change their password, but the current password was wrong",
  },
  "session.end_others": { group: "people", message: "{actor} signed out everywhere else" },
  // Two-factor sign-in (docs/decisions/0082, 0084).
  "two_factor.enable": { group: "people", message: "{actor} turned on two-factor sign-in", link: "person" },
  "two_factor.disable": {
    group: "people",
    message: "{actor} turned off two-factor sign-in of {subject}",
    link: "person",
  },
  "two_factor.failure": { group: "sign-ins", message: "A second-factor code for {subject} was refused" },
  "two_factor.recovery_used": { group: "sign-ins", message: "{subject} used a recovery code" },
  "two_factor.recovery_regenerate": { group: "people", message: "{actor} made new recovery codes", link: "person" },
  "two_factor.verify": { group: "sign-ins", message: "{subject} confirmed a second factor again" },
  "policy.update": { group: "settings", message: "{actor} changed whom two-factor sign-in is required of" },
  "token.create": { group: "tokens", message: "{actor} created the API token {token} for {subject}", link: "tokens" },
  "token.revoke": { group: "tokens", message: "{actor} revoked the API token {token}", link: "tokens" },
  "token.write": { group: "tokens", message: "The API token {token} called {call}", link: "tokens" },
  "webhook.create": { group: "webhooks", message: "{actor} added webhook endpoint #{id}", link: "webhook" },
  "webhook.update": { group: "webhooks", message: "{actor} changed webhook endpoint #{id}", link: "webhook" },
  "webhook.rotate": {
    group: "webhooks",
    message: "{actor} made a new secret for webhook endpoint #{id}",
    link: "webhook",
  },
  "webhook.delete": { group: "webhooks", message: "{actor} deleted webhook endpoint #{id}", link: "webhook" },
  "webhook.redeliver": {
    group: "webhooks",
    message: "{actor} sent a delivery of webhook endpoint #{id} again",
    link: "webhook",
  },
  "webhook.test": { group: "webhooks", message: "{actor} sent a test ping to webhook endpoint #{id}", link: "webhook" },
  "webhook.disable": {
    group: "webhooks",
    message: "Webhook endpoint #{id} was turned off ({reason})",
    link: "webhook",
  },
};

/** An action the table does not know yet: the code itself, with who did it. */
export const UNKNOWN_ACTION = "{actor}: {event}";

/** The event codes of a group (the log's action filter). */
export const eventsOf = (group: ActivityGroup): string[] =>
  Object.entries(ACTIVITY)
    .filter(([, s]) => s.group === group)
    .map(([event]) => event);
