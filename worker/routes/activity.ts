import { Hono } from "hono";
import { changeOf, tell } from "../../common/activity/facts";
import { ACTIVITY_GROUPS, type ActivityGroup, eventsOf } from "../../common/activity/sentences";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityPage,
  type ActivityPageAnswer,
  auditQuery,
} from "../../common/contracts/activity";
import type { AppEnv } from "../env";
import { requireRole } from "../http/auth";
import { validate } from "../http/validate";
import { activityPage } from "../services/identity";
import { changesById } from "../services/translations";

const isGroup = (action: string): action is ActivityGroup => action in ACTIVITY_GROUPS;

/**
 * `/api/admin/audit`: the activity log, newest first, admins only (it names every account's
 * sign-ins and addresses; docs/decisions/0079-activity-log.md). Each entry keeps its raw codes for
 * scripts and carries a sentence, built from its stored facts and, for an import or a bulk run,
 * from that change as it is now (undone since, by whom).
 */
export const audit = new Hono<AppEnv>().get("/", validate("query", auditQuery), async (c) => {
  requireRole(c, "admin");
  const { limit = ACTIVITY_PAGE_SIZE, action, ...filter } = c.req.valid("query");
  const events = action === undefined ? undefined : isGroup(action) ? eventsOf(action) : [action];
  const db = c.env.DB;
  const page = await activityPage(db, { ...filter, events }, limit);
  const changes = await changesById(
    db,
    page.rows.flatMap((row) => changeOf(row) ?? []),
  );
  const entries = page.rows.map((row) => {
    const { summary, key, args, group, facts, locales, link } = tell(row, changes.get(changeOf(row) ?? 0));
    return { ...row, details: facts, summary, sentence: { key, args }, action: group, locales, link };
  });
  return c.json({ events: entries, next: page.next } satisfies ActivityPage satisfies ActivityPageAnswer);
});
