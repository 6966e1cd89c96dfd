import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, cellVersion, openEditor, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 35, item 3: an undo restores exactly what was there. A reviewer approves two German
 * texts; an agency's XLIFF changes both; the admin undoes the import: both texts are back, and
 * reviewed again by the same reviewer (before, the undo left them "needs review").
 */
const KEYS = ["home.highlights.edge.title", "home.highlights.languages.title"] as const;

interface Value {
  text: string;
  version: number;
  reviewedVersion: number | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

async function germanOf(page: Page, key: string): Promise<Value> {
  return page.evaluate(async (key) => {
    const detail = await (await fetch(`/api/admin/translations/keys/${encodeURIComponent(key)}`)).json();
    return detail.key.values.de;
  }, key);
}

/** An XLIFF 2.0 file from the agency: the two units with new German targets. */
const agencyFile = (targets: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="sk" trgLang="de">
  <file id="f1">
${KEYS.map(
  (key, i) =>
    `    <unit id="u${i}" name="${key}"><segment><source>${key}</source><target>${targets[i]}</target></segment></unit>`,
).join("\n")}
  </file>
</xliff>`;

test("A reviewer's approvals survive an import and its undo: both texts are reviewed again by the same reviewer", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  await openEditor(page, accounts.admin, `?cols=de&q=home.highlights`);
  const originals: string[] = [];
  for (const key of KEYS) {
    const text = (await germanOf(page, key)).text;
    // A text of the admin's own, waiting for review, so the reviewer's approval is the one on it.
    await setCell(page, key, "de", `${text} (neu)`);
    originals.push(`${text} (neu)`);
  }

  // The reviewer approves both in the editor.
  const context = await browser.newContext({ baseURL });
  try {
    const reviewer = await context.newPage();
    await openEditor(reviewer, accounts.reviewer, `?cols=de&q=home.highlights`);
    for (const key of KEYS) {
      const de = cell(reviewer, key, "de");
      await de.getByRole("button", { name: "Approve" }).click();
      await expect(de).toContainText("Reviewed");
    }
  } finally {
    await context.close();
  }
  const approved = await Promise.all(KEYS.map((key) => germanOf(page, key)));
  for (const value of approved) expect(value).toMatchObject({ reviewedBy: accounts.reviewer.email });

  // The agency's file changes both texts; the import makes them "needs review".
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import translations" });
  await dialog.getByLabel("File (JSON, nested JSON, CSV or i18next JSON)").setInputFiles({
    name: "agency-de.xlf",
    mimeType: "application/xliff+xml",
    buffer: Buffer.from(agencyFile(["Überall blitzschnell", "In der Sprache Ihrer Gäste"])),
  });
  await dialog.getByRole("button", { name: "Preview changes" }).click();
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Imported: 2 texts written.");
  for (const key of KEYS)
    expect((await germanOf(page, key)).reviewedVersion).not.toBe((await germanOf(page, key)).version);

  // The admin undoes the import; the dialog says what comes back.
  const newest = dialog.getByRole("region", { name: "Recent imports" }).getByRole("listitem").first();
  await newest.getByRole("button", { name: "Undo import…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo the import of agency-de.xlf?" });
  await expect(undo).toContainText("with their review state, reviewer and outdated mark");
  expect(await seriousViolations(page)).toEqual([]);
  await undo.getByRole("button", { name: "Undo import (2 texts)" }).click();
  await expect(undo.getByRole("status")).toContainText("Import undone: 2 texts restored");
  await undo.getByRole("button", { name: "Close" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();

  for (const [i, key] of KEYS.entries()) {
    const value = await germanOf(page, key);
    expect(value.text).toBe(originals[i]);
    // Reviewed again: the approval is on the restored version, by the same reviewer, at the same time.
    expect(value.reviewedVersion).toBe(value.version);
    expect(value).toMatchObject({ reviewedBy: accounts.reviewer.email, reviewedAt: approved[i]?.reviewedAt });
  }
  await page.reload();
  for (const key of KEYS) {
    const de = cell(page, key, "de");
    await expect(de).toContainText("Reviewed");
    await expect(de).not.toContainText("Needs review");
  }

  // Back as the seed had it, for the other stories.
  for (const [i, key] of KEYS.entries()) {
    const seed = (originals[i] as string).replace(/ \(neu\)$/, "");
    const version = await cellVersion(page, key, "de");
    expect(await translationsCall(page, "PUT", `/keys/${key}/values/de`, { text: seed, version })).toBe(200);
    const next = await cellVersion(page, key, "de");
    expect(await translationsCall(page, "POST", `/keys/${key}/values/de/approve`, { version: next })).toBe(200);
  }
});
