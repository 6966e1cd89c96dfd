import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { canReviewLocale } from "../../../common/auth";
import { MAX_TASK_DESCRIPTION, type TaskKind } from "../../../common/contracts/tasks";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { useSourceLocale } from "../../lib/app-config";
import { errorText } from "../../lib/error-text";
import { tasksApi, tasksKeys } from "../../lib/tasks-api";
import { useHttp } from "../../lib/use-http";
import { taskEditorLink, taskTitle } from "../tasks/task-parts";
import { useEditor } from "./context";
import { pretranslateFilter } from "./pretranslate";
import type { EditorFilters } from "./url-state";

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
      announce(`Task created: ${taskTitle(task, t)}.`);
    },
  });
  const toggle = (id: number, on: boolean) =>
    setAssignees((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const created = create.data;
  return (
    <Dialog title="Create task" onClose={onClose} className="task-dialog">
      <form
        className="task-form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <fieldset disabled={create.isPending || created !== undefined}>
          <legend className="visually-hidden">The task</legend>
          <label htmlFor={ids.kind}>Kind</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as TaskKind)}>
            <option value="translate">Translate</option>
            <option value="review">Review</option>
          </select>
          <label htmlFor={ids.locale}>Language</label>
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
            <legend id={ids.people}>Assign to</legend>
            {people.isError && <p className="form-error">{errorText(people.error)}</p>}
            {people.data?.accounts.map((a) => (
              <label key={a.id}>
                <input
                  type="checkbox"
                  checked={assignees.includes(a.id)}
                  onChange={(e) => toggle(a.id, e.target.checked)}
                />{" "}
                {a.email} ({a.role})
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.due}>Due date (optional)</label>
          <input id={ids.due} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          <label htmlFor={ids.description}>Description (optional)</label>
          <textarea
            id={ids.description}
            rows={2}
            maxLength={MAX_TASK_DESCRIPTION}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </fieldset>
        <p className="cell-note">
          The task holds the keys the editor's filters select now; keys added later are not in it.
        </p>
        <div role="status">
          {created && (
            <p>
              <strong>Task created: {taskTitle(created, t)}.</strong>{" "}
              <Link to={taskEditorLink(created)} onClick={onClose}>
                Open the task in the editor
              </Link>
            </p>
          )}
        </div>
        {create.isError && (
          <p className="form-error" role="alert">
            {errorText(create.error)}
          </p>
        )}
        <div className="dialog-actions">
          {!created && (
            <button
              type="submit"
              className="button-primary"
              disabled={!locale || assignees.length === 0 || create.isPending}
            >
              Create task
            </button>
          )}
          <button type="button" className="button-quiet" onClick={onClose}>
            {created ? "Close" : "Cancel"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
