import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { TASK_STATES, type TasksQuery } from "../../../common/contracts/tasks";
import { isLocaleCode, LOCALES } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { peopleApi, peopleKeys } from "../../lib/people-api";
import { type Task, tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { TaskCard } from "./task-parts";

const STATE_NAMES: Record<TasksQuery["state"], AdminKey> = {
  open: "tasks.filters.open",
  closed: "tasks.filters.closed",
  all: "tasks.filters.all",
};

/** The filters, read from the URL (shareable; back and forward work). */
function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const locale = params.get("locale");
  const state = TASK_STATES.find((s) => s === params.get("state")) ?? "open";
  const assignee = Number(params.get("assignee")) || undefined;
  const query: Partial<TasksQuery> = {
    state,
    ...(isLocaleCode(locale) ? { locale } : {}),
    ...(assignee ? { assignee } : {}),
  };
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { query, set };
}

/** Close or reopen, as the task's state asks. */
function TaskActions({ task }: { task: Task }) {
  const { t, list } = useAdminI18n();
  const http = useHttp();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => (task.closedAt ? tasksApi(http).reopen(task) : tasksApi(http).close(task)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
  return (
    <div className="button-row task-actions">
      <p>
        {t("tasks.actions.assigned", {
          people: task.assignees.length ? list(task.assignees.map((a) => a.email)) : t("tasks.actions.nobody"),
          creator: task.createdBy,
        })}
      </p>
      <button type="button" className="button-quiet" disabled={change.isPending} onClick={() => change.mutate()}>
        {task.closedAt ? t("tasks.actions.reopen") : t("tasks.actions.close")}
      </button>
      {change.isError && <p role="alert">{errorText(change.error, t)}</p>}
    </div>
  );
}

/** Admins: every task, filtered by language, assignee and state. */
export function TasksPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const { t } = useAdminI18n();
  const http = useHttp();
  const { query, set } = useTaskFilters();
  const admin = user.role === "admin";
  const tasks = useQuery({
    queryKey: tasksKeys.list(query),
    queryFn: ({ signal }) => tasksApi(http).list(query, signal),
    enabled: admin,
  });
  const people = useQuery({
    queryKey: peopleKeys.list,
    queryFn: ({ signal }) => peopleApi(http).list(signal),
    enabled: admin,
  });
  const count = tasks.data?.tasks.length ?? 0;
  return (
    <div className="admin-page">
      <title>{t("tasks.pageTitle")}</title>
      <h1>{t("tasks.title")}</h1>
      {!admin ? (
        <p>{t("tasks.adminsOnly")}</p>
      ) : (
        <>
          <form className="task-filters" aria-label={t("tasks.filters.label")} onSubmit={(e) => e.preventDefault()}>
            <div className="field">
              <label htmlFor="task-locale">{t("common.language")}</label>
              <select id="task-locale" value={query.locale ?? ""} onChange={(e) => set("locale", e.target.value)}>
                <option value="">{t("tasks.filters.everyLanguage")}</option>
                {LOCALES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.tag}>
                    {t("tasks.filters.localeOption", { name: l.name, code: l.code })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="task-assignee">{t("tasks.filters.assignedTo")}</label>
              <select id="task-assignee" value={query.assignee ?? ""} onChange={(e) => set("assignee", e.target.value)}>
                <option value="">{t("tasks.filters.anyone")}</option>
                {people.data?.people.map((p) => (
                  <option key={p.id} value={p.id} translate="no">
                    {p.email}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="task-state">{t("tasks.filters.state")}</label>
              <select id="task-state" value={query.state} onChange={(e) => set("state", e.target.value)}>
                {TASK_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(STATE_NAMES[s])}
                  </option>
                ))}
              </select>
            </div>
          </form>
          {tasks.data ? (
            <>
              <p role="status">{t("tasks.matches", { count })}</p>
              <ul className="task-list">
                {tasks.data.tasks.map((task) => (
                  <TaskCard key={task.id} task={task}>
                    <TaskActions task={task} />
                  </TaskCard>
                ))}
              </ul>
            </>
          ) : (
            <p role="status">
              {tasks.isError ? t("tasks.failed", { error: errorText(tasks.error, t) }) : t("tasks.loading")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
