import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionAccount } from "../../common/auth";
import type { Task } from "../../common/contracts/tasks";
import { createTask } from "../../worker/services/tasks/create";
import { readTask } from "../../worker/services/tasks/read";
import { writeImport } from "../../worker/services/translations/import-translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { fullReads, queryPlan, recordingD1 } from "./d1-recorder";
import { seedStore } from "./store-helpers";
import { addKeys, cellOf, clearTasks, ok, saveText, tasksApi } from "./tasks-helpers";

/**
 * A task's progress (docs/decisions/0078) is read from its keys' translations at read time, never
 * stored: "translate" counts a text that is there, not outdated and not sent back; "review" a text
 * reviewed at its current version. For 1,000 keys it is one statement through indexes.
 */
let admin: string;
let adminAccount: SessionAccount;
let reviewer: string;

beforeAll(async () => {
  const account = await createAccount({ role: "admin" });
  adminAccount = { id: account.id, email: account.email, role: "admin", locales: null };
  admin = await signIn(account);
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["pl"] }));
});
beforeEach(async () => {
  await seedStore();
  await clearTasks();
});
// What a later file's set-up drops should hold no task of these.
afterAll(clearTasks);

const progress = async (id: number) => {
  const task = await ok<Task>(await tasksApi(admin, "GET", `/${id}`));
  return `${task.done}/${task.total}`;
};

describe("progress", () => {
  it("translate: a text counts once there, not while outdated or sent back", async () => {
    await addKeys(admin, ["cart.a", "cart.b", "cart.c"]);
    const task = await ok<Task>(
      await tasksApi(admin, "POST", "", {
        kind: "translate",
        locale: "pl",
        filter: { q: "cart." },
        assignees: [adminAccount.id],
      }),
      201,
    );
    expect(await progress(task.id)).toBe("0/3");
    await saveText(admin, "cart.a", "pl", "Koszyk A");
    await saveText(admin, "cart.b", "pl", "Koszyk B");
    expect(await progress(task.id)).toBe("2/3");
    // The source changes: cart.a's Polish text is outdated until someone looks at it again.
    await saveText(admin, "cart.a", "sk", "Nový zdroj");
    expect((await cellOf(admin, "cart.a", "pl"))?.outdatedSource).toBeTruthy();
    expect(await progress(task.id)).toBe("1/3");
    // A reviewer sends cart.b back: its translator has work to do again.
    const b = await cellOf(admin, "cart.b", "pl");
    await ok(
      await translationsApi(reviewer, "POST", "/keys/cart.b/values/pl/request-changes", {
        version: b?.version,
        reason: "Shorter",
      }),
      200,
    );
    expect(await progress(task.id)).toBe("0/3");
    await saveText(admin, "cart.b", "pl", "Koszyk");
    expect(await progress(task.id)).toBe("1/3");
  });

  it("review: a text counts when reviewed at its current version; a new save takes it back", async () => {
    await addKeys(admin, ["cart.a", "cart.b"]);
    await saveText(admin, "cart.a", "pl", "Koszyk A");
    await saveText(admin, "cart.b", "pl", "Koszyk B");
    const task = await ok<Task>(
      await tasksApi(reviewer, "POST", "", {
        kind: "review",
        locale: "pl",
        filter: { q: "cart." },
        assignees: [adminAccount.id],
      }),
      201,
    );
    expect(await progress(task.id)).toBe("0/2");
    const a = await cellOf(admin, "cart.a", "pl");
    await ok(await translationsApi(reviewer, "POST", "/keys/cart.a/values/pl/approve", { version: a?.version }));
    expect(await progress(task.id)).toBe("1/2");
    await saveText(admin, "cart.a", "pl", "Koszyk A2");
    expect(await progress(task.id)).toBe("0/2");
  });

  it("reads 1,000 keys' progress in one statement that scans no table", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      { key: `bulk.k${String(i).padStart(4, "0")}`, locale: "sk", text: `Zdroj ${i}` },
      ...(i % 4 === 0 ? [{ key: `bulk.k${String(i).padStart(4, "0")}`, locale: "pl", text: `Tekst ${i}` }] : []),
    ]).flat();
    await writeImport(env.DB, rows, "test");
    const created = await createTask(
      env.DB,
      {
        kind: "translate",
        locale: "pl",
        filter: { q: "bulk.k" },
        assignees: [adminAccount.id],
        due: null,
        description: "",
      },
      adminAccount,
    );
    expect(created.total).toBe(1000);
    const { db, ran } = recordingD1();
    const task = await readTask(db, created.id);
    expect(task).toMatchObject({ done: 250, total: 1000 });
    expect(ran).toHaveLength(1);
    const plan = await queryPlan(env.DB, ran[0] as (typeof ran)[number]);
    expect(fullReads(ran[0]?.sql ?? "", plan)).toEqual([]);
    // Nor task_keys, tasks or users as a whole.
    expect(plan.filter((step) => /^SCAN (t|tk|a|u|tasks|task_keys)\b/.test(step))).toEqual([]);
  });
});
