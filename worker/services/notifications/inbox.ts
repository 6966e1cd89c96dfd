import type { SessionAccount } from "../../../common/auth";
import {
  type MarkInput,
  MENTIONABLE_LIMIT,
  type Mentionable,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationItem,
  type NotificationList,
} from "../../../common/contracts/notifications";
import { linkOf, type NotificationRow, notificationFacts, sentenceOf } from "./sentence";
import { MENTION_NAME, SEES } from "./sql";

/**
 * An account's inbox (issue 37, item 2): every read and mark names the account's own id in its
 * statement, so one account never reads or marks another's (an id of someone else's is simply
 * not found). The unread count is `notification_counts`, kept by the triggers of migrations/0028
 * in the same transaction as every change here.
 */
const UNREAD = "SELECT coalesce((SELECT unread FROM notification_counts WHERE user_id = ?1), 0) AS unread";

type Row = NotificationRow & { id: number; created_at: string; read_at: string | null };

const toItem = (row: Row): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  text: sentenceOf(row),
  facts: notificationFacts(row),
  link: linkOf(row),
  actor: row.actor,
  locale: row.locale,
  key: row.key_name,
  count: row.count,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

/** A page of the account's notifications, newest first (older than `before` when given), and its unread count. */
export async function listNotifications(
  db: D1Database,
  account: Pick<SessionAccount, "id">,
  query: { unread?: boolean; before?: number },
): Promise<NotificationList> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT id, kind, actor, locale, key_name, count, data, created_at, read_at FROM notifications
         WHERE recipient_id = ?1 AND (?2 = 0 OR read_at IS NULL) AND (?3 IS NULL OR id < ?3)
         ORDER BY id DESC LIMIT ?4`,
      )
      .bind(account.id, query.unread ? 1 : 0, query.before ?? null, NOTIFICATIONS_PAGE_SIZE + 1),
    db.prepare(UNREAD).bind(account.id),
  ]);
  const rows = (page?.results ?? []) as Row[];
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toItem);
  const unread = (count?.results[0] as { unread: number } | undefined)?.unread ?? 0;
  return { items, unread, next: rows.length > NOTIFICATIONS_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
}

/**
 * Marks the account's notifications named in `input` (or all of them) read, or unread again; ids
 * that are not the account's are left alone and not reported. A notification marked unread stops
 * gathering (its group is let go), so it never collides with a newer unread one of its group.
 * Answers the unread count after the change.
 */
export async function markNotifications(
  db: D1Database,
  account: Pick<SessionAccount, "id">,
  input: MarkInput,
  read: boolean,
): Promise<{ unread: number }> {
  const ids = "ids" in input ? JSON.stringify(input.ids) : null;
  const set = read ? "read_at = ?3" : "read_at = NULL, group_key = NULL";
  const [, count] = await db.batch([
    db
      .prepare(
        `UPDATE notifications SET ${set} WHERE recipient_id = ?1 AND read_at IS ${read ? "" : "NOT "}NULL
         AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))`,
      )
      .bind(account.id, ids, ...(read ? [new Date().toISOString()] : [])),
    db.prepare(UNREAD).bind(account.id),
  ]);
  return { unread: (count?.results[0] as { unread: number } | undefined)?.unread ?? 0 };
}

/**
 * The accounts `@` may name in a comment about `locale` (none: the key as a whole), whose name or
 * email starts with `q`: enabled accounts that may see that locale, never the caller.
 */
export async function mentionable(
  db: D1Database,
  account: Pick<SessionAccount, "email">,
  query: { locale?: string; q: string },
): Promise<Mentionable[]> {
  const prefix = `${query.q
    .trim()
    .toLowerCase()
    .replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { results } = await db
    .prepare(
      `SELECT ${MENTION_NAME} AS name, u.email FROM users u
       WHERE u.disabled = 0 AND u.email <> ?1 AND ${SEES("?2")} AND u.email LIKE ?3 ESCAPE '\\'
       ORDER BY name, u.email LIMIT ?4`,
    )
    .bind(account.email, query.locale ?? null, prefix, MENTIONABLE_LIMIT)
    .all<Mentionable>();
  return results;
}
