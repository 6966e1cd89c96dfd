import type { Mentionable, NotificationItem, NotificationList } from "../../common/contracts/notifications";
import { isLocaleCode } from "../../common/locales";
import type { AdminI18n } from "../admin-i18n/translator";
import type { HttpClient } from "./http";

/** The signed-in account's inbox (docs/admin-api.md, "Notifications"), typed over the HTTP client. Failures throw. */
export function inboxApi(http: HttpClient) {
  return {
    list: (before: number | undefined, signal?: AbortSignal) =>
      http.get<NotificationList>("admin/notifications", { query: { before }, signal, throwOnError: true }),
    mark: (target: { ids: number[] } | { all: true }, read: boolean) =>
      http.post<{ unread: number }>(`admin/notifications/${read ? "read" : "unread"}`, {
        body: target,
        throwOnError: true,
      }),
    mentionable: (locale: string | null, q: string, signal?: AbortSignal) =>
      http.get<{ people: Mentionable[] }>("admin/notifications/mentionable", {
        query: { locale, q },
        signal,
        throwOnError: true,
      }),
  };
}

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  page: (before: number | undefined) => ["admin", "inbox", before ?? "latest"] as const,
};

/** The bell's accessible name: "Notifications, 3 unread". */
export const bellLabel = (unread: number, t: AdminI18n["t"]): string => t("inbox.bell", { count: unread });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "5 minutes ago", "yesterday", "just now": how long ago `iso` was, from `now`, in the admin's language. */
export function ago(iso: string, i18n: Pick<AdminI18n, "t" | "relative">, now = Date.now()): string {
  const elapsed = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return i18n.relative(Math.round(elapsed / ms), unit);
  }
  return i18n.t("inbox.justNow");
}

/**
 * A notification as one sentence in the admin's language (who, what, where, and what it quotes),
 * worded from its kind and facts; the API's `text` is the same sentence in English.
 */
export function notificationText(item: NotificationItem, i18n: Pick<AdminI18n, "t" | "localeName">): string {
  const { t } = i18n;
  const { quote, title, event, left, name } = item.facts;
  const hasLocale = item.locale !== null && isLocaleCode(item.locale) ? "yes" : "no";
  const language = item.locale && isLocaleCode(item.locale) ? i18n.localeName(item.locale) : (item.locale ?? "");
  const key = item.key ?? "";
  const values = {
    who: item.actor ?? t("inbox.sentence.system"),
    language,
    key,
    hasLocale,
    count: item.count,
    hasQuote: quote === null ? "no" : "yes",
    quote: quote ?? "",
    about: t("inbox.sentence.about", { hasLocale, key, language }),
    title,
  };
  switch (item.kind) {
    case "changes-requested":
      return t("inbox.sentence.changesRequested", values);
    case "approved":
      return t("inbox.sentence.approved", values);
    case "comment-reply":
      return t("inbox.sentence.commentReply", values);
    case "question-resolved":
      return t("inbox.sentence.questionResolved", values);
    case "mentioned":
      return t("inbox.sentence.mentioned", values);
    case "task-assigned":
      return t("inbox.sentence.taskAssigned", values);
    case "task-due":
      return t("inbox.sentence.taskDue", values);
    case "import":
      return t("inbox.sentence.import", values);
    case "pretranslate":
      return t("inbox.sentence.pretranslate", values);
    case "security":
      return event === "recovery_used"
        ? t("inbox.sentence.recoveryUsed", { left })
        : t("inbox.sentence.security", { event, name });
  }
}
