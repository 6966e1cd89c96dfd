import { readFileSync } from "node:fs";
import { accounts, cell, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

test("An admin adds a key, saves a text with an argument warning, reverts it, renames and deletes the key", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");

  await page.getByRole("button", { name: "Add key" }).click();
  const add = page.getByRole("dialog", { name: "Add a key" });
  await add.getByLabel("Name").fill("e2eKeys.welcome");
  await add.getByLabel("Description for translators (optional)").fill("The welcome banner");
  await add.getByLabel("Slovak text (optional)").fill("Ahoj {name}");
  await add.getByRole("button", { name: "Add key" }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveValue("e2eKeys.welcome");
  const row = page.locator('[role=row][data-key="e2eKeys.welcome"]');
  await expect(row.getByRole("rowheader")).toContainText("The welcome banner");
  await expect(cell(page, "e2eKeys.welcome", "de")).toContainText("Missing, visitors see: Ahoj {name}");

  // A missing argument is a warning, checked while typing; saving is allowed and the text is served.
  await cell(page, "e2eKeys.welcome", "de").click();
  await page.getByRole("textbox", { name: "Deutsch text of e2eKeys.welcome" }).fill("Hallo");
  await expect(cell(page, "e2eKeys.welcome", "de")).toContainText(
    // A sentence (issue 26), its position also read out in words by a screen reader.
    /Warning 1:1 at line 1, column 1: The source uses \{name\}, this message does not\./,
  );
  await page.keyboard.press("Control+Enter");
  await expect(cell(page, "e2eKeys.welcome", "de")).toContainText("Saved");
  await expect(cell(page, "e2eKeys.welcome", "de")).toContainText(/Warning 1:1 .*The source uses \{name\}/);
  await expect(cell(page, "e2eKeys.welcome", "de")).not.toContainText("Not published");

  // History: revert the German edit.
  await row.getByRole("button", { name: "History and key actions" }).click();
  const details = page.getByRole("dialog", { name: "Key e2eKeys.welcome" });
  await expect(details.getByRole("listitem").filter({ hasText: "edited Deutsch" })).toContainText("Hallo");
  await details
    .getByRole("listitem")
    .filter({ hasText: "edited Deutsch" })
    .getByRole("button", { name: "Revert to the text before…" })
    .click();
  // The cell was empty before: the confirmation says the revert empties the live text.
  const revertConfirm = page.getByRole("alertdialog", { name: "Revert this change?" });
  await expect(revertConfirm.getByRole("note")).toContainText("This empties the live German text");
  await revertConfirm.getByRole("button", { name: "Empty the German text" }).click();
  await expect(details.getByRole("listitem").filter({ hasText: "reverted Deutsch" })).toBeVisible();
  await expect(cell(page, "e2eKeys.welcome", "de")).toContainText("Missing, visitors see");

  // Rename, then delete after confirming.
  await details.getByLabel("Name").fill("e2eKeys.greeting");
  await details.getByRole("button", { name: "Rename" }).click();
  const renamed = page.getByRole("dialog", { name: "Key e2eKeys.greeting" });
  await expect(renamed).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("e2eKeys.greeting");
  await renamed.getByRole("button", { name: "Delete key…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete e2eKeys.greeting?" });
  await confirm.getByRole("button", { name: "Delete e2eKeys.greeting" }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText("No keys match these filters.")).toBeVisible();

  // Export: a download of one locale.
  await page.locator("summary", { hasText: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "de: Deutsch, JSON, nested" }).click();
  const file = JSON.parse(readFileSync((await (await download).path()) as string, "utf8"));
  expect(file.home.title).toBeTruthy();
  expect(file.e2eKeys).toBeUndefined();
});
