import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cellVersion, openEditor, readTranslation, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 40, item 2 (docs/decisions/0091-cat-ready-xliff.md): an agency receives German as XLIFF
 * 1.2, translates it in a CAT tool, and the import puts it back with every placeholder intact.
 */

/** The words a translator changes, per unit id (a plural's branch is `key[one]`). */
const EDITS: Record<string, [string, string]> = {
  "footer.copyright": ["Alle Rechte vorbehalten.", "Sämtliche Rechte vorbehalten."],
  "home.body": ["am Edge", "direkt am Edge"],
  "home.languages[other]": ["Sprachen verfügbar", "Sprachen erhältlich"],
  "about.contact.email": ["E-Mail: ", "Schreiben Sie an "],
};
const AFTER = {
  "footer.copyright": "© {year} {name}. Sämtliche Rechte vorbehalten.",
  "home.body":
    "Die Seiten werden <b>direkt am Edge</b> gerendert und funktionieren schon, bevor JavaScript geladen ist.",
  "home.languages": "{count, plural, one {In # Sprache verfügbar} other {In # Sprachen erhältlich}}",
  "about.contact.email": "Schreiben Sie an <link>{email}</link>",
} as const;
/** The unit in which the agency's tool lost a placeholder: refused, the rest imported. */
const BROKEN = "pricing.cta";

const CODE = /(<(ph|bpt|ept)\b[^>]*>[\s\S]*?<\/\2>)/;

/**
 * The CAT tool: edits only the words inside a unit's target, never an inline code. With `drop`,
 * it loses the unit's first code instead (what a careless tool does).
 */
function cat(xliff: string, id: string, edit: (words: string) => string, drop = false): string {
  const unit = new RegExp(
    `(<trans-unit id="${id.replace(/[.[\]]/g, "\\$&")}"[^>]*>[\\s\\S]*?<target[^>]*>)([\\s\\S]*?)(</target>)`,
  );
  const found = unit.exec(xliff);
  expect(found, id).not.toBeNull();
  const parts = (found?.[2] ?? "").split(CODE).filter((_, i) => i % 3 !== 2);
  const edited = parts.map((p, i) => (i % 2 === 1 ? (drop && i === 1 ? "" : p) : edit(p)));
  return xliff.replace(unit, `$1${edited.join("")}$3`);
}

async function exportGerman(page: Page): Promise<{ name: string; text: string }> {
  await page.locator("summary", { hasText: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "de: Deutsch, XLIFF 1.2" }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path()) as string, "utf8") };
}

test("An agency receives German as XLIFF, translates it in a CAT tool, and the import puts it back with every placeholder intact", async ({
  page,
}, testInfo) => {
  await openEditor(page, accounts.admin, "?cols=de");
  const keys = [...Object.keys(AFTER), BROKEN];
  const before = Object.fromEntries(
    await Promise.all(keys.map(async (k) => [k, await readTranslation(page, k, "de")])),
  );
  const exported = await exportGerman(page);
  // Placeholders travel as inline codes keeping their characters, a plural as a group of branches.
  expect(exported.text).toContain('<ph id="1" ctype="x-icu-argument" equiv-text="{year}">{year}</ph>');
  expect(exported.text).toContain('<group id="home.languages" resname="home.languages" restype="x-icu-plural"');

  let agency = exported.text;
  for (const [id, [from, to]] of Object.entries(EDITS)) agency = cat(agency, id, (w) => w.replace(from, to));
  agency = cat(agency, BROKEN, (w) => w.replace("starten", "beginnen"), true);

  try {
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import translations" });
    await dialog.getByLabel(/^File/).setInputFiles({
      name: exported.name,
      mimeType: "application/xliff+xml",
      buffer: Buffer.from(agency),
    });
    await expect(dialog.getByLabel("Format")).toHaveValue("xliff");
    await dialog.getByRole("button", { name: "Preview changes" }).click();
    await expect(dialog.getByTestId("import-changed")).toHaveText("4");
    await expect(dialog.getByTestId("import-invalid")).toHaveText("0");
    const refused = dialog.getByTestId("import-refused");
    await expect(refused.getByRole("heading")).toHaveText("1 entry of the file was refused; the rest is imported:");
    // The broken unit's target, wherever the store's order put the unit (another text may end in "beginnen").
    const lines = agency.split("\n");
    const unitAt = lines.findIndex((l) => l.includes(`<trans-unit id="${BROKEN}"`));
    const line = lines.findIndex((l, i) => i > unitAt && l.includes("beginnen</target>")) + 1;
    await expect(refused.getByRole("listitem")).toContainText(`${exported.name}:${line}:9`);
    await expect(refused.getByRole("listitem")).toContainText(
      `"${BROKEN}": its inline codes came back altered: "{plan}" is missing`,
    );

    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await refused.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`xliff-refused-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByRole("button", { name: "Apply import" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Imported: 4 texts written.");
    await dialog.getByRole("button", { name: "Close" }).click();
    for (const [key, text] of Object.entries(AFTER)) expect(await readTranslation(page, key, "de")).toBe(text);
    expect(await readTranslation(page, BROKEN, "de")).toBe(before[BROKEN]);
  } finally {
    for (const key of Object.keys(AFTER)) {
      await setCell(page, key, "de", before[key] as string);
      const version = await cellVersion(page, key, "de");
      expect(await translationsCall(page, "POST", `/keys/${key}/values/de/approve`, { version })).toBe(200);
    }
  }
});
