import { useQuery } from "@tanstack/react-query";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { errorText } from "../../lib/error-text";
import { tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { TaskCard } from "../tasks/task-parts";

const MINE = { assignee: "me", state: "open" } as const;

/** "My tasks" (decision 0078): the open tasks assigned to the signed-in account, each a link into the editor. */
export function MyTasks() {
  const { t } = useAdminI18n();
  const http = useHttp();
  const tasks = useQuery({
    queryKey: tasksKeys.list(MINE),
    queryFn: ({ signal }) => tasksApi(http).list(MINE, signal),
  });
  const list = tasks.data?.tasks;
  return (
    <section className="dashboard-tasks" aria-labelledby="my-tasks-title">
      <h2 id="my-tasks-title">{t("dashboard.myTasks.title")}</h2>
      {list ? (
        list.length === 0 ? (
          <p>{t("dashboard.myTasks.none")}</p>
        ) : (
          <ul className="task-list">
            {list.map((task) => (
              <TaskCard key={task.id} task={task} />
            ))}
          </ul>
        )
      ) : (
        <p role="status">
          {tasks.isError
            ? t("dashboard.myTasks.failed", { error: errorText(tasks.error, t) })
            : t("dashboard.myTasks.loading")}
        </p>
      )}
    </section>
  );
}
