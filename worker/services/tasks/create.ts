import { canReviewLocale, type SessionAccount } from "../../../common/auth";
import { type CreateTask, MAX_TASK_KEYS, type Task } from "../../../common/contracts/tasks";
import type { LocaleCode } from "../../../common/locales";
import { AppError, invalid } from "../../lib/errors";
import { notifyStatement } from "../notifications";
import { listFilter } from "../translations";
import { emitWebhook } from "../webhooks";
import { MAY_WORK_IN, readTask } from "./read";
import { taskLinks, taskTitle } from "./title";

/**
 * Creating a task (docs/decisions/0078-tasks.md): the list's own filter (translations' `listFilter`,
 * the one GET `/api/admin/translations` uses) resolves to a fixed list of key ids; the task, its
 * keys, its assignees and their "a task was assigned to you" notifications are one D1 batch.
 */

/** Only a reviewer of the locale or an admin hands out (and closes, reopens, changes) tasks there. */
export function requireTaskManager(account: SessionAccount, locale: LocaleCode): void {
  if (!canReviewLocale(account, locale))
    throw new AppError(403, `Only an admin or a reviewer of ${locale} may manage its tasks`);
}

/** The assignees, checked: each an enabled account who may work in `locale`; else a 400 naming `assignees`. */
export async function checkAssignees(db: D1Database, ids: readonly number[], locale: LocaleCode) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, ${MAY_WORK_IN("?2")} AS may FROM users u
       WHERE u.id IN (SELECT value FROM json_each(?1)) AND u.disabled = 0`,
    )
    .bind(JSON.stringify(ids), locale)
    .all<{ id: number; email: string; may: number }>();
  const found = new Map(results.map((r) => [r.id, r]));
  for (const id of ids) {
    const account = found.get(id);
    if (!account) throw invalid("assignees", `names ${id}, which is not an enabled account`);
    if (!account.may) throw invalid("assignees", `names ${account.email}, who may not work in ${locale}`);
  }
  return results;
}

/** The ids of the keys the filter selects now, in id order (at most MAX_TASK_KEYS, else a 400 naming `filter`). */
async function filteredKeys(db: D1Database, filter: CreateTask["filter"]): Promise<number[]> {
  const { filter: where, params } = listFilter(filter);
  const { results } = await db
    .prepare(`SELECT k.id FROM i18n_keys k ${where} ORDER BY k.id LIMIT ${MAX_TASK_KEYS + 1}`)
    .bind(...params)
    .all<{ id: number }>();
  if (results.length === 0) throw invalid("filter", "selects no keys");
  if (results.length > MAX_TASK_KEYS) throw invalid("filter", `selects more than ${MAX_TASK_KEYS} keys`);
  return results.map((r) => r.id);
}

const isConflict = (error: unknown) => error instanceof Error && /UNIQUE|PRIMARY KEY/i.test(error.message);

export async function createTask(db: D1Database, input: CreateTask, account: SessionAccount): Promise<Task> {
  requireTaskManager(account, input.locale);
  const [assignees, keys] = await Promise.all([
    checkAssignees(db, input.assignees, input.locale),
    filteredKeys(db, input.filter),
  ]);
  const at = new Date().toISOString();
  // The id is chosen here (the next one) so the notifications can name it in the same batch;
  // a create that raced for it fails whole on the primary key and takes the next.
  for (let attempt = 0; ; attempt++) {
    const next = await db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM tasks").first<{ id: number }>();
    const id = next?.id ?? 1;
    const title = taskTitle({ ...input, total: keys.length });
    const notify = notifyStatement(
      assignees.map((a) => ({
        recipientId: a.id,
        kind: "task-assigned" as const,
        locale: input.locale,
        data: { taskId: id, title, kind: input.kind, total: keys.length, due: input.due },
      })),
      { actor: account.email, at },
    );
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO tasks (id, kind, locale, description, due, created_by, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
          )
          .bind(id, input.kind, input.locale, input.description, input.due, account.email, at),
        db
          .prepare("INSERT INTO task_keys (task_id, key_id) SELECT ?1, value FROM json_each(?2)")
          .bind(id, JSON.stringify(keys)),
        db
          .prepare("INSERT INTO task_assignees (task_id, user_id) SELECT ?1, value FROM json_each(?2)")
          .bind(id, JSON.stringify(assignees.map((a) => a.id))),
        db.prepare(notify.sql).bind(...notify.params),
      ]);
    } catch (error) {
      if (attempt < 3 && isConflict(error)) continue;
      throw error;
    }
    const task = (await readTask(db, id)) as Task;
    emitWebhook("task.created", {
      task: webhookTask(task),
      createdBy: account.email,
      links: taskLinks(id),
    });
    return task;
  }
}

/** A task as webhook payloads carry it (docs/webhooks.md). */
export const webhookTask = (task: Task) => ({
  id: task.id,
  kind: task.kind,
  locale: task.locale,
  description: task.description,
  due: task.due,
  assignees: task.assignees.map((a) => a.email),
  done: task.done,
  total: task.total,
});
