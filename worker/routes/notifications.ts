import { Hono } from "hono";
import {
  type MentionableList,
  markBody,
  mentionableQuery,
  type NotificationList,
  notificationsQuery,
  type UnreadCount,
} from "../../common/contracts/notifications";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { listNotifications, markNotifications, mentionable } from "../services/notifications";

/** A mark names at most a few hundred ids. */
const MAX_MARK_BODY_BYTES = 16 * 1024;

/**
 * `/api/admin/notifications` (issue 37, item 2; docs/decisions/0076-inbox.md): the signed-in
 * account's own inbox, whoever asks: every statement names the account's id, so another's ids
 * are never read nor marked (they are left alone, as if they did not exist).
 */
export const notificationsApi = new Hono<AppEnv>()
  .get("/", validate("query", notificationsQuery), async (c) => {
    const account = requireAccount(c);
    const { unread, before } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    const list = await listNotifications(c.env.DB, account, { unread: unread === "1", before });
    return c.json(list satisfies NotificationList);
  })
  .post("/read", limitBody(MAX_MARK_BODY_BYTES), validate("json", markBody), async (c) => {
    const account = requireAccount(c);
    return c.json((await markNotifications(c.env.DB, account, c.req.valid("json"), true)) satisfies UnreadCount);
  })
  .post("/unread", limitBody(MAX_MARK_BODY_BYTES), validate("json", markBody), async (c) => {
    const account = requireAccount(c);
    return c.json((await markNotifications(c.env.DB, account, c.req.valid("json"), false)) satisfies UnreadCount);
  })
  .get("/mentionable", validate("query", mentionableQuery), async (c) => {
    const account = requireAccount(c);
    const people = await mentionable(c.env.DB, account, c.req.valid("query"));
    return c.json({ people } satisfies MentionableList);
  });
