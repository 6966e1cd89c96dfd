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
      announce(t("editor.task.closedAnnounce", { title: taskTitle(closed, t) }));
    },
  });
  const data = task.data;
  const mayClose =
    data !== undefined && (canReviewLocale(user, data.locale) || data.assignees.some((a) => a.id === user.id));
  return (
    <section className="editor-task-bar" aria-label={t("editor.task.label")}>
      {data ? (
        <>
          <p>
            <strong>{t("editor.task.title", { title: taskTitle(data, t) })}</strong>
          </p>
          <TaskProgress task={data} id="editor-task-progress" />
          {data.closedAt ? (
            <p>{t("editor.task.closed")}</p>
          ) : (
            data.done === data.total &&
            mayClose && (
              <p>
                {t("editor.task.allDone")}{" "}
                <button
                  type="button"
                  className="button-primary"
                  disabled={close.isPending}
                  onClick={() => close.mutate()}
                >
                  {t("editor.task.close")}
                </button>
              </p>
            )
          )}
        </>
      ) : (
        <p>
          {task.isError ? t("editor.task.loadFailed", { reason: errorText(task.error, t) }) : t("editor.task.loading")}
        </p>
      )}
      {close.isError && (
        <p className="form-error" role="alert">
          {errorText(close.error, t)}
        </p>
      )}
      <button type="button" className="button-quiet" onClick={onLeave}>
        {t("editor.task.showAll")}
      </button>
    </section>
  );
}
