import type { TaskKind } from "../../../common/contracts/tasks";

/** The API paths of a task: itself and its keys in the list API (webhook links are made absolute). */
export const taskLinks = (id: number) => ({
  task: `/api/admin/tasks/${id}`,
  keys: `/api/admin/translations?task=${id}`,
});

/**
 * A task's title as notifications carry it (`data.title`): the first line of its description,
 * or, without one, what it asks in a sentence (the inbox shows it; issue 38 will make it a message).
 */
export function taskTitle(task: { kind: TaskKind; locale: string; description: string; total: number }): string {
  const line = task.description.split("\n")[0]?.trim().slice(0, 120);
  if (line) return line;
  const keys = new Intl.PluralRules("en").select(task.total) === "one" ? "1 key" : `${task.total} keys`;
  return task.kind === "review" ? `Review ${keys} in ${task.locale}` : `Translate ${keys} into ${task.locale}`;
}
