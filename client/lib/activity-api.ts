import { type ActivityWords, activityValues } from "../../common/activity/values";
import type { ActivityEntry, ActivityPage } from "../../common/contracts/activity";
import type { UndoPreview } from "../../common/contracts/translation-responses";
import type { AdminI18n } from "../admin-i18n/translator";
import type { HttpClient } from "./http";

export type { ActivityEntry, ActivityPage };

/** The log's filters as the page's URL holds them: dates are the reader's calendar days ("2026-11-28"). */
export interface ActivityFilters {
  person?: string | undefined;
  action?: string | undefined;
  locale?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  change?: string | undefined;
  before?: string | undefined;
}

export const ACTIVITY_FILTER_NAMES = ["person", "action", "locale", "from", "to", "change", "before"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day's start in the reader's time zone, as the instant the API reads ("to" is the next day's start). */
function dayStart(day: string | undefined, offsetDays = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + offsetDays).toISOString();
}

/** The reader's today as a calendar day ("2026-11-28"). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The activity log (docs/admin-api.md, `GET /api/admin/audit`), 50 entries a page. */
export function activityApi(http: HttpClient) {
  return {
    page: (filters: ActivityFilters, signal?: AbortSignal) =>
      http.get<ActivityPage>("admin/audit", {
        query: {
          limit: 50,
          before: filters.before,
          person: filters.person,
          action: filters.action,
          locale: filters.locale,
          from: dayStart(filters.from),
          to: dayStart(filters.to, 1),
          change: filters.change,
        },
        signal,
        throwOnError: true,
      }),
    /** What an import or bulk run wrote, text by text (its undo preview, which changes nothing). */
    change: (id: string, signal?: AbortSignal) =>
      http.get<UndoPreview>(`admin/translations/imports/${encodeURIComponent(id)}/undo`, {
        signal,
        throwOnError: true,
      }),
  };
}

export const activityKeys = {
  page: (filters: ActivityFilters) => ["admin", "audit", filters] as const,
  change: (id: string) => ["admin", "audit", "change", id] as const,
};

/**
 * An entry as a sentence in the admin's language: its message (`activity.event.<key>`) over its
 * arguments, people, locales and times worded by the admin's `Intl`; the API's `summary` is English.
 */
export function activitySentence(
  entry: ActivityEntry,
  i18n: Pick<AdminI18n, "t" | "list" | "localeName" | "dateTime">,
) {
  const { t } = i18n;
  const words: ActivityWords = {
    someone: t("activity.who.someone"),
    cli: t("activity.who.cli"),
    unknownAccount: t("activity.who.unknownAccount"),
    locales: (codes) => i18n.list(codes.map(i18n.localeName)),
    clock: (iso) => i18n.dateTime(iso, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }),
  };
  return t(`activity.event.${entry.sentence.key}`, activityValues(entry.sentence.args, words));
}
