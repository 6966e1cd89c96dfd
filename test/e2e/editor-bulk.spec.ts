import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { signedInContext } from "./auth-helpers";
import { accounts, openEditor, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Keys of their own for each run: the bulk action changes only the keys the filters select. */
const prefix = `e2eBulk${Date.now().toString(36)}`;
const names = ["one", "two", "three"].map((n) => `${prefix}.${n}`);

/** The German translations of this run's keys that are reviewed (their version approved). */
async function reviewedGerman(page: Page): Promise<number> {
  return page.evaluate(async (q) => {
    const query = new URLSearchParams({ q, state: "reviewed", stateLocale: "de", locales: "de" });
    return (await (await fetch(`/api/admin/translations?${query}`)).json()).total;
  }, prefix);
}

test.beforeAll(async ({ browser }, info) => {
  // The admin's edits need review: the reviewer's filter "needs review in German" shows all three.
  const { context, page } = await signedInContext(browser, info.project.use.baseURL, accounts.admin);
  for (const [i, name] of names.entries()) {
    expect(await translationsCall(page, "POST", "/keys", { name, description: "" })).toBe(201);
    await setCell(page, name, "de", `Satz Nummer ${i + 1}`);
  }
  await context.close();
});

test.afterAll(async ({ browser }, info) => {
  const { context, page } = await signedInContext(browser, info.project.use.baseURL, accounts.admin);
  for (const name of names) await translationsCall(page, "DELETE", `/keys/${name}`, {});
  await context.close();
});

test("A reviewer approves everything a filter shows in one action, then undoes it", async ({ page }) => {
  await openEditor(page, accounts.reviewer, `?q=${prefix}&state=needs-review&stateLocale=de&cols=de`);
  await expect(page.getByRole("row", { name: new RegExp(names[2] as string) })).toBeVisible();
  await page.getByRole("button", { name: "Bulk…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Bulk action" });
  await expect(dialog.getByLabel("Action")).toHaveValue("approve");
  await expect(dialog.getByLabel("Language")).toHaveValue("de");
  await expect(dialog.getByRole("status")).toContainText("3 translations would be approved.");
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 800 });

  await dialog.getByRole("button", { name: "Approve: 3" }).click();
  await expect(dialog.getByRole("status")).toContainText("3 translations were approved.");
  expect(await reviewedGerman(page)).toBe(3);
  // The run's button is gone: focus is on Close, the main button now; Undo… is the second choice.
  const close = dialog.locator(".dialog-actions").getByRole("button", { name: "Close", exact: true });
  await expect(close).toBeFocused();
  await expect(close).toHaveClass(/button-primary/);
  await expect(dialog.getByRole("button", { name: "Undo…" })).not.toHaveClass(/button-danger|button-primary/);

  await dialog.getByRole("button", { name: "Undo…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo a bulk approve?" });
  await expect(undo.getByRole("row", { name: new RegExp(`${names[0]} de .*approval is withdrawn`) })).toBeVisible();
  await undo.getByRole("button", { name: "Undo (3 texts)" }).click();
  await expect(undo.getByRole("status")).toHaveText("Undone: 3 texts restored.");
  expect(await reviewedGerman(page)).toBe(0);
});
