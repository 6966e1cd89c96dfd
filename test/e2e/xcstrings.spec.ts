import { readFileSync } from "node:fs";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, cellVersion, openEditor, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Issue 40, item 3 (docs/decisions/0092-apple-string-catalogs.md). */
const KEY = "home.highlights.edge.title";
const CHANGED = "Überall blitzschnell";

test("An admin exports every language as an Apple String Catalog, a developer changes one German text, and the import refuses only a bad key", async ({
  page,
}, testInfo) => {
  // The file holds the whole store (13,000 texts in ten languages): its preview and import take a while.
  test.setTimeout(180_000);
  await openEditor(page, accounts.admin, "?cols=de");
  await page.locator("summary", { hasText: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "All languages, Apple String Catalog" }).click();
  const file = await download;
  const catalog = readFileSync((await file.path()) as string, "utf8");
  expect(file.suggestedFilename()).toMatch(/\.xcstrings$/);
  expect(catalog.startsWith('{\n  "sourceLanguage" : "sk",\n  "strings" : {')).toBe(true);
  const strings = JSON.parse(catalog).strings;
  const original = strings[KEY].localizations.de.stringUnit.value as string;
  expect(original).toBeTruthy();

  // A developer edits the German text in Xcode and adds a sentence key the store cannot hold.
  const edited = JSON.parse(catalog);
  edited.strings[KEY].localizations.de.stringUnit = { state: "translated", value: CHANGED };
  edited.strings["Tap to start."] = { localizations: { de: { stringUnit: { state: "translated", value: "Los." } } } };
  try {
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import translations" });
    await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
      name: "Localizable.xcstrings",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(edited, null, 2)),
    });
    await expect(dialog.getByLabel("Format")).toHaveValue("xcstrings");
    await dialog.getByRole("button", { name: "Preview changes" }).click();
    // The whole store comes back (13,000 texts): only the one German text changed.
    await expect(dialog.getByTestId("import-changed")).toHaveText("1", { timeout: 60_000 });
    await expect(dialog.getByTestId("import-added")).toHaveText("0");
    const refused = dialog.getByTestId("import-refused");
    await expect(refused).toContainText("1 entry of the file was refused; the rest is imported:");
    await expect(refused).toContainText('strings["Tap to start."]: the key must not have an empty segment');
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      await refused.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`xcstrings-preview-${width}.png`) });
      // The refused list stays inside the dialog: no sideways scroll.
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole("button", { name: "Apply import" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Imported: 1 text written.", { timeout: 60_000 });
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("searchbox", { name: "Search keys and texts" }).fill(KEY);
    await expect(cell(page, KEY, "de")).toContainText(CHANGED);
    await expect(cell(page, KEY, "de")).toContainText("Needs review");
  } finally {
    await setCell(page, KEY, "de", original);
    const version = await cellVersion(page, KEY, "de");
    expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version })).toBe(200);
  }
});
