import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { signedInContext } from "./auth-helpers";
import { accounts, cell, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** A word no other run or test uses: a glossary term matches whole words only. */
const uniqueWord = () =>
  `balík${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join("")}`;

async function axeAtBothWidths(page: Page) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** Imports one source text through the admin API, in the page's session. */
async function importSource(page: Page, key: string, text: string) {
  const status = await page.evaluate(
    async ({ key, text }) =>
      (
        await fetch("/api/admin/translations/import", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            format: "json",
            content: JSON.stringify({ [key]: text }),
            locale: "sk",
            dryRun: false,
          }),
        })
      ).status,
    { key, text },
  );
  expect(status).toBe(200);
}

test("An admin adds a term with its German translation; a translator sees it underlined in the source with its translation on hover and on focus", async ({
  page,
  browser,
  baseURL,
}) => {
  const term = uniqueWord();
  const key = `e2eGlossary.${term}`;
  await openEditor(page, accounts.admin);
  await importSource(page, key, `Váš ${term} je na ceste`);

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Glossary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Glossary" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add a term" });
  await add.getByLabel("Term (sk)").fill(term);
  await add.getByLabel("Description").fill("A parcel the shop sends");
  await add.getByLabel("de", { exact: true }).fill("Paket");
  await add.getByLabel("Forbidden in de").fill("Packerl");
  await add.getByRole("button", { name: "Add term" }).click();
  const table = page.getByRole("region", { name: "Glossary table" });
  await expect(table.getByRole("row", { name: new RegExp(term) })).toContainText("de Paket (not: Packerl)");
  await axeAtBothWidths(page);

  const { context: translator, page: other } = await signedInContext(browser, baseURL, accounts.translator);
  try {
    await other.goto(`/admin/translation?q=${encodeURIComponent(key)}&cols=de`);
    await expect(other.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    const source = cell(other, key, "sk");
    const mark = source.getByRole("button", { name: term });
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAccessibleDescription(/de: Paket — A parcel the shop sends/);
    const tip = source.getByRole("tooltip");
    await expect(tip).toBeHidden();
    await mark.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText("de: Paket — A parcel the shop sends");

    // By keyboard: the source cell is the active one, Tab reaches its term, and the tip shows.
    await other.mouse.move(0, 0);
    await source.click({ position: { x: 4, y: 4 } });
    await other.keyboard.press("Tab");
    await expect(mark).toBeFocused();
    await expect(tip).toBeVisible();
    await axeAtBothWidths(other);

    // The glossary page: a translator reads it, and has no form to change it.
    await other.goto("/admin/glossary");
    await expect(other.getByRole("region", { name: "Glossary table" })).toContainText(term);
    await expect(other.getByRole("form", { name: "Add a term" })).toHaveCount(0);
    await axeAtBothWidths(other);
  } finally {
    await translator.close();
  }
});
