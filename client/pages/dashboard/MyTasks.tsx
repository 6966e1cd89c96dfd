import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../lib/error-text";
import { tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { TaskCard } from "../tasks/task-parts";

const MINE = { assignee: "me", state: "open" } as const;

/** "My tasks" (decision 0078): the open tasks assigned to the signed-in account, each a link into the editor. */
export function MyTasks() {
  const http = useHttp();
  const tasks = useQuery({
    queryKey: tasksKeys.list(MINE),
    queryFn: ({ signal }) => tasksApi(http).list(MINE, signal),
  });
  const list = tasks.data?.tasks;
  return (
    <section className="dashboard-tasks" aria-labelledby="my-tasks-title">
      <h2 id="my-tasks-title">My tasks</h2>
      {list ? (
        list.length === 0 ? (
          <p>No open tasks are assigned to you.</p>
        ) : (
          <ul className="task-list">
            {list.map((task) => (
              <TaskCard key={task.id} task={task} />
            ))}
          </ul>
        )
      ) : (
        <p role="status">
          {tasks.isError ? `Your tasks could not be loaded: ${errorText(tasks.error)}` : "Loading your tasks…"}
        </p>
      )}
    </section>
  );
}
