import { accounts, cell, openEditor, readTranslation } from "./editor-helpers";
import { expect, test } from "./fixtures";

test("An admin previews an unsaved German draft from the editor; nothing is published", async ({
  page,
  context,
  browser,
}) => {
  await openEditor(page, accounts.admin, "?q=home.title&cols=de");
  const published = (await readTranslation(page, "home.title", "de")) as string;
  const draft = "Willkommen in der Vorschau";

  await cell(page, "home.title", "de").click();
  await page.getByRole("textbox", { name: "Deutsch text of home.title" }).fill(draft);
  await expect(cell(page, "home.title", "de")).toContainText("Unsaved");

  const [previewTab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: /Preview Deutsch/ }).click(),
  ]);
  await previewTab.waitForLoadState();
  await expect(previewTab.getByRole("heading", { level: 1 })).toHaveText(draft);
  await expect(previewTab.getByText(/not published/i).first()).toBeVisible();

  // A visitor, and the database, still have the published text.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(previewTab.url());
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(published);
  await visitor.close();
  expect(await readTranslation(page, "home.title", "de")).toBe(published);
  await previewTab.close();
});
