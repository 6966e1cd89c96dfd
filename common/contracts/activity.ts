import * as v from "valibot";
import type { ActivityArgs, ActivityLink } from "../activity/facts";
import { ACTIVITY, ACTIVITY_GROUPS, type ActivityEventKey, type ActivityGroup } from "../activity/sentences";
import type { LocaleCode } from "../locales";
import { localeCode } from "./fields";

/**
 * The activity log (`GET /api/admin/audit`, docs/decisions/0079-activity-log.md): newest first,
 * 50 a page; `before` (the previous answer's `next`) pages back. Admins only.
 */

/** The most entries one request may ask for. */
export const MAX_AUDIT_LIMIT = 500;
/** A page of the log, as the admin page shows it. */
export const ACTIVITY_PAGE_SIZE = 50;

const id = (what: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,15}$/, `must be ${what}`), v.transform(Number), v.minValue(1, `must be ${what}`));

/** An instant: an ISO 8601 date or date-time ("2026-11-28", "2026-11-28T10:00:00+01:00"), read as epoch ms. */
const instant = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be an ISO 8601 date or date-time"),
  v.transform((s) => Date.parse(s)),
  v.check((ms) => Number.isFinite(ms), "must be an ISO 8601 date or date-time"),
);

const actions = [...Object.keys(ACTIVITY_GROUPS), ...Object.keys(ACTIVITY)];

export const auditQuery = v.object({
  before: v.optional(id("an event id")),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
      v.transform(Number),
      v.minValue(1, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
      v.maxValue(MAX_AUDIT_LIMIT, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
    ),
  ),
  /** Who acted: an account's id. */
  person: v.optional(id("an account id")),
  /** A group of actions (`imports`, `reviews`…) or one event code (`translations.import`). */
  action: v.optional(v.picklist(actions, `must be one of ${actions.join(", ")}`)),
  locale: v.optional(localeCode),
  /** From this instant (inclusive) to that one (exclusive). */
  from: v.optional(instant),
  to: v.optional(instant),
  /** The entries of one import or bulk run (and of its undo). */
  change: v.optional(id("a change id")),
});

/** One entry: the raw codes (for scripts, as before) and the sentence people read. */
export interface ActivityEntry {
  id: number;
  at: number;
  event: string;
  user_id: number | null;
  email: string | null;
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  detail: string | null;
  /** The facts the sentence was built from (stored as JSON since migrations/0031; read from `detail` before). */
  details: Record<string, unknown>;
  /** The sentence in English. */
  summary: string;
  /** The same sentence's message (`activity.event.<key>`) and its arguments, for the admin's own language. */
  sentence: { key: ActivityEventKey; args: ActivityArgs };
  /** The action filter's group of the event (null for an event the log has no sentence for). */
  action: ActivityGroup | null;
  locales: LocaleCode[];
  link: ActivityLink | null;
}

/**
 * The answer's contract: an entry as ActivityEntry above, with the sentence's message key and its
 * arguments as plain JSON (their precise types are the admin's; the route holds both to agree).
 */
const activityEntry = v.object({
  id: v.number(),
  at: v.number(),
  event: v.string(),
  user_id: v.nullable(v.number()),
  email: v.nullable(v.string()),
  actor_id: v.nullable(v.number()),
  actor_email: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  details: v.looseObject({}),
  summary: v.string(),
  sentence: v.object({ key: v.string(), args: v.looseObject({}) }),
  action: v.nullable(v.picklist(Object.keys(ACTIVITY_GROUPS) as ActivityGroup[])),
  locales: v.array(localeCode),
  link: v.nullable(v.object({ api: v.string(), ui: v.string() })),
});
export const activityPage = v.object({ events: v.array(activityEntry), next: v.nullable(v.number()) });
export type ActivityPageAnswer = v.InferOutput<typeof activityPage>;

export interface ActivityPage {
  events: ActivityEntry[];
  /** The `before` of the next (older) page, when there is one. */
  next: number | null;
}
