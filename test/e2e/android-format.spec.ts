import { readFileSync } from "node:fs";
import { seriousViolations } from "./a11y-helpers";
import { accounts, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Android's strings.xml from the editor's menus (issue 40 item 4; docs/decisions/0093-android-resources.md). */
const KEY = "home.highlights.edge.title";

test("A developer exports German as Android strings.xml, edits one string, and the import finds that change", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  await page.locator("summary", { hasText: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "de: Deutsch, Android strings.xml" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^translations-de-android-.*\.xml$/);
  const text = readFileSync((await file.path()) as string, "utf8");
  expect(text).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<resources>\n {4}<string name="/);
  const line = new RegExp(`(<string name="${KEY.replaceAll(".", "\\.")}">)[^<]*(</string>)`);
  expect(text).toMatch(line);
  const edited = text.replace(line, "$1Überall blitzschnell, auch auf Android\\'s Geräten$2");

  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import translations" });
  await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
    name: "strings.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(edited),
  });
  await expect(dialog.getByLabel("Format")).toHaveValue("android");
  await expect(dialog.getByLabel("Format").locator("option:checked")).toHaveText("Android resources (strings.xml)");
  // A browser gives no values-de/ folder and the file names no language: the translator chooses it.
  await dialog.getByLabel("Language").selectOption("de");
  await dialog.getByRole("button", { name: "Preview changes" }).click();
  await expect(dialog.getByTestId("import-invalid")).toHaveText("0");
  await expect(
    dialog.getByRole("row", { name: new RegExp(`^Changed de ${KEY.replaceAll(".", "\\.")} `) }),
  ).toBeVisible();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/android-import-${width}.png` });
  }
  await dialog.getByRole("button", { name: "Close" }).click();
});
