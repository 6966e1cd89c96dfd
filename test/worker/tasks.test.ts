import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Task } from "../../common/contracts/tasks";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { seedStore } from "./store-helpers";
import { addKeys, clearTasks, notificationsOf, ok, tasksApi } from "./tasks-helpers";
import { addEndpoint, deliveryRows, resetWebhooks } from "./webhooks-helpers";

/**
 * Issue 37, item 4 (docs/decisions/0078): who may create, see, close and reopen a task, who may be
 * assigned one, what its assignees are told, and the webhooks it emits.
 */
let admin: string;
let adminAccount: AccountRow;
let reviewer: string;
let reviewerAccount: AccountRow;
let translator: string;
let translatorAccount: AccountRow;
let germanOnly: AccountRow;
let disabled: AccountRow;

beforeAll(async () => {
  adminAccount = await createAccount({ role: "admin" });
  admin = await signIn(adminAccount);
  reviewerAccount = await createAccount({ role: "reviewer", locales: ["pl"] });
  reviewer = await signIn(reviewerAccount);
  translatorAccount = await createAccount({ role: "translator", locales: ["pl"] });
  translator = await signIn(translatorAccount);
  germanOnly = await createAccount({ role: "translator", locales: ["de"] });
  disabled = await createAccount({ role: "translator", disabled: true });
});
beforeEach(async () => {
  await seedStore();
  await resetWebhooks();
  await clearTasks();
  await addKeys(admin, ["checkout.pay", "checkout.total"]);
});
// What a later file's set-up drops should hold no task of these.
afterAll(clearTasks);

const checkoutTask = (assignees: number[], extra: object = {}) => ({
  kind: "translate",
  locale: "pl",
  filter: { q: "checkout." },
  assignees,
  ...extra,
});

describe("creating a task", () => {
  it("resolves the list's filter to its keys and answers the task with its total", async () => {
    const task = await ok(
      await tasksApi(
        reviewer,
        "POST",
        "",
        checkoutTask([translatorAccount.id], { due: "2030-01-31", description: "Checkout" }),
      ),
      201,
    );
    expect(task).toMatchObject({
      kind: "translate",
      locale: "pl",
      due: "2030-01-31",
      description: "Checkout",
      createdBy: reviewerAccount.email,
      closedAt: null,
      version: 1,
      total: 2,
      done: 0,
      assignees: [{ id: translatorAccount.id, email: translatorAccount.email }],
    });
    expect(await ok(await tasksApi(translator, "GET", `/${task.id}`))).toEqual(task);
  });

  it("refuses a translator (403), and a reviewer outside their locales (403)", async () => {
    const byTranslator = await tasksApi(translator, "POST", "", checkoutTask([translatorAccount.id]));
    expect(byTranslator.status).toBe(403);
    const elsewhere = await tasksApi(reviewer, "POST", "", { ...checkoutTask([adminAccount.id]), locale: "de" });
    expect(elsewhere.status).toBe(403);
  });

  it("refuses an assignee who may not work in the locale, a disabled or unknown account, naming assignees", async () => {
    for (const id of [germanOnly.id, disabled.id, 999_999]) {
      const res = await tasksApi(admin, "POST", "", checkoutTask([id]));
      expect((await problemOf(res, 400)).errors?.[0]?.path).toBe("assignees");
    }
    // An admin and a translator without a list of locales may be assigned anywhere.
    const everywhere = await createAccount({ role: "translator" });
    await ok(await tasksApi(reviewer, "POST", "", checkoutTask([adminAccount.id, everywhere.id])), 201);
  });

  it("refuses a filter that selects no keys, naming filter, and an invalid body field by field", async () => {
    const none = await tasksApi(admin, "POST", "", { ...checkoutTask([adminAccount.id]), filter: { q: "zzz-none" } });
    expect((await problemOf(none, 400)).errors?.[0]?.path).toBe("filter");
    const bad = await tasksApi(admin, "POST", "", { ...checkoutTask([]), kind: "proofread", due: "2030-02-30" });
    const paths = (await problemOf(bad, 400)).errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["kind", "assignees", "due"]));
  });

  it("keeps its fixed list of keys: a key added later is not in the task, nor in the list filtered to it", async () => {
    const task = await ok(await tasksApi(admin, "POST", "", checkoutTask([translatorAccount.id])), 201);
    await addKeys(admin, ["checkout.later"]);
    expect((await ok(await tasksApi(admin, "GET", `/${task.id}`))).total).toBe(2);
    const list = await ok<{ items: { name: string }[]; total: number }>(
      await translationsApi(admin, "GET", `?task=${task.id}`),
    );
    expect(list.items.map((k) => k.name).sort()).toEqual(["checkout.pay", "checkout.total"]);
    expect(list.total).toBe(2);
  });
});

describe("notifications and webhooks", () => {
  it("tells each assignee in the same write, never the creator", async () => {
    const task = await ok(
      await tasksApi(reviewer, "POST", "", checkoutTask([translatorAccount.id, reviewerAccount.id])),
      201,
    );
    expect(await notificationsOf(translatorAccount.id)).toEqual([
      {
        kind: "task-assigned",
        actor: reviewerAccount.email,
        locale: "pl",
        data: expect.objectContaining({ taskId: task.id, title: "Translate 2 keys into pl", total: 2 }),
      },
    ]);
    expect(await notificationsOf(reviewerAccount.id)).toEqual([]);
  });

  it("tells only the accounts a change adds", async () => {
    const task = await ok(await tasksApi(admin, "POST", "", checkoutTask([translatorAccount.id])), 201);
    const changed = await ok(
      await tasksApi(admin, "PATCH", `/${task.id}`, {
        version: task.version,
        assignees: [translatorAccount.id, reviewerAccount.id],
      }),
    );
    expect(changed.assignees.map((a) => a.id).sort()).toEqual([translatorAccount.id, reviewerAccount.id].sort());
    expect(await notificationsOf(translatorAccount.id)).toHaveLength(1);
    expect((await notificationsOf(reviewerAccount.id)).map((n) => n.kind)).toEqual(["task-assigned"]);
    const stale = await tasksApi(admin, "PATCH", `/${task.id}`, { version: task.version, description: "x" });
    expect(stale.status).toBe(409);
  });

  it("emits task.created and, when closed, task.completed", async () => {
    const created = await addEndpoint(admin, ["task.created"]);
    const completed = await addEndpoint(admin, ["task.completed"]);
    const task = await ok(await tasksApi(admin, "POST", "", checkoutTask([translatorAccount.id])), 201);
    await ok(await tasksApi(admin, "POST", `/${task.id}/close`, { version: task.version }));
    const [onCreate] = (await deliveryRows(created.endpoint.id)).map((r) => JSON.parse(r.payload));
    expect(onCreate).toMatchObject({
      type: "task.created",
      data: {
        task: { id: task.id, kind: "translate", locale: "pl", total: 2, done: 0, assignees: [translatorAccount.email] },
        createdBy: adminAccount.email,
        links: { task: expect.stringMatching(new RegExp(`/api/admin/tasks/${task.id}$`)) },
      },
    });
    const [onClose] = (await deliveryRows(completed.endpoint.id)).map((r) => JSON.parse(r.payload));
    expect(onClose).toMatchObject({
      type: "task.completed",
      data: { task: { id: task.id }, closedBy: adminAccount.email },
    });
  });
});

describe("seeing, closing and reopening", () => {
  let task: Task;
  beforeEach(async () => {
    task = await ok(await tasksApi(reviewer, "POST", "", checkoutTask([translatorAccount.id])), 201);
  });

  it("lists a translator's own tasks (assignee=me) and hides the rest", async () => {
    const mine = await ok<{ tasks: Task[] }>(await tasksApi(translator, "GET", "?assignee=me"));
    expect(mine.tasks.map((t) => t.id)).toContain(task.id);
    const other = await signIn(germanOnly);
    expect((await ok<{ tasks: Task[] }>(await tasksApi(other, "GET", ""))).tasks).toEqual([]);
    expect((await tasksApi(other, "GET", `/${task.id}`)).status).toBe(404);
    expect((await tasksApi(other, "POST", `/${task.id}/close`, { version: 1 })).status).toBe(404);
  });

  it("filters an admin's list by locale, assignee and state", async () => {
    const ids = async (query: string) =>
      (await ok<{ tasks: Task[] }>(await tasksApi(admin, "GET", query))).tasks.map((t) => t.id);
    expect(await ids("?locale=pl")).toContain(task.id);
    expect(await ids("?locale=de")).not.toContain(task.id);
    expect(await ids(`?assignee=${translatorAccount.id}`)).toContain(task.id);
    expect(await ids(`?assignee=${adminAccount.id}`)).not.toContain(task.id);
    expect(await ids("?state=closed")).not.toContain(task.id);
    expect((await tasksApi(admin, "GET", "?state=later")).status).toBe(400);
  });

  it("lets the assignee close their task but not reopen or change it; the reviewer reopens it", async () => {
    const closed = await ok(await tasksApi(translator, "POST", `/${task.id}/close`, { version: task.version }));
    expect(closed).toMatchObject({ closedBy: translatorAccount.email, version: 2 });
    expect(closed.closedAt).toEqual(expect.any(String));
    expect((await tasksApi(translator, "POST", `/${task.id}/reopen`, { version: 2 })).status).toBe(403);
    expect((await tasksApi(translator, "PATCH", `/${task.id}`, { version: 2, description: "x" })).status).toBe(403);
    const reopened = await ok(await tasksApi(reviewer, "POST", `/${task.id}/reopen`, { version: 2 }));
    expect(reopened).toMatchObject({ closedAt: null, closedBy: null, version: 3 });
  });

  it("answers 409 with the current task on a stale version", async () => {
    const res = await tasksApi(reviewer, "POST", `/${task.id}/close`, { version: task.version + 5 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { current: Task }).current.id).toBe(task.id);
  });

  it("lists who may be assigned in a locale, for those who may create tasks there", async () => {
    const { accounts } = await ok<{ accounts: { id: number }[] }>(
      await tasksApi(reviewer, "GET", "/assignable?locale=pl"),
    );
    const ids = accounts.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([adminAccount.id, translatorAccount.id, reviewerAccount.id]));
    expect(ids).not.toContain(germanOnly.id);
    expect(ids).not.toContain(disabled.id);
    expect((await tasksApi(translator, "GET", "/assignable?locale=pl")).status).toBe(403);
  });
});
