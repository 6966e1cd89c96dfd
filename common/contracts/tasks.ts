import * as v from "valibot";
import { integerText, jsonObject, localeCode } from "./fields";
import { listFilters } from "./translations";

/**
 * Tasks (issue 37, item 4; `/api/admin/tasks`, docs/decisions/0078-tasks.md): a reviewer or an
 * admin hands the keys of the editor's filter, in one locale, to accounts who may work in it.
 * The keys are fixed when the task is created; progress is read from their translations.
 */
export const TASK_KINDS = ["translate", "review"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** A task holds at most this many keys (a bigger filter is refused, naming `filter`). */
export const MAX_TASK_KEYS = 10_000;
export const MAX_TASK_ASSIGNEES = 20;
export const MAX_TASK_DESCRIPTION = 1000;
/** A body names a filter, a few accounts and a description: small. */
export const MAX_TASK_BODY_BYTES = 16 * 1024;

const DATE_MESSAGE = "must be a date (YYYY-MM-DD)";
/** A due date: a calendar day, YYYY-MM-DD (the task is due at the end of that day, UTC). */
export const dueDate = v.pipe(
  v.string(DATE_MESSAGE),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
  v.check((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), DATE_MESSAGE),
);

const kind = v.picklist(TASK_KINDS, `must be one of ${TASK_KINDS.join(", ")}`);
const ASSIGNEES_MESSAGE = "must be a list of account ids";
const assignees = v.pipe(
  v.array(v.pipe(v.number(ASSIGNEES_MESSAGE), v.safeInteger(ASSIGNEES_MESSAGE), v.minValue(1)), ASSIGNEES_MESSAGE),
  v.minLength(1, "must name at least one account"),
  v.maxLength(MAX_TASK_ASSIGNEES, `must name at most ${MAX_TASK_ASSIGNEES} accounts`),
  v.transform((ids) => [...new Set(ids)]),
);
const description = v.pipe(
  v.string("must be text"),
  v.trim(),
  v.maxLength(MAX_TASK_DESCRIPTION, `must be at most ${MAX_TASK_DESCRIPTION} characters`),
);
const version = v.pipe(
  v.number("must be the task's version"),
  v.safeInteger("must be the task's version"),
  v.minValue(1, "must be the task's version"),
);

/** POST `/tasks`: the keys the list's filters select now (the same fields as GET `/translations`). */
export const createTaskBody = jsonObject({
  kind,
  locale: localeCode,
  filter: v.optional(v.object(listFilters), {}),
  assignees,
  due: v.optional(v.nullable(dueDate), null),
  description: v.optional(description, ""),
});
export type CreateTask = v.InferOutput<typeof createTaskBody>;

/** PATCH `/tasks/{id}`: a new due date (null: none), description or list of assignees, at the version seen. */
export const updateTaskBody = v.pipe(
  jsonObject({
    version,
    due: v.optional(v.nullable(dueDate)),
    description: v.optional(description),
    assignees: v.optional(assignees),
  }),
  v.check(
    (b) => b.due !== undefined || b.description !== undefined || b.assignees !== undefined,
    "must set due, description or assignees",
  ),
);
export type TaskChange = v.InferOutput<typeof updateTaskBody>;

/** POST `/tasks/{id}/close` and `/reopen`: the version seen. */
export const taskStateBody = jsonObject({ version });

export const taskParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

export const TASK_STATES = ["open", "closed", "all"] as const;
/** GET `/tasks`: `assignee=me` (or an account id, admins), a locale, open (the default), closed or all. */
export const tasksQuery = v.object({
  assignee: v.optional(
    v.union([v.literal("me"), integerText(1, Number.MAX_SAFE_INTEGER)], "must be me or an account id"),
  ),
  locale: v.optional(localeCode),
  state: v.optional(v.picklist(TASK_STATES, `must be one of ${TASK_STATES.join(", ")}`), "open"),
});
export type TasksQuery = v.InferOutput<typeof tasksQuery>;

/** An account a task is assigned to, or who may be. */
export const taskAccount = v.object({ id: v.number(), email: v.string(), role: v.string() });
export type TaskAccount = v.InferOutput<typeof taskAccount>;

/** A task as the API answers it: `done` of `total` keys, read from their translations now. */
export const task = v.object({
  id: v.number(),
  kind: v.picklist(TASK_KINDS),
  locale: localeCode,
  description: v.string(),
  /** YYYY-MM-DD, or null. */
  due: v.nullable(v.string()),
  createdBy: v.string(),
  createdAt: v.string(),
  closedAt: v.nullable(v.string()),
  closedBy: v.nullable(v.string()),
  version: v.number(),
  assignees: v.array(taskAccount),
  done: v.number(),
  total: v.number(),
});
export type Task = v.InferOutput<typeof task>;

/** GET `/tasks`: the tasks; GET `/tasks/assignable`: who may be assigned. */
export const taskList = v.object({ tasks: v.array(task) });
export const assignableList = v.object({ accounts: v.array(taskAccount) });

/** GET `/tasks/{id}/assignable?locale=`: who may be assigned a task in a locale. */
export const assignableQuery = v.object({ locale: localeCode });
