import * as v from "valibot";
import { ROLES } from "../auth";
import { localeCode } from "./fields";
import { NOTIFICATION_KINDS } from "./notifications";
import { TOKEN_KINDS, TOKEN_SCOPES } from "./tokens";

/**
 * The answers of the routes whose requests the worker reads at startup (sign-in, people, one's
 * account and tokens, notifications, a preview): their contracts live apart from the requests',
 * so the startup bundle carries none of them (docs/decisions/0072-lean-worker.md); only the
 * route table (loaded with the admin API) and the tests use them. The request modules re-export
 * their types (docs/decisions/0094-a-typed-client.md).
 */

// Sign-in (common/auth.ts's SessionAccount and LoginResult).

/** The signed-in account (common/auth.ts's SessionAccount): no hash, no session id. */
export const sessionAccount = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  /** The locales a reviewer or translator works on; null: every locale. */
  locales: v.nullable(v.array(localeCode)),
  /** What the account must do before anything else: change its password, or set up two-factor sign-in. */
  pending: v.optional(v.picklist(["password", "two_factor"])),
  /** The admin's language the account chose; absent: the browser's. */
  uiLocale: v.optional(v.string()),
});

/** Signed in: the session cookie is set; where to go next. */
const signedIn = v.object({ ok: v.literal(true), redirectTo: v.string(), user: sessionAccount });

/**
 * POST `/login`: signed in, or the password was right and a second factor is needed: `challenge`
 * (5 minutes) goes back with the code to `/login/second-factor`. A refusal is a problem (4XX).
 */
export const loginAnswer = v.union([
  signedIn,
  v.object({
    ok: v.literal(true),
    secondFactor: v.literal("required"),
    challenge: v.string(),
    methods: v.array(v.picklist(["totp", "passkey", "recovery"])),
    redirectTo: v.string(),
  }),
]);
export type LoginAnswer = v.InferOutput<typeof loginAnswer>;

/** POST `/login/second-factor` and `/login/passkey`: signed in. */
export const signedInAnswer = signedIn;

/** GET `/session`: who is signed in, with their unread notifications; `{user: null}` for nobody. */
export const sessionAnswer = v.object({
  user: v.nullable(sessionAccount),
  /** With a user: how many of their notifications are unread. */
  unread: v.optional(v.number()),
});
export type SessionAnswer = v.InferOutput<typeof sessionAnswer>;

/** POST `/invitations/{token}`: the account, signed in with its new password. */
export const linkAccepted = v.object({ user: sessionAccount });
export type LinkAccepted = v.InferOutput<typeof linkAccepted>;

// People and one-time links.

/** A person as the people page shows them. `updatedAt` is the version a change is based on. */
export const person = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  /** A reviewer's or translator's locales; null for every locale (and for admins). */
  locales: v.nullable(v.array(localeCode)),
  disabled: v.boolean(),
  /** An invitation not yet accepted (the account has no password of its own yet). */
  invited: v.boolean(),
  activeSessions: v.number(),
  /** Whether the person has an authenticator app on (docs/decisions/0082-two-factor-sign-in.md). */
  twoFactor: v.boolean(),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type Person = v.InferOutput<typeof person>;

/** One active sign-in. `current`: the session making this request. */
export const personSession = v.object({
  id: v.string(),
  createdAt: v.number(),
  lastSeenAt: v.number(),
  expiresAt: v.number(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** A short name of the device, read from its User-Agent ("Firefox on Windows"). */
  device: v.string(),
  /** How it signed in: "password", "password+totp", "password+recovery", "link" (passkeys add theirs). */
  method: v.string(),
  current: v.boolean(),
});
export type PersonSession = v.InferOutput<typeof personSession>;

/** A one-time link, as shown once to the admin who made it. */
export const accountLink = v.object({ url: v.string(), expiresAt: v.number() });
export type AccountLink = v.InferOutput<typeof accountLink>;

/** POST `/people`: the person, and the password or link to hand over (shown once, stored nowhere). */
export const createdPerson = v.object({ person, password: v.optional(v.string()), link: v.optional(accountLink) });
export type CreatedPerson = v.InferOutput<typeof createdPerson>;

/** GET `/invitations/:token`: whose link it is and what it is for. */
export const linkInfo = v.object({ email: v.string(), kind: v.picklist(["invite", "reset"]) });
export type LinkInfo = v.InferOutput<typeof linkInfo>;

/** The people list; one person with their sessions; a changed person; a reset link. */
export const peopleList = v.object({ people: v.array(person) });
export type PeopleList = v.InferOutput<typeof peopleList>;
export const personDetail = v.object({ person, sessions: v.array(personSession) });
export type PersonDetail = v.InferOutput<typeof personDetail>;
export const personOne = v.object({ person });
export type PersonChanged = v.InferOutput<typeof personOne>;
export const resetLink = v.object({ link: accountLink, kind: v.picklist(["invite", "reset"]) });
export type ResetLink = v.InferOutput<typeof resetLink>;
/** Sessions: one's own; how many were ended; whether ending one signed this one out. */
export const sessionList = v.object({ sessions: v.array(personSession) });
export type SessionList = v.InferOutput<typeof sessionList>;
export const sessionsEnded = v.object({ ended: v.number() });
export type SessionsEnded = v.InferOutput<typeof sessionsEnded>;
export const sessionEnded = v.object({ signedOut: v.boolean() });
export type SessionEnded = v.InferOutput<typeof sessionEnded>;

// API tokens.

/** A token as its owner (or, for a project token, any admin) sees it: never the secret. */
export const apiToken = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(TOKEN_KINDS),
  scopes: v.array(v.picklist(TOKEN_SCOPES)),
  /** The account it acts as (a project token: its creator). */
  account: v.object({ id: v.number(), email: v.string() }),
  createdAt: v.number(),
  expiresAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
});
export type ApiToken = v.InferOutput<typeof apiToken>;

/** GET `/tokens`: one's own personal tokens and, for an admin, every project token; revoked ones are gone. */
export const tokenList = v.object({ tokens: v.array(apiToken) });
export type TokenList = v.InferOutput<typeof tokenList>;

/** POST `/tokens` answers 201 with the token and its secret, shown this once. */
export const createdToken = v.object({ token: apiToken, secret: v.string() });
export type CreatedToken = v.InferOutput<typeof createdToken>;

// Two-factor sign-in and the account policy.

/** GET `/account/totp` */
export const twoFactorState = v.object({
  totp: v.boolean(),
  recoveryCodesLeft: v.number(),
  /** Whether the account policy requires a second factor of this account (its role). */
  required: v.boolean(),
});
export type TwoFactorState = v.InferOutput<typeof twoFactorState>;

/** POST `/account/totp`: the new key (not active until confirmed). */
export const totpEnrolment = v.object({ secret: v.string(), otpauthUrl: v.string() });
export type TotpEnrolment = v.InferOutput<typeof totpEnrolment>;

/** POST `/account/totp/confirm`: shown once. */
export const recoveryCodes = v.object({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof recoveryCodes>;

/** POST `/account/totp/verify`: this session may turn off a factor, make recovery codes or an API token until `validUntil`. */
export const secondFactorProof = v.object({
  method: v.picklist(["totp", "recovery", "passkey"]),
  validUntil: v.number(),
});
export type SecondFactorProof = v.InferOutput<typeof secondFactorProof>;

/** Nobody (false), "admins", "reviewers" (reviewers and admins), or everyone (true). */
export const accountPolicyView = v.object({
  requireTwoFactor: v.union([v.boolean(), v.picklist(["admins", "reviewers"])]),
});
export type AccountPolicyView = v.InferOutput<typeof accountPolicyView>;

// Notifications.

/**
 * What the reader's language words a notification from: the words it quotes (a reason, a
 * comment's excerpt), a task's title, a security event and how many recovery codes are left.
 */
export const notificationFacts = v.object({
  quote: v.nullable(v.string()),
  title: v.string(),
  event: v.string(),
  left: v.number(),
  /** A passkey's name, for a security notice about one (or ""). */
  name: v.string(),
});
export type NotificationFacts = v.InferOutput<typeof notificationFacts>;

/**
 * One notification, as the inbox shows it: `text` is the whole sentence in English (for scripts and
 * email), `facts` what the admin words it from in the reader's language, `link` opens the editor on it.
 */
export const notificationItem = v.object({
  id: v.number(),
  kind: v.picklist(NOTIFICATION_KINDS),
  text: v.string(),
  facts: notificationFacts,
  link: v.string(),
  /** Who did it (an account's email), or null for the product itself. */
  actor: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  key: v.nullable(v.string()),
  count: v.number(),
  createdAt: v.string(),
  read: v.boolean(),
});
export type NotificationItem = v.InferOutput<typeof notificationItem>;

/** The inbox's answer: a page of notifications and how many of the caller's are unread. */
export const notificationList = v.object({
  items: v.array(notificationItem),
  unread: v.number(),
  /** The `before` of the next page, or null on the last. */
  next: v.nullable(v.number()),
});
export type NotificationList = v.InferOutput<typeof notificationList>;

/** POST `/read` and `/unread`: how many of the caller's are unread afterwards. */
export const unreadCount = v.object({ unread: v.number() });
export type UnreadCount = v.InferOutput<typeof unreadCount>;

/** An account `@` may name: `name` is what to type (the email's local part). */
export const mentionable = v.object({ name: v.string(), email: v.string() });
export type Mentionable = v.InferOutput<typeof mentionable>;
export const mentionableList = v.object({ people: v.array(mentionable) });
export type MentionableList = v.InferOutput<typeof mentionableList>;

// A preview.

/** The page to open, and until when it shows the drafts. */
export const previewCreated = v.object({ url: v.string(), expiresAt: v.string() });
export type PreviewCreated = v.InferOutput<typeof previewCreated>;
