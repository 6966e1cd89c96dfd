import type { NotificationKind } from "../../../common/contracts/notifications";
import { notificationParts } from "../notifications";

/**
 * Every word an email or the unsubscribe page says, in English, in one place: issue 38 turns the
 * admin's strings into messages, and an account's language then picks them. Whole sentences,
 * plural forms chosen by Intl.PluralRules, never fragments glued together.
 */

const plural = new Intl.PluralRules("en");
const pick = (count: number, forms: { one: string; other: string }) =>
  (plural.select(count) === "one" ? forms.one : forms.other).replace("#", String(count));

/** What a notification row says (its columns, `data` parsed). */
export interface NotificationFacts {
  kind: NotificationKind;
  actor: string | null;
  locale: string | null;
  key: string | null;
  count: number;
  data: Record<string, unknown>;
}

/**
 * The notification as one sentence, and the words it quotes (a reason, a comment), if any: the
 * inbox's own wording (notifications/sentence.ts), so an email and the inbox never say it differently.
 */
export function sentence(n: NotificationFacts): { text: string; quote: string | null } {
  const row = { kind: n.kind, actor: n.actor, locale: n.locale, key_name: n.key, count: n.count };
  const { text, quote } = notificationParts({ ...row, data: JSON.stringify(n.data) });
  return { text: quote === null || /[.!?]$/.test(text) ? text : `${text}.`, quote };
}

/** What each kind is called where an account turns it off. */
export const KIND_NAMES: Readonly<Record<NotificationKind, string>> = {
  "changes-requested": "texts sent back to you",
  approved: "approvals of your texts",
  "comment-reply": "replies to your comments",
  "question-resolved": "your questions resolved",
  mentioned: "mentions of you",
  "task-assigned": "tasks assigned to you",
  "task-due": "tasks due tomorrow",
  import: "imports in your languages",
  pretranslate: "pre-translations in your languages",
  security: "changes to how you sign in",
};

export const EMAIL_TEXTS = {
  productName: "Polyglot",
  digestSubject: (count: number) =>
    pick(count, { one: "Polyglot: # notification today", other: "Polyglot: # notifications today" }),
  digestIntro: (count: number) =>
    pick(count, {
      one: "Here is what happened for you today.",
      other: "Here are the # things that happened for you today.",
    }),
  more: (count: number) => pick(count, { one: "And # more in your inbox.", other: "And # more in your inbox." }),
  open: "Open in the editor",
  inbox: "Open your inbox",
  why: "You get this email because of your email preferences in Polyglot.",
  stopKind: (kind: NotificationKind) => `Stop emails about ${KIND_NAMES[kind]}`,
  stopDigest: "Stop the daily digest",
  preferences: "Change your email preferences",
} as const;

/** The unsubscribe page's words (worker/routes/email-unsubscribe.ts). */
export const UNSUBSCRIBE_TEXTS = {
  title: "Unsubscribe",
  askKind: (email: string, kind: NotificationKind) => `Stop emails about ${KIND_NAMES[kind]} to ${email}?`,
  askDigest: (email: string) => `Stop the daily digest to ${email}?`,
  button: "Unsubscribe",
  doneKind: (kind: NotificationKind) =>
    `You will get no more emails about ${KIND_NAMES[kind]}. You can turn them on again in your account.`,
  doneDigest: "You will get no more daily digests. You can turn them on again in your account.",
  invalid:
    "This unsubscribe link is not valid. Check that you copied all of it, or change your email preferences in your account.",
  account: "Your account",
} as const;
