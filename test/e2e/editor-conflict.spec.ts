import { accounts, cell, openEditor, readTranslation, setCell } from "./editor-helpers";
import { expect, test } from "./fixtures";

test("Two admins edit the same cell: the second sees both texts, can keep either, and nothing is lost", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const key = "error.notFoundTitle";
  const search = `?q=${key}&cols=de`;
  await openEditor(page, accounts.admin, search);
  const original = (await readTranslation(page, key, "de")) as string;
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  second.on("console", (msg) => msg.type() === "error" && consoleErrors.push(`second admin: ${msg.text()}`));
  second.on("pageerror", (error) => consoleErrors.push(`second admin: ${error.message}`));
  await openEditor(second, accounts.admin, search);

  // Both start editing the same text; the other admin saves first.
  await cell(page, key, "de").click();
  await page.getByRole("textbox", { name: `Deutsch text of ${key}` }).fill("Seite fehlt (A)");
  await cell(second, key, "de").click();
  await second.getByRole("textbox", { name: `Deutsch text of ${key}` }).fill("Seite fehlt (B)");
  await second.keyboard.press("Control+Enter");
  await expect(cell(second, key, "de")).toContainText("Saved");

  // This save meets the newer version: both texts are shown, nothing is written.
  await page.keyboard.press("Control+Enter");
  const conflict = cell(page, key, "de").getByRole("group");
  await expect(conflict).toContainText("Changed by admin@polyglot.test");
  await expect(conflict).toContainText("Seite fehlt (A)");
  await expect(conflict).toContainText("Seite fehlt (B)");
  expect(await readTranslation(page, key, "de")).toBe("Seite fehlt (B)");

  // Take theirs: the other text shows, the draft is gone.
  await conflict.getByRole("button", { name: "Take theirs" }).click();
  await expect(cell(page, key, "de")).toContainText("Seite fehlt (B)");
  await expect(cell(page, key, "de")).not.toContainText("Unsaved");

  // The other way round: the second admin's stale edit, then "Keep mine".
  await cell(second, key, "de").click();
  await second.getByRole("textbox", { name: `Deutsch text of ${key}` }).fill("Seite fehlt (B2)");
  await cell(page, key, "de").click();
  await page.getByRole("textbox", { name: `Deutsch text of ${key}` }).fill("Seite fehlt (A2)");
  await page.keyboard.press("Control+Enter");
  await expect(cell(page, key, "de")).toContainText("Saved");
  await second.keyboard.press("Control+Enter");
  const secondConflict = cell(second, key, "de").getByRole("group");
  await expect(secondConflict).toContainText("Seite fehlt (A2)");
  await secondConflict.getByRole("button", { name: "Keep mine" }).click();
  await expect(cell(second, key, "de")).toContainText("Saved");
  expect(await readTranslation(page, key, "de")).toBe("Seite fehlt (B2)");

  // Every text is in the key's history.
  await second
    .locator(`[role=row][data-key="${key}"]`)
    .getByRole("button", { name: "History and key actions" })
    .click();
  const history = second.getByRole("dialog", { name: `Key ${key}` });
  for (const text of ["Seite fehlt (B)", "Seite fehlt (A2)", "Seite fehlt (B2)"]) {
    await expect(history.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await history.getByRole("button", { name: "Close" }).click();
  await expect(history).toHaveCount(0);

  await other.close();
  await setCell(page, key, "de", original);

  // Chromium logs each 409 answer as a failed resource; those two were the point of this story.
  const conflicts = consoleErrors.filter((e) => e.includes("status of 409 (Conflict)"));
  expect(conflicts).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !conflicts.includes(e)));
});
