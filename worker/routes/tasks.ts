import { type Context, Hono } from "hono";
import {
  assignableQuery,
  createTaskBody,
  MAX_TASK_BODY_BYTES,
  type Task,
  type TaskAccount,
  taskParams,
  taskStateBody,
  tasksQuery,
  updateTaskBody,
} from "../../common/contracts/tasks";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import {
  assignableAccounts,
  closeTask,
  createTask,
  listTasks,
  reopenTask,
  requireTaskManager,
  taskFor,
  updateTask,
} from "../services/tasks";

const noStore = { "Cache-Control": "no-store" };
const db = (c: Context<AppEnv>) => c.env.DB;

/**
 * `/api/admin/tasks` (docs/admin-api.md, docs/decisions/0078-tasks.md): tasks with their progress
 * read now. Rights are the service's: a reviewer of the locale or an admin creates, changes,
 * closes and reopens; an assignee may close their own; everyone sees the tasks assigned to them.
 */
export const tasksApi = new Hono<AppEnv>()
  .get("/", validate("query", tasksQuery), async (c) => {
    const tasks = await listTasks(db(c), requireAccount(c), c.req.valid("query"));
    return c.json({ tasks: tasks satisfies Task[] }, 200, noStore);
  })
  .post("/", limitBody(MAX_TASK_BODY_BYTES), validate("json", createTaskBody), async (c) => {
    const task = await createTask(db(c), c.req.valid("json"), requireAccount(c));
    return c.json(task satisfies Task, 201, noStore);
  })
  .get("/assignable", validate("query", assignableQuery), async (c) => {
    const { locale } = c.req.valid("query");
    requireTaskManager(requireAccount(c), locale);
    const accounts = await assignableAccounts(db(c), locale);
    return c.json({ accounts: accounts satisfies TaskAccount[] }, 200, noStore);
  })
  .get("/:id", validate("param", taskParams), async (c) => {
    const task = await taskFor(db(c), requireAccount(c), c.req.valid("param").id);
    return c.json(task satisfies Task, 200, noStore);
  })
  .patch(
    "/:id",
    limitBody(MAX_TASK_BODY_BYTES),
    validate("param", taskParams),
    validate("json", updateTaskBody),
    async (c) => {
      const task = await updateTask(db(c), c.req.valid("param").id, c.req.valid("json"), requireAccount(c));
      return c.json(task satisfies Task, 200, noStore);
    },
  )
  .post("/:id/close", validate("param", taskParams), validate("json", taskStateBody), async (c) => {
    const { id } = c.req.valid("param");
    const task = await closeTask(db(c), id, c.req.valid("json").version, requireAccount(c));
    return c.json(task satisfies Task, 200, noStore);
  })
  .post("/:id/reopen", validate("param", taskParams), validate("json", taskStateBody), async (c) => {
    const { id } = c.req.valid("param");
    const task = await reopenTask(db(c), id, c.req.valid("json").version, requireAccount(c));
    return c.json(task satisfies Task, 200, noStore);
  });
