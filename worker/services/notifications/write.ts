import { AsyncLocalStorage } from "node:async_hooks";
import type { NotificationKind } from "../../../common/contracts/notifications";

/** A statement with its parameters (the shape of translations/write's, kept here without importing it). */
export interface NotifyStatement {
  sql: string;
  params: (string | number | null)[];
}

/** One notification to write for an account named by id. */
export interface NotificationInput {
  recipientId: number;
  kind: NotificationKind;
  locale?: string | null;
  key?: string | null;
  count?: number;
  data?: Record<string, unknown>;
  /** Unread rows of the recipient with this group key gather (their `count` grows). */
  group?: string | null;
}

/** The insert every statement writing notifications starts with (its SELECT names the columns in this order). */
export const INSERT =
  "INSERT INTO notifications (recipient_id, kind, actor, locale, key_name, count, data, group_key, created_at)";

/** SQL over the recipient `u` (users): enabled, and not the actor `actor` (a parameter or expression). */
export const TOLD = (actor: string) => `u.disabled = 0 AND (${actor} IS NULL OR u.email <> ${actor})`;

/**
 * The upsert that gathers: an unread row of the same recipient and group grows instead of a new
 * row, until an email told of it (then it stays as the email said, and a new row starts).
 */
export const GATHER = `ON CONFLICT (recipient_id, group_key) WHERE read_at IS NULL AND emailed_at IS NULL AND group_key IS NOT NULL
      DO UPDATE SET count = count + excluded.count, created_at = excluded.created_at, actor = excluded.actor,
        key_name = excluded.key_name`;

/**
 * The statement writing `inputs` (one INSERT over a JSON list, in the caller's batch), for the
 * action of `actor` at `at`: an account is never told about its own action, and a disabled
 * account is told nothing. A gathered kind adds to the recipient's unread row of its group.
 */
export function notifyStatement(inputs: readonly NotificationInput[], ctx: { actor: string | null; at: string }) {
  noteNotified();
  const rows = inputs.map((n) => ({
    r: n.recipientId,
    k: n.kind,
    l: n.locale ?? null,
    n: n.key ?? null,
    c: n.count ?? 1,
    d: JSON.stringify(n.data ?? {}),
    g: n.group ?? null,
  }));
  const f = (name: string) => `json_extract(j.value, '$.${name}')`;
  return {
    sql: `${INSERT}
      SELECT ${f("r")}, ${f("k")}, ?2, ${f("l")}, ${f("n")}, ${f("c")}, ${f("d")}, ${f("g")}, ?3
      FROM json_each(?1) j JOIN users u ON u.id = ${f("r")}
      WHERE ${TOLD("?2")}
      ${GATHER}`,
    params: [JSON.stringify(rows), ctx.actor, ctx.at],
  } satisfies NotifyStatement;
}

/** Whether the request running now wrote notifications (the email middleware sends the immediate ones). */
const requestNotified = new AsyncLocalStorage<{ notified: boolean }>();

/** Notes that this request writes notifications (called by every builder of notification statements). */
export function noteNotified(): void {
  const store = requestNotified.getStore();
  if (store) store.notified = true;
}

/**
 * Runs `work` (a request's handlers) and answers whether any of them wrote notifications.
 * @public For the email middleware (issue 37, item 3).
 */
export async function collectNotified(work: () => Promise<void>): Promise<boolean> {
  const store = { notified: false };
  await requestNotified.run(store, work);
  return store.notified;
}
