import { Link } from "react-router";
import type { Task } from "../../../common/contracts/tasks";
import { localeInfo } from "../../../common/locales";
import { countOf, KEY, numbers } from "../../lib/count-words";
import "./tasks.css";

/**
 * What every view of a task shows alike (the dashboard's "My tasks", the editor's bar, the admin
 * list): its title, its progress as a bar, its due date, and the link into the editor.
 * The admin is English for now (issue 38 makes these messages): each sentence is whole here.
 */

/** "Translate 40 keys into Polski" (or the first line of the description, when there is one). */
export function taskTitle(task: Task): string {
  const line = task.description.split("\n")[0]?.trim();
  if (line) return line;
  const language = localeInfo(task.locale).name;
  return task.kind === "review"
    ? `Review ${countOf(task.total, KEY)} in ${language}`
    : `Translate ${countOf(task.total, KEY)} into ${language}`;
}

/** "Translate · Polski (pl)" */
export const taskKind = (task: Task) =>
  `${task.kind === "review" ? "Review" : "Translate"} · ${localeInfo(task.locale).name} (${task.locale})`;

/** "12 of 40 done", as a sentence. */
export const progressSentence = (task: Task) => `${numbers.format(task.done)} of ${numbers.format(task.total)} done`;

/** Due dates read as a day: "Due 31 January 2030" (UTC: the date itself, wherever one is). */
export function dueSentence(task: Task): string | null {
  if (!task.due) return null;
  const day = new Date(`${task.due}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Due ${day}`;
}

/** The editor filtered to the task's keys, with the task's locale as the column. */
export const taskEditorLink = (task: Task) => `/admin/translation?task=${task.id}&cols=${task.locale}`;

/** The progress bar: a native <progress> with its sentence beside it. */
export function TaskProgress({ task, id }: { task: Task; id: string }) {
  return (
    <span className="task-progress">
      <progress
        id={id}
        max={Math.max(task.total, 1)}
        value={task.done}
        aria-label={`Progress: ${progressSentence(task)}`}
      />
      <span>{progressSentence(task)}</span>
    </span>
  );
}

/** One task as a card: title (a link into the editor), kind and locale, progress, due date. */
export function TaskCard({ task, children }: { task: Task; children?: React.ReactNode }) {
  const due = dueSentence(task);
  return (
    <li className="task-card">
      <p className="task-title">
        <Link to={taskEditorLink(task)}>{taskTitle(task)}</Link>
      </p>
      <p className="task-meta">
        {taskKind(task)}
        {due ? ` · ${due}` : ""}
        {task.closedAt ? " · Closed" : ""}
      </p>
      <TaskProgress task={task} id={`task-progress-${task.id}`} />
      {children}
    </li>
  );
}
