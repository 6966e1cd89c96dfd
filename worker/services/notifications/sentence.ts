import type { NotificationFacts, NotificationKind } from "../../../common/contracts/notifications";
import { isLocaleCode, localeInfo } from "../../../common/locales";

/**
 * A notification as a sentence (who, what, where) and the link that opens the editor on it. Built
 * here, on the server, from the row, so the inbox, the API and the email share one wording. The
 * admin is English for now (issue 38 will make each sentence a message): one whole sentence per
 * kind and number, never fragments.
 */
export interface NotificationRow {
  kind: NotificationKind;
  actor: string | null;
  locale: string | null;
  key_name: string | null;
  count: number;
  data: string;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const plural = new Intl.PluralRules("en");

/** "Polish", for the locale code `pl`. */
export function languageName(code: string | null): string {
  if (!code || !isLocaleCode(code)) return code ?? "";
  return languageNames.of(localeInfo(code).tag) ?? code;
}

/** The editor's URL contract (client/pages/translation/url-state.ts), as the dashboard's links use it. */
const EDITOR = "/admin/translation";

/** The editor on one key (searched by its exact name), the locale's column shown. */
export function editorLink(key: string | null, locale: string | null): string {
  const params = new URLSearchParams();
  if (key) params.set("q", key);
  if (locale && isLocaleCode(locale)) params.set("cols", locale);
  const query = params.toString();
  return query ? `${EDITOR}?${query}` : EDITOR;
}

function facts(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const quoted = (value: unknown) => `“${String(value ?? "")}”`;

/** The words a notification quotes, if any: a reason for a text sent back, a comment's excerpt. */
function quoteOf(kind: NotificationKind, data: Record<string, unknown>): string | null {
  const value = kind === "changes-requested" ? data.reason : data.excerpt;
  const quotes = kind === "changes-requested" || kind === "comment-reply" || kind === "question-resolved";
  return (quotes || kind === "mentioned") && typeof value === "string" && value !== "" ? value : null;
}

/** What the admin words a notification from in the reader's language (client/lib/inbox-api.ts). */
export function notificationFacts(row: NotificationRow): NotificationFacts {
  const data = facts(row.data);
  return {
    quote: quoteOf(row.kind, data),
    title: typeof data.title === "string" ? data.title : "",
    event: typeof data.event === "string" ? data.event : "",
    left: typeof data.left === "number" ? data.left : 0,
    name: typeof data.name === "string" ? data.name : "",
  };
}

/**
 * One notification's words: the sentence without what it quotes, and the words it quotes (a
 * reason, a comment), if any. The inbox joins them (sentenceOf); an email sets the quote apart.
 */
export function notificationParts(row: NotificationRow): { text: string; quote: string | null } {
  const who = row.actor ?? "Polyglot";
  const language = languageName(row.locale);
  const key = quoted(row.key_name);
  // Comments about the key as a whole have no locale; a run over several locales names none.
  const about = row.locale ? `${key} (${language})` : `${key} (the key as a whole)`;
  const where = row.locale ? language : "your languages";
  const data = facts(row.data);
  const many = plural.select(row.count) !== "one";
  const quote = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  switch (row.kind) {
    case "changes-requested":
      return { text: `${who} sent your ${language} text ${key} back`, quote: quote(data.reason) };
    case "approved":
      return {
        text: many
          ? `${row.count} of your ${language} texts were approved, last by ${who}.`
          : `${who} approved your ${language} text ${key}.`,
        quote: null,
      };
    case "comment-reply":
      return { text: `${who} replied on ${about}`, quote: quote(data.excerpt) };
    case "question-resolved":
      return { text: `${who} resolved your question on ${about}`, quote: quote(data.excerpt) };
    case "mentioned":
      return { text: `${who} mentioned you on ${about}`, quote: quote(data.excerpt) };
    case "task-assigned":
      return { text: `${who} assigned you the task ${quoted(data.title)}.`, quote: null };
    case "task-due":
      return { text: `Your task ${quoted(data.title)} is due tomorrow.`, quote: null };
    case "import":
      return {
        text: many
          ? `${who} imported a file that changed ${row.count} texts in ${where}.`
          : `${who} imported a file that changed 1 text in ${where}.`,
        quote: null,
      };
    case "pretranslate":
      return {
        text: many
          ? `${who} pre-translated ${row.count} texts in ${where}.`
          : `${who} pre-translated 1 text in ${where}.`,
        quote: null,
      };
    case "security":
      return { text: securitySentence(data), quote: null };
  }
}

/** The account's own sign-in changed: one whole sentence per event. */
function securitySentence(data: Record<string, unknown>): string {
  const left = typeof data.left === "number" ? data.left : 0;
  switch (data.event) {
    case "totp_enabled":
      return "Two-factor sign-in with an authenticator app was turned on for your account.";
    case "totp_disabled":
      return "Two-factor sign-in with an authenticator app was turned off for your account.";
    case "recovery_used":
      return plural.select(left) === "one"
        ? `A recovery code was used to sign in to your account; ${left} recovery code is left.`
        : `A recovery code was used to sign in to your account; ${left} recovery codes are left.`;
    case "recovery_regenerated":
      return "New recovery codes were made for your account; the old ones no longer work.";
    case "passkey_added":
      return `The passkey ${quoted(data.name)} was added to your account.`;
    case "passkey_removed":
      return `The passkey ${quoted(data.name)} was removed from your account.`;
    case "password_changed":
      return "The password of your account was changed.";
    default:
      return "How you sign in to your account changed.";
  }
}

/** The sentence of one notification, with what it quotes: `Ana sent your Polish text “a” back: “Too formal”`. */
export function sentenceOf(row: NotificationRow): string {
  const { text, quote } = notificationParts(row);
  if (quote !== null) return `${text}: ${quoted(quote)}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Where a notification leads: the editor on its key and locale, or what its data names. */
export function linkOf(row: NotificationRow): string {
  const data = facts(row.data);
  if (typeof data.link === "string" && data.link.startsWith("/admin")) return data.link;
  if (row.kind === "approved" && row.count > 1 && row.locale && isLocaleCode(row.locale))
    return `${EDITOR}?state=reviewed&stateLocale=${row.locale}&cols=${row.locale}`;
  if (row.kind === "security") return "/admin/account";
  if (typeof data.taskId === "number") {
    const cols = row.locale && isLocaleCode(row.locale) ? `&cols=${row.locale}` : "";
    return `${EDITOR}?task=${data.taskId}${cols}`;
  }
  if ((row.kind === "import" || row.kind === "pretranslate") && row.locale && isLocaleCode(row.locale))
    return `${EDITOR}?changed=24h&cols=${row.locale}`;
  return editorLink(row.key_name, row.locale);
}
