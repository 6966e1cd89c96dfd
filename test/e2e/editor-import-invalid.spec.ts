import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 26: a Mastodon-shaped file (about 1,000 flat keys, a few ICU plurals, one invalid
 * message at row 888) is imported through the web UI: the invalid one is stored flagged and
 * never blocks the rest; undoing the import takes back the keys it created.
 */
function mastodonFile(prefix: string, count: number, brokenAt: number) {
  const texts: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const key = `${prefix}.${String(i).padStart(4, "0")}`;
    if (i === brokenAt) texts[key] = "{count, plural, one {# Beitrag}";
    else if (i % 50 === 0) texts[key] = "{count, plural, one {# Beitrag} other {# Beiträge}}";
    else if (i % 17 === 0) texts[key] = `Hallo {name}, Eintrag ${i}`;
    else texts[key] = `Beispieltext Nummer ${i}`;
  }
  return texts;
}

/** No header of the table wraps one letter per line: each stays on one line. */
async function expectReadableHeaders(table: Locator) {
  const heights = await table.locator("th").evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().height));
  expect(heights.length).toBe(6);
  for (const h of heights) expect(h).toBeLessThan(40);
}

async function openImport(page: Page, texts: Record<string, string>) {
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import translations" });
  await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
    name: "de.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(texts, null, 2)),
  });
  await dialog.getByLabel("Format").selectOption("json");
  await expect(dialog.getByLabel("Language")).toHaveValue("de");
  await dialog.getByRole("button", { name: "Preview changes" }).click();
  return dialog;
}

test("A Mastodon-shaped import with one invalid message applies the rest and flags it; undoing it removes its keys", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const prefix = `e2eMasto${Date.now().toString(36)}`;
  const texts = mastodonFile(prefix, 1000, 887);
  const broken = `${prefix}.0887`;
  await openEditor(page, accounts.admin, "?cols=de");
  const dialog = await openImport(page, texts);

  await expect(dialog.getByTestId("import-added")).toHaveText("999");
  await expect(dialog.getByTestId("import-invalid")).toHaveText("1");
  await expect(dialog.getByRole("note")).toContainText("1 entry has an error: the import stores it flagged");
  // The preview opens on the invalid entry, found by its status filter rather than at row 888.
  await expect(dialog.getByLabel("Show")).toHaveValue("invalid");
  const table = dialog.getByRole("table", { name: "Entries of the file" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(
    table.getByRole("row", { name: new RegExp(`^Invalid de ${broken.replace(".", "\\.")} de\\.json:`) }),
  ).toBeVisible();
  await expectReadableHeaders(table);
  await dialog.getByLabel("Show").selectOption("added");
  await expect(dialog.getByRole("navigation", { name: "Preview pages" })).toContainText("1–100 of 999");
  await expectReadableHeaders(table);
  await page.screenshot({ path: testInfo.outputPath("import-preview-1366.png") });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await table.scrollIntoViewIfNeeded();
  await expectReadableHeaders(table);
  await page.screenshot({ path: testInfo.outputPath("import-preview-390.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 800 });

  const apply = dialog.getByRole("button", { name: "Apply import" });
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(dialog.getByRole("status")).toContainText("Imported: 1,000 texts written. 1 text with errors stored");
  const stored = await page.evaluate(async (key) => {
    const detail = await (await fetch(`/api/admin/translations/keys/${encodeURIComponent(key)}`)).json();
    return detail.key.values.de;
  }, broken);
  expect(stored.text).toBe(texts[broken]);
  expect(stored.problems).toContainEqual(expect.objectContaining({ severity: "error" }));

  const newest = dialog.getByRole("region", { name: "Recent imports" }).getByRole("listitem").first();
  await expect(newest).toContainText("imported de.json: 1,000 texts in de");
  await newest.getByRole("button", { name: "Undo import…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo the import of de.json?" });
  await expect(undo).toContainText("It removes the 1,000 keys the import created that nothing changed since.");
  await expect(undo.getByRole("note")).toContainText("1,000 texts go with the keys the undo removes.");
  await undo.getByRole("button", { name: "Undo import (1,000 texts)" }).click();
  await expect(undo.getByRole("status")).toHaveText(
    "Import undone: 1,000 texts restored; 1,000 keys it created removed.",
  );
  // After the undo only its outcome shows: no summary of what it would do, no warning.
  await expect(undo.getByRole("note")).toHaveCount(0);
  await expect(undo).not.toContainText("It removes");
  expect((await page.request.get(`/api/admin/translations/keys/${prefix}.0001`)).status()).toBe(404);
  expect((await page.request.get(`/api/admin/translations/keys/${broken}`)).status()).toBe(404);
});
