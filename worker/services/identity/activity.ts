/**
 * Reading the activity log (`audit_log`, docs/decisions/0079-activity-log.md): newest first, in
 * pages that continue below an id (keyset paging: a page costs the same however deep it is),
 * filtered by who acted, the action, a locale and a time range.
 */
import type { AuditRow } from "./audit";

export interface ActivityFilter {
  /** The account that acted (for a sign-in, the account itself). */
  person?: number | undefined;
  /** The event codes to show (an action of the log's list stands for one or more codes). */
  events?: readonly string[] | undefined;
  /** Entries whose facts name this locale (rows older than migrations/0031 name none). */
  locale?: string | undefined;
  /** Epoch milliseconds: from (inclusive) and to (exclusive). */
  from?: number | undefined;
  to?: number | undefined;
  /** The entries of one change (an import or bulk run, and its undo): `change` in their facts. */
  change?: number | undefined;
  /** Continue below this entry id (the previous page's `next`). */
  before?: number | undefined;
}

/** One page of the log and the `before` of the next one (null on the last page). */
export async function activityPage(
  db: D1Database,
  filter: ActivityFilter,
  limit = 50,
): Promise<{ rows: AuditRow[]; next: number | null }> {
  const params: (string | number)[] = [];
  const bind = (value: string | number) => {
    params.push(value);
    return `?${params.length}`;
  };
  const where = [`id < ${bind(filter.before ?? Number.MAX_SAFE_INTEGER)}`];
  if (filter.person !== undefined) where.push(`coalesce(actor_id, user_id) = ${bind(filter.person)}`);
  if (filter.events) where.push(`event IN (${filter.events.map(bind).join(", ") || "NULL"})`);
  if (filter.locale !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM json_each(details, '$.locales') WHERE value = ${bind(filter.locale)})`);
  }
  if (filter.change !== undefined) where.push(`json_extract(details, '$.change') = ${bind(filter.change)}`);
  if (filter.from !== undefined) where.push(`at >= ${bind(filter.from)}`);
  if (filter.to !== undefined) where.push(`at < ${bind(filter.to)}`);
  const size = Math.min(Math.max(limit, 1), 500);
  const { results } = await db
    .prepare(`SELECT * FROM audit_log WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT ${bind(size + 1)}`)
    .bind(...params)
    .all<AuditRow>();
  const rows = results.slice(0, size);
  return { rows, next: results.length > size ? (rows.at(-1)?.id ?? null) : null };
}
