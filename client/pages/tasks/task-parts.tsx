import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Task } from "../../../common/contracts/tasks";
import { localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import "./tasks.css";

/**
 * What every view of a task shows alike (the dashboard's "My tasks", the editor's bar, the admin
 * list): its title, its progress as a bar, its due date, and the link into the editor. Each
 * sentence is a whole message of the admin's `tasks` area; the helpers take the admin's `t`.
 */

type Words = Pick<AdminI18n, "t" | "number" | "date">;

/** "Translate 40 keys into Polski" (or the first line of the description, when there is one). */
export function taskTitle(task: Task, t: AdminI18n["t"]): string {
  const line = task.description.split("\n")[0]?.trim();
  if (line) return line;
  const values = { count: task.total, language: localeInfo(task.locale).name };
  return task.kind === "review" ? t("tasks.card.reviewTitle", values) : t("tasks.card.translateTitle", values);
}

/** "Translate · Polski (pl)" */
export const taskKind = (task: Task, t: AdminI18n["t"]) =>
  t("tasks.card.kind", { kind: task.kind, language: localeInfo(task.locale).name, code: task.locale });

const progressValues = (task: Task, { number }: Words) => ({ done: number(task.done), total: number(task.total) });

/** Due dates read as a day: "Due 31 January 2030" (UTC: the date itself, wherever one is). */
export function dueSentence(task: Task, { t, date }: Words): string | null {
  if (!task.due) return null;
  const day = date(`${task.due}T00:00:00Z`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return t("tasks.card.due", { date: day });
}

/** The editor filtered to the task's keys, with the task's locale as the column. */
export const taskEditorLink = (task: Task) => `/admin/translation?task=${task.id}&cols=${task.locale}`;

/** The progress bar: a native <progress> with its sentence ("12 of 40 done") beside it. */
export function TaskProgress({ task, id }: { task: Task; id: string }) {
  const i18n = useAdminI18n();
  const values = progressValues(task, i18n);
  return (
    <span className="task-progress">
      <progress
        id={id}
        max={Math.max(task.total, 1)}
        value={task.done}
        aria-label={i18n.t("tasks.card.progressLabel", values)}
      />
      <span>{i18n.t("tasks.card.progress", values)}</span>
    </span>
  );
}

/** One task as a card: title (a link into the editor), kind and locale, progress, due date. */
export function TaskCard({ task, children }: { task: Task; children?: ReactNode }) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const meta = [taskKind(task, t), dueSentence(task, i18n), task.closedAt ? t("tasks.card.closed") : null];
  return (
    <li className="task-card">
      <p className="task-title">
        <Link to={taskEditorLink(task)}>{taskTitle(task, t)}</Link>
      </p>
      <p className="task-meta">{meta.filter(Boolean).join(" · ")}</p>
      <TaskProgress task={task} id={`task-progress-${task.id}`} />
      {children}
    </li>
  );
}
