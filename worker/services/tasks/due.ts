import { notifyStatement } from "../notifications";
import { taskTitle } from "./title";

/**
 * "A task of yours is due tomorrow" (docs/decisions/0078-tasks.md): the daily cron's job
 * (worker/scheduled.ts calls it with the time it runs). Every open task due the day after `now`
 * (UTC) tells its assignees once: `due_notified` keeps the due date it told about, so a second
 * run the same day, or the next day's run, writes nothing again; a changed due date tells again.
 * The product is the actor: every assignee is told, the creator included when assigned.
 * Answers how many tasks it told about.
 */
export async function notifyDueTasks(db: D1Database, now: Date): Promise<number> {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const { results } = await db
    .prepare(
      `SELECT t.id, t.kind, t.locale, t.description, t.due,
         (SELECT count(*) FROM task_keys tk WHERE tk.task_id = t.id) AS total,
         (SELECT json_group_array(a.user_id) FROM task_assignees a WHERE a.task_id = t.id) AS assignees
       FROM tasks t WHERE t.due = ?1 AND t.closed_at IS NULL AND t.due_notified IS NOT t.due`,
    )
    .bind(tomorrow)
    .all<{
      id: number;
      kind: "translate" | "review";
      locale: string;
      description: string;
      due: string;
      total: number;
      assignees: string;
    }>();
  if (results.length === 0) return 0;
  const notify = notifyStatement(
    results.flatMap((task) =>
      (JSON.parse(task.assignees) as number[]).map((recipientId) => ({
        recipientId,
        kind: "task-due" as const,
        locale: task.locale,
        data: { taskId: task.id, title: taskTitle(task), kind: task.kind, total: task.total, due: task.due },
      })),
    ),
    { actor: null, at: now.toISOString() },
  );
  await db.batch([
    db.prepare(notify.sql).bind(...notify.params),
    db
      .prepare("UPDATE tasks SET due_notified = due WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(results.map((t) => t.id))),
  ]);
  return results.length;
}
