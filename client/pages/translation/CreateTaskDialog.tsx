import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { canReviewLocale } from "../../../common/auth";
import { MAX_TASK_DESCRIPTION, type TaskKind } from "../../../common/contracts/tasks";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { Dialog } from "../../components/admin/Dialog";
import { useSourceLocale } from "../../lib/app-config";
import { errorText } from "../../lib/error-text";
import { tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { taskEditorLink, taskTitle } from "../tasks/task-parts";
import { useEditor } from "./context";
import { pretranslateFilter } from "./pretranslate";
import type { EditorFilters } from "./url-state";

/** An account's role in the admin's words; a role the API adds later shows as it is sent. */
const roleName = (t: AdminI18n["t"], role: string) =>
  role === "admin" || role === "reviewer" || role === "translator" ? t(`common.${role}`) : role;

interface CreateTaskDialogProps {
  /** The filters when the dialog opened: the task takes the keys they select now. */
  filters: EditorFilters;
  /** The target languages the grid shows, offered first. */
  shown: LocaleCode[];
  onClose(): void;
}

/**
 * "Create task" (docs/decisions/0078): the keys the editor's filters select now, in one language,
 * handed to accounts who may work in it, with an optional due date and description.
 */
export function CreateTaskDialog({ filters, shown, onClose }: CreateTaskDialogProps) {
  const { user, announce } = useEditor();
  const { t } = useAdminI18n();
  const http = useHttp();
  const api = tasksApi(http);
  const queryClient = useQueryClient();
  const source = useSourceLocale();
  const [filter] = useState(() => pretranslateFilter(filters, source, Date.now()));
  const ordered = [...shown, ...LOCALE_CODES.filter((l) => !shown.includes(l))];
  const locales = ordered.filter((l) => l !== source && canReviewLocale(user, l));
  const [locale, setLocale] = useState<LocaleCode | undefined>(locales[0]);
  const [kind, setKind] = useState<TaskKind>("translate");
  const [assignees, setAssignees] = useState<number[]>([]);
  const [due, setDue] = useState("");
  const [description, setDescription] = useState("");
  const ids = { kind: useId(), locale: useId(), people: useId(), due: useId(), description: useId() };
  const people = useQuery({
    queryKey: tasksKeys.assignable(locale ?? source),
    queryFn: ({ signal }) => api.assignable(locale as LocaleCode, signal),
    enabled: locale !== undefined,
  });
  const create = useMutation({
    mutationFn: () =>
      api.create({ kind, locale: locale as LocaleCode, filter, assignees, due: due || null, description }),
    onSuccess: (task) => {
      void queryClient.invalidateQueries({ queryKey: tasksKeys.all });
      announce(t("bulk.createTask.created", { title: taskTitle(task, t) }));
    },
  });
  const toggle = (id: number, on: boolean) =>
    setAssignees((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const created = create.data;
  return (
    <Dialog title={t("bulk.createTask.title")} onClose={onClose} className="task-dialog">
      <form
        className="task-form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <fieldset disabled={create.isPending || created !== undefined}>
          <legend className="visually-hidden">{t("bulk.createTask.legend")}</legend>
          <label htmlFor={ids.kind}>{t("bulk.createTask.kind")}</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as TaskKind)}>
            <option value="translate">{t("bulk.createTask.translate")}</option>
            <option value="review">{t("bulk.createTask.review")}</option>
          </select>
          <label htmlFor={ids.locale}>{t("common.language")}</label>
          <select
            id={ids.locale}
            value={locale}
            onChange={(e) => {
              setLocale(e.target.value as LocaleCode);
              setAssignees([]);
            }}
          >
            {locales.map((code) => (
              <option key={code} value={code} lang={localeInfo(code).tag}>
                {localeInfo(code).name} ({code})
              </option>
            ))}
          </select>
          <fieldset className="task-people">
            <legend id={ids.people}>{t("bulk.createTask.assignTo")}</legend>
            {people.isError && <p className="form-error">{errorText(people.error, t)}</p>}
            {people.data?.accounts.map((a) => (
              <label key={a.id}>
                <input
                  type="checkbox"
                  checked={assignees.includes(a.id)}
                  onChange={(e) => toggle(a.id, e.target.checked)}
                />{" "}
                {a.email} ({roleName(t, a.role)})
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.due}>{t("bulk.createTask.due")}</label>
          <input id={ids.due} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          <label htmlFor={ids.description}>{t("bulk.createTask.description")}</label>
          <textarea
            id={ids.description}
            rows={2}
            maxLength={MAX_TASK_DESCRIPTION}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </fieldset>
        <p className="cell-note">{t("bulk.createTask.note")}</p>
        <div role="status">
          {created && (
            <p>
              <strong>{t("bulk.createTask.created", { title: taskTitle(created, t) })}</strong>{" "}
              <Link to={taskEditorLink(created)} onClick={onClose}>
                {t("bulk.createTask.open")}
              </Link>
            </p>
          )}
        </div>
        {create.isError && (
          <p className="form-error" role="alert">
            {errorText(create.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          {!created && (
            <button
              type="submit"
              className="button-primary"
              disabled={!locale || assignees.length === 0 || create.isPending}
            >
              {t("bulk.createTask.submit")}
            </button>
          )}
          <button type="button" className="button-quiet" onClick={onClose}>
            {t(created ? "common.close" : "common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
