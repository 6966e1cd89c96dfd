import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { cell, openEditor, translationsCall } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";

/**
 * Issue 37, item 4 (docs/decisions/0078): a Polish reviewer hands the new checkout strings to a
 * Polish translator as a task; the translator finds it under "My tasks", opens the editor filtered
 * to it, translates both strings while the bar counts them, and closes the task.
 */

/** Calls the admin API in the page's session (`/api/admin{path}`); answers the status and the body. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/admin${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    { method, path, body },
  );
}

/** A Polish account of `role` that chose its own password (people-helpers.ts). */
const polishAccount = (admin: Page, role: "reviewer" | "translator") =>
  personWithOwnPassword(admin, { prefix: `${role}-pl`, role, locales: ["pl"] });

test("A reviewer assigns the new Polish strings to a translator, who finishes the task from My tasks", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const baseURL = test.info().project.use.baseURL;
  const prefix = `checkout.task${Date.now().toString(36)}`;
  const keys = [`${prefix}.pay`, `${prefix}.total`];

  // The admin brings in a Polish reviewer and translator, and two new strings with their source.
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const reviewer = await polishAccount(page, "reviewer");
  const translator = await polishAccount(page, "translator");
  for (const name of keys) {
    expect((await api(page, "POST", "/translations/keys", { name })).status).toBe(201);
    expect(
      await translationsCall(page, "PUT", `/keys/${name}/values/sk`, { text: `Zaplatiť ${name}`, version: 0 }),
    ).toBe(200);
  }

  // The reviewer filters the editor to the new strings missing in Polish and creates the task.
  const reviewing = await browser.newContext({ baseURL });
  try {
    const mine = await reviewing.newPage();
    await openEditor(mine, reviewer as never, `?q=${prefix}&missing=pl&cols=pl`);
    await waitForHydration(mine);
    await mine.getByRole("button", { name: "Create task" }).click();
    const dialog = mine.getByRole("dialog", { name: "Create task" });
    await dialog.getByLabel("Kind").selectOption("translate");
    await dialog.getByLabel("Language").selectOption("pl");
    await dialog.getByRole("checkbox", { name: new RegExp(translator.email) }).check();
    await dialog.getByLabel("Due date (optional)").fill("2030-05-31");
    await dialog.getByLabel("Description (optional)").fill("New checkout strings");
    await axeAtBothWidths(mine);
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(dialog.getByRole("status")).toContainText("Task created: New checkout strings.");
  } finally {
    await reviewing.close();
  }

  // The translator finds it under My tasks, with its progress and due date.
  const translating = await browser.newContext({ baseURL });
  try {
    const work = await translating.newPage();
    await signIn(work, translator);
    await work.goto("/admin");
    await waitForHydration(work);
    const tasks = work.getByRole("region", { name: "My tasks" });
    await expect(tasks).toContainText("Translate · Polski (pl) · Due May 31, 2030");
    await expect(tasks).toContainText("0 of 2 done");
    await axeAtBothWidths(work);
    await tasks.getByRole("link", { name: "New checkout strings" }).click();

    // The editor shows the task's keys and its progress; each save counts.
    const bar = work.getByRole("region", { name: "Current task", exact: true });
    await expect(bar).toContainText("Task: New checkout strings");
    await expect(bar).toContainText("0 of 2 done");
    await expect(work.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    for (const [i, name] of keys.entries()) {
      const target = cell(work, name, "pl");
      await target.click();
      const text = work.getByRole("textbox", { name: `Polski text of ${name}` });
      await text.fill(i === 0 ? "Zapłać" : "Razem");
      await text.press("Control+Enter");
      await expect(target).toContainText("Saved");
      await expect(bar).toContainText(`${i + 1} of 2 done`);
    }
    await expect(bar).toContainText("Everything is done.");
    await axeAtBothWidths(work);
    await bar.getByRole("button", { name: "Close the task" }).click();
    await expect(bar).toContainText("This task is closed.");

    await work.goto("/admin");
    await expect(work.getByRole("region", { name: "My tasks" })).toContainText("No open tasks are assigned to you.");
  } finally {
    await translating.close();
  }

  // The admin's list has it among the closed tasks.
  await page.goto("/admin/tasks?state=closed&locale=pl");
  await waitForHydration(page);
  await expect(page.getByRole("list").filter({ hasText: "New checkout strings" })).toContainText("2 of 2 done");
  await axeAtBothWidths(page);
  for (const name of keys) await translationsCall(page, "DELETE", `/keys/${name}`, {});
});
