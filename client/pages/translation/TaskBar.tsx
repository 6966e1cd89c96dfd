import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { canReviewLocale } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { adminKeys } from "../../lib/admin-api";
import { errorText } from "../../lib/error-text";
import { tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { TaskProgress, taskTitle } from "../tasks/task-parts";
import { useEditor } from "./context";

/**
 * The task the editor is filtered to (`?task=<id>`, decision 0078): its title and progress, a way
 * back to every key, and, once every key is done, the offer to close it. Its query sits under the
 * figures' key, so every save and review that refreshes the figures refreshes the progress too.
 */
export function TaskBar({ id, onLeave }: { id: number; onLeave(): void }) {
  const { user, announce } = useEditor();
  const { t } = useAdminI18n();
  const http = useHttp();
  const api = tasksApi(http);
  const queryClient = useQueryClient();
  const task = useQuery({ queryKey: [...adminKeys.stats, "task", id], queryFn: ({ signal }) => api.get(id, signal) });
  const close = useMutation({
    mutationFn: () => api.close(task.data as NonNullable<typeof task.data>),
    onSuccess: (closed) => {
      queryClient.setQueryData([...adminKeys.stats, "task", id], closed);
      void queryClient.invalidateQueries({ queryKey: tasksKeys.all });
      announce(`Task closed: ${taskTitle(closed, t)}.`);
    },
  });
  const data = task.data;
  const mayClose =
    data !== undefined && (canReviewLocale(user, data.locale) || data.assignees.some((a) => a.id === user.id));
  return (
    <section className="editor-task-bar" aria-label="Current task">
      {data ? (
        <>
          <p>
            <strong>Task: {taskTitle(data, t)}</strong>
          </p>
          <TaskProgress task={data} id="editor-task-progress" />
          {data.closedAt ? (
            <p>This task is closed.</p>
          ) : (
            data.done === data.total &&
            mayClose && (
              <p>
                Everything is done.{" "}
                <button
                  type="button"
                  className="button-primary"
                  disabled={close.isPending}
                  onClick={() => close.mutate()}
                >
                  Close the task
                </button>
              </p>
            )
          )}
        </>
      ) : (
        <p>{task.isError ? `The task could not be loaded: ${errorText(task.error)}` : "Loading the task…"}</p>
      )}
      {close.isError && (
        <p className="form-error" role="alert">
          {errorText(close.error)}
        </p>
      )}
      <button type="button" className="button-quiet" onClick={onLeave}>
        Show every key
      </button>
    </section>
  );
}
