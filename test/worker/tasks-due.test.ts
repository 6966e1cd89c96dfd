import { createScheduledController, env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Task } from "../../common/contracts/tasks";
import worker from "../../worker/index";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { notifyDueTasks } from "../../worker/services/tasks";
import { createAccount, signIn } from "./auth-helpers";
import { seedStore } from "./store-helpers";
import { addKeys, clearTasks, notificationsOf, ok, tasksApi } from "./tasks-helpers";

/**
 * "A task of yours is due tomorrow" (docs/decisions/0078): the daily cron's job, called here
 * directly with the time it runs. Each open task due the next day tells its assignees once.
 */
let reviewer: string;
let reviewerAccount: AccountRow;
let translatorAccount: AccountRow;

beforeAll(async () => {
  reviewerAccount = await createAccount({ role: "reviewer", locales: ["pl"] });
  reviewer = await signIn(reviewerAccount);
  translatorAccount = await createAccount({ role: "translator", locales: ["pl"] });
});
beforeEach(async () => {
  await seedStore();
  await clearTasks();
  await addKeys(await signIn(await createAccount({ role: "admin" })), ["due.a"]);
});
// What a later file's set-up drops should hold no task of these.
afterAll(clearTasks);

const NOW = new Date("2030-03-09T06:00:00Z");
const create = async (due: string | null) =>
  ok<Task>(
    await tasksApi(reviewer, "POST", "", {
      kind: "translate",
      locale: "pl",
      filter: { q: "due.a" },
      assignees: [translatorAccount.id, reviewerAccount.id],
      due,
    }),
    201,
  );
const dueNotes = async (id: number) => (await notificationsOf(id)).filter((n) => n.kind === "task-due");

describe("notifyDueTasks", () => {
  it("tells every assignee of an open task due tomorrow, once, with the product as the actor", async () => {
    const tomorrow = await create("2030-03-10");
    await create("2030-03-11");
    await create(null);
    const closed = await create("2030-03-10");
    await ok(await tasksApi(reviewer, "POST", `/${closed.id}/close`, { version: closed.version }));

    expect(await notifyDueTasks(env.DB, NOW)).toBe(1);
    const told = await dueNotes(translatorAccount.id);
    expect(told).toEqual([
      {
        kind: "task-due",
        actor: null,
        locale: "pl",
        data: expect.objectContaining({ taskId: tomorrow.id, due: "2030-03-10", total: 1 }),
      },
    ]);
    // The creator is an assignee too: the product, not they, tells them.
    expect(await dueNotes(reviewerAccount.id)).toHaveLength(1);
    // A second run the same day tells nobody again.
    expect(await notifyDueTasks(env.DB, new Date("2030-03-09T18:00:00Z"))).toBe(0);
    expect(await dueNotes(translatorAccount.id)).toHaveLength(1);
  });

  it("tells again when the due date moves", async () => {
    const task = await create("2030-03-10");
    await notifyDueTasks(env.DB, NOW);
    await ok(await tasksApi(reviewer, "PATCH", `/${task.id}`, { version: task.version, due: "2030-03-11" }));
    expect(await notifyDueTasks(env.DB, new Date("2030-03-10T06:00:00Z"))).toBe(1);
    expect(await dueNotes(translatorAccount.id)).toHaveLength(2);
  });

  it("runs from the worker's daily cron, before the digests that email it", async () => {
    const task = await create("2030-03-10");
    const controller = createScheduledController({ scheduledTime: NOW.getTime(), cron: "0 7 * * *" });
    await worker.scheduled(controller, env as never);
    expect((await dueNotes(translatorAccount.id)).map((n) => n.data)).toEqual([
      expect.objectContaining({ taskId: task.id, due: "2030-03-10" }),
    ]);
  });
});
