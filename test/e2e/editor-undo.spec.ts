import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, openEditor, readTranslation } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** The h1 of a public page as a visitor gets it on the next request. */
async function publicTitle(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return html.match(/<h1[^>]*>([^<]*)</)?.[1];
}

async function importFile(page: Page, file: object) {
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import translations" });
  await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
    name: "de.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await dialog.getByRole("button", { name: "Preview changes" }).click();
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Imported: 2 texts written.");
  return dialog;
}

test("An admin imports a file in the editor and undoes the whole import in one action: the texts are back", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  const title = (await readTranslation(page, "home.title", "de")) as string;
  const dialog = await importFile(page, {
    home: { title: "Titel aus dem Import" },
    e2eUndo: { note: "Neu aus dem Import" },
  });
  expect(await publicTitle(page, "/de")).toBe("Titel aus dem Import");

  // The import is the newest in the list; "Undo import…" previews every cell it restores.
  const recent = dialog.getByRole("region", { name: "Recent imports" });
  const newest = recent.getByRole("listitem").first();
  await expect(newest).toContainText("imported de.json: 2 texts in de");
  await newest.getByRole("button", { name: "Undo import…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo the import of de.json?" });
  await expect(undo.getByRole("row", { name: `home.title de Titel aus dem Import ${title} Restored` })).toBeVisible();
  await expect(
    undo.getByRole("row", { name: "e2eUndo.note de Neu aus dem Import (empty) Restored (emptied)" }),
  ).toBeVisible();
  await expect(undo.getByRole("note")).toContainText("1 live text was empty before the import and will be emptied");
  expect(await seriousViolations(page)).toEqual([]);

  await undo.getByRole("button", { name: "Undo import (2 texts)" }).click();
  // The key the import created, untouched since, goes with it (issue 26).
  await expect(undo.getByRole("status")).toHaveText("Import undone: 2 texts restored; 1 key it created removed.");
  await expect(undo.getByRole("button", { name: /^Undo import/ })).toHaveCount(0);
  await undo.getByRole("button", { name: "Close" }).click();
  await expect(newest).toContainText("Undone by");
  await expect(newest.getByRole("button", { name: "Undo import…" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("searchbox", { name: "Search keys and texts" }).fill("home.title");
  await expect(cell(page, "home.title", "de")).toContainText(title);
  expect((await page.request.get("/api/admin/translations/keys/e2eUndo.note")).status()).toBe(404);
  expect(await publicTitle(page, "/de")).toBe(title);
});

test("On a 375 px phone the undo preview fits the screen; a revert that empties a live text says so first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openEditor(page, accounts.admin, "?cols=de");
  const dialog = await importFile(page, {
    e2eUndo: { phone: "Vom Telefon", note: "Noch einmal neu" },
  });
  // The list refreshes after the import: its newest entry is this one, not yet undone.
  const newest = dialog.getByRole("region", { name: "Recent imports" }).getByRole("listitem").first();
  await expect(newest).not.toContainText("Undone by");
  await expect(newest).toContainText("imported de.json: 2 texts in de");
  await newest.getByRole("button", { name: "Undo import…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo the import of de.json?" });
  await expect(undo.getByRole("row", { name: /^e2eUndo\.phone de Vom Telefon/ })).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(await seriousViolations(page)).toEqual([]);
  await undo.getByRole("button", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Reverting the import of one cell from its history: the confirmation warns that it empties the text.
  await page.getByRole("searchbox", { name: "Search keys and texts" }).fill("e2eUndo.phone");
  await page
    .locator('[role=row][data-key="e2eUndo.phone"]')
    .getByRole("button", { name: "History and key actions" })
    .click();
  const details = page.getByRole("dialog", { name: "Key e2eUndo.phone" });
  await details.getByRole("button", { name: "Revert to the text before…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revert this change?" });
  await expect(confirm).toContainText("Live now");
  await expect(confirm.getByRole("note")).toContainText("This empties the live German text");
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Empty the German text" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(details.getByRole("listitem").filter({ hasText: "reverted Deutsch" })).toBeVisible();
  expect(await readTranslation(page, "e2eUndo.phone", "de")).toBeNull();
});
