import type { SessionAccount } from "../../../common/auth";
import type { Task, TaskKind, TasksQuery } from "../../../common/contracts/tasks";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";

/**
 * Reading tasks with their progress (docs/decisions/0078-tasks.md). Progress is never stored:
 * `done` counts the task's keys whose translation in the task's locale is done now, in the same
 * statement that reads the task, through task_keys' primary key and i18n_values' (key_id, locale).
 */

/**
 * SQL: the cell `v` (joined on the task's locale) is done for a task of that kind.
 * - translate: it has a text that is not outdated (its source did not change since) and not sent
 *   back (a "changes requested" text still needs its translator);
 * - review: it is reviewed at its current version (state "reviewed").
 */
export const DONE_SQL: Record<TaskKind, string> = {
  translate: "v.text <> '' AND v.outdated_source IS NULL AND v.changes_requested_version IS NOT v.version",
  review: "v.reviewed_version = v.version",
};

/** SQL: the progress of the task `t`, as `total` and `done` columns. */
export const PROGRESS_COLUMNS = `
  (SELECT count(*) FROM task_keys tk WHERE tk.task_id = t.id) AS total,
  (SELECT count(*) FROM task_keys tk JOIN i18n_values v ON v.key_id = tk.key_id AND v.locale = t.locale
    WHERE tk.task_id = t.id AND CASE t.kind WHEN 'review' THEN ${DONE_SQL.review} ELSE ${DONE_SQL.translate} END) AS done`;

const TASK_COLUMNS = `t.id, t.kind, t.locale, t.description, t.due, t.created_by AS createdBy,
  t.created_at AS createdAt, t.closed_at AS closedAt, t.closed_by AS closedBy, t.version,
  (SELECT json_group_array(json_object('id', u.id, 'email', u.email, 'role', u.role))
     FROM task_assignees a JOIN users u ON u.id = a.user_id WHERE a.task_id = t.id) AS assignees,
  ${PROGRESS_COLUMNS}`;

type TaskRow = Omit<Task, "assignees"> & { assignees: string };

const toTask = ({ assignees, ...row }: TaskRow): Task => ({
  ...row,
  assignees: (JSON.parse(assignees) as Task["assignees"]).sort((a, b) => a.email.localeCompare(b.email)),
});

/** The most tasks one list answers (open ones first, the soonest due first). */
export const MAX_TASK_LIST = 200;

/**
 * SQL and parameters: the tasks `account` may see. An admin sees every task; a reviewer those in
 * the locales they review and those assigned to them; a translator those assigned to them.
 */
function visible(account: SessionAccount, bind: (value: string | number) => string): string | null {
  if (account.role === "admin") return null;
  const mine = `EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = t.id AND a.user_id = ${bind(account.id)})`;
  if (account.role !== "reviewer") return mine;
  if (account.locales === null) return null;
  return `(${mine} OR t.locale IN (SELECT value FROM json_each(${bind(JSON.stringify(account.locales))})))`;
}

function params() {
  const values: (string | number)[] = [];
  const bind = (value: string | number) => {
    values.push(value);
    return `?${values.length}`;
  };
  return { values, bind };
}

/** The tasks `account` may see, filtered: `assignee=me` (or an id), a locale, open / closed / all. */
export async function listTasks(db: D1Database, account: SessionAccount, query: TasksQuery): Promise<Task[]> {
  const { values, bind } = params();
  const where = [visible(account, bind)];
  if (query.assignee !== undefined) {
    const id = query.assignee === "me" ? account.id : query.assignee;
    where.push(`EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = t.id AND a.user_id = ${bind(id)})`);
  }
  if (query.locale) where.push(`t.locale = ${bind(query.locale)}`);
  if (query.state === "open") where.push("t.closed_at IS NULL");
  if (query.state === "closed") where.push("t.closed_at IS NOT NULL");
  const conditions = where.filter(Boolean);
  const { results } = await db
    .prepare(
      `SELECT ${TASK_COLUMNS} FROM tasks t ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
       ORDER BY t.closed_at IS NOT NULL, t.due IS NULL, t.due, t.id DESC LIMIT ${MAX_TASK_LIST}`,
    )
    .bind(...values)
    .all<TaskRow>();
  return results.map(toTask);
}

/** One task with its progress, or null when there is none with that id. */
export async function readTask(db: D1Database, id: number): Promise<Task | null> {
  const row = await db.prepare(`SELECT ${TASK_COLUMNS} FROM tasks t WHERE t.id = ?1`).bind(id).first<TaskRow>();
  return row ? toTask(row) : null;
}

/** One task `account` may see; a 404 otherwise (whether it exists is not told). */
export async function taskFor(db: D1Database, account: SessionAccount, id: number): Promise<Task> {
  const task = await readTask(db, id);
  if (task && mayRead(account, task)) return task;
  throw new AppError(404, `There is no task ${id}`);
}

/** Whether `account` may see `task` (the same rule as `visible`). */
function mayRead(account: SessionAccount, task: Task): boolean {
  if (account.role === "admin" || isAssignee(account, task)) return true;
  return account.role === "reviewer" && (account.locales === null || account.locales.includes(task.locale));
}

export const isAssignee = (account: SessionAccount, task: Task) => task.assignees.some((a) => a.id === account.id);

/** The accounts who may work in `locale`: admins, and reviewers or translators without a list or with it. */
export async function assignableAccounts(db: D1Database, locale: LocaleCode) {
  const { results } = await db
    .prepare(
      `SELECT id, email, role FROM users u WHERE u.disabled = 0 AND ${MAY_WORK_IN("?1")} ORDER BY email LIMIT 500`,
    )
    .bind(locale)
    .all<{ id: number; email: string; role: string }>();
  return results;
}

/** SQL: the account `u` may work in the locale bound at `param`. */
export const MAY_WORK_IN = (param: string) =>
  `(u.role = 'admin' OR u.locales IS NULL OR EXISTS (SELECT 1 FROM json_each(u.locales) l WHERE l.value = ${param}))`;
