import type { Mentionable, NotificationList } from "../../common/contracts/notifications";
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

const plural = new Intl.PluralRules("en");

/** The bell's accessible name: "Notifications, 3 unread" (one sentence per count, for issue 38's messages). */
export function bellLabel(unread: number): string {
  if (unread === 0) return "Notifications, none unread";
  return plural.select(unread) === "one" ? "Notifications, 1 unread" : `Notifications, ${unread} unread`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "5 minutes ago", "yesterday", "just now": how long ago `iso` was, from `now`. */
export function ago(iso: string, now = Date.now()): string {
  const elapsed = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(Math.round(elapsed / ms), unit);
  }
  return "just now";
}
