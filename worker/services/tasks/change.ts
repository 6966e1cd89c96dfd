import { canReviewLocale, type SessionAccount } from "../../../common/auth";
import type { Task, TaskChange } from "../../../common/contracts/tasks";
import { AppError } from "../../lib/errors";
import { notifyStatement } from "../notifications";
import { emitWebhook } from "../webhooks";
import { checkAssignees, requireTaskManager, webhookTask } from "./create";
import { isAssignee, readTask, taskFor } from "./read";
import { taskLinks, taskTitle } from "./title";

/**
 * Changing, closing and reopening a task (docs/decisions/0078-tasks.md), each at the version the
 * caller saw (409 with the current task otherwise). A reviewer of the locale or an admin does all
 * three; an assignee may close their own task (they finished it) but not reopen or change it.
 */

const stale = (current: Task) => new AppError(409, "This task was changed by someone else", { current });

/** SQL guard: the task ?1 is still at the version ?2 (every statement of a change carries it). */
const AT_VERSION = "(SELECT version FROM tasks WHERE id = ?1) = ?2";

export async function updateTask(db: D1Database, id: number, change: TaskChange, account: SessionAccount) {
  const task = await taskFor(db, account, id);
  requireTaskManager(account, task.locale);
  if (task.version !== change.version) throw stale(task);
  const statements: D1PreparedStatement[] = [];
  if (change.assignees) {
    const assignees = await checkAssignees(db, change.assignees, task.locale);
    const before = new Set(task.assignees.map((a) => a.id));
    const added = assignees.filter((a) => !before.has(a.id));
    statements.push(
      db.prepare(`DELETE FROM task_assignees WHERE task_id = ?1 AND ${AT_VERSION}`).bind(id, change.version),
      db
        .prepare(
          `INSERT INTO task_assignees (task_id, user_id) SELECT ?1, value FROM json_each(?3) WHERE ${AT_VERSION}`,
        )
        .bind(id, change.version, JSON.stringify(assignees.map((a) => a.id))),
    );
    if (added.length > 0) {
      const title = taskTitle({ ...task, description: change.description ?? task.description });
      const notify = notifyStatement(
        added.map((a) => ({
          recipientId: a.id,
          kind: "task-assigned" as const,
          locale: task.locale,
          data: { taskId: id, title, kind: task.kind, total: task.total, due: change.due ?? task.due },
        })),
        { actor: account.email, at: new Date().toISOString() },
      );
      statements.push(db.prepare(notify.sql).bind(...notify.params));
    }
  }
  // Last: it moves the version the statements above are guarded by.
  statements.push(
    db
      .prepare(
        `UPDATE tasks SET description = coalesce(?3, description), due = CASE WHEN ?4 THEN ?5 ELSE due END,
           due_notified = CASE WHEN ?4 THEN NULL ELSE due_notified END, version = version + 1
         WHERE id = ?1 AND version = ?2`,
      )
      .bind(id, change.version, change.description ?? null, change.due !== undefined ? 1 : 0, change.due ?? null),
  );
  const results = await db.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) === 0) throw stale((await readTask(db, id)) ?? task);
  return (await readTask(db, id)) as Task;
}

/** Closes a task by hand (done or not) and emits `task.completed`; closing a closed task changes nothing. */
export async function closeTask(db: D1Database, id: number, version: number, account: SessionAccount) {
  const task = await taskFor(db, account, id);
  if (!canReviewLocale(account, task.locale) && !isAssignee(account, task))
    throw new AppError(403, "Only an admin, a reviewer of its locale or an assignee may close this task");
  if (task.closedAt) return task;
  const closed = await setClosed(db, task, version, account.email);
  emitWebhook("task.completed", { task: webhookTask(closed), closedBy: account.email, links: taskLinks(id) });
  return closed;
}

/** Opens a closed task again (a reviewer of its locale or an admin). */
export async function reopenTask(db: D1Database, id: number, version: number, account: SessionAccount) {
  const task = await taskFor(db, account, id);
  requireTaskManager(account, task.locale);
  if (!task.closedAt) return task;
  return setClosed(db, task, version, null);
}

async function setClosed(db: D1Database, task: Task, version: number, by: string | null): Promise<Task> {
  if (task.version !== version) throw stale(task);
  const result = await db
    .prepare(
      `UPDATE tasks SET closed_at = CASE WHEN ?3 IS NULL THEN NULL ELSE ?4 END, closed_by = ?3, version = version + 1
       WHERE id = ?1 AND version = ?2`,
    )
    .bind(task.id, version, by, new Date().toISOString())
    .run();
  const current = (await readTask(db, task.id)) as Task;
  if (result.meta.changes === 0) throw stale(current);
  return current;
}
