import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, cellVersion, openEditor, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Two German texts an agency changes in the XLIFF file (issue 29). */
const CHANGED = {
  "home.highlights.edge.title": "Überall blitzschnell",
  "home.highlights.languages.title": "In der Sprache Ihrer Gäste",
} as const;

/** The file with the target of unit `key` replaced by `text` (XML-escaped as the exporter writes it). */
function withTarget(xliff: string, key: string, text: string): string {
  const unit = new RegExp(
    `(<unit id="[^"]*" name="${key.replaceAll(".", "\\.")}">[\\s\\S]*?<target>)[\\s\\S]*?(</target>)`,
  );
  expect(xliff).toMatch(unit);
  return xliff.replace(unit, `$1${text.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}$2`);
}

async function exportGermanXliff(page: Page): Promise<{ name: string; text: string }> {
  await page.locator("summary", { hasText: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "de: Deutsch, XLIFF 2.0" }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path()) as string, "utf8") };
}

test("An admin exports German as XLIFF, an agency changes two targets, and the import brings them back as needs review", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  const exported = await exportGermanXliff(page);
  expect(exported.name).toMatch(/^translations-de-xliff-.*\.xlf$/);
  expect(exported.text).toContain('version="2.0" srcLang="sk" trgLang="de"');
  const originals = Object.fromEntries(
    await Promise.all(
      Object.keys(CHANGED).map(async (key) => [
        key,
        /<target>([\s\S]*?)<\/target>/.exec(exported.text.slice(exported.text.indexOf(`name="${key}"`)))?.[1],
      ]),
    ),
  ) as Record<string, string>;
  let agency = exported.text;
  for (const [key, text] of Object.entries(CHANGED)) agency = withTarget(agency, key, text);

  try {
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import translations" });
    await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
      name: exported.name,
      mimeType: "application/xliff+xml",
      buffer: Buffer.from(agency),
    });
    await expect(dialog.getByLabel("Format")).toHaveValue("xliff");
    // The file names its language (trgLang): the worker reads it.
    await expect(dialog.getByLabel("Language")).toHaveValue("");
    await dialog.getByRole("button", { name: "Preview changes" }).click();
    await expect(dialog.getByTestId("import-changed")).toHaveText("2");
    await expect(dialog.getByTestId("import-invalid")).toHaveText("0");
    await expect(dialog.getByRole("row", { name: /^Changed de home\.highlights\.edge\.title / })).toBeVisible();

    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      // The preview's columns stay readable: none is squeezed to a letter's width.
      const widths = await dialog
        .locator(".import-preview-entries thead th")
        .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThan(40);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByRole("button", { name: "Apply import" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Imported: 2 texts written.");
    await dialog.getByRole("button", { name: "Close" }).click();

    for (const [key, text] of Object.entries(CHANGED)) {
      await page.getByRole("searchbox", { name: "Search keys and texts" }).fill(key);
      await expect(cell(page, key, "de")).toContainText(text);
      await expect(cell(page, key, "de")).toContainText("Needs review");
    }
  } finally {
    for (const [key, text] of Object.entries(originals)) {
      await setCell(page, key, "de", text.replaceAll("&lt;", "<").replaceAll("&amp;", "&"));
      const version = await cellVersion(page, key, "de");
      expect(await translationsCall(page, "POST", `/keys/${key}/values/de/approve`, { version })).toBe(200);
    }
  }
});

test("The export menu offers XLIFF 1.2 and 2.0, PO and ARB per language, and passes axe at 1366 and 375 px", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("summary", { hasText: "Export" }).click();
    for (const label of ["XLIFF 2.0", "XLIFF 1.2", "gettext PO", "Flutter ARB"]) {
      await expect(page.getByRole("link", { name: `de: Deutsch, ${label}` })).toBeAttached();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  }
});
