import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { signedInContext } from "./auth-helpers";
import { accounts, cell, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** A word no other run or test uses: a glossary term matches whole words only. */
const uniqueWord = () =>
  `balík${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join("")}`;

/** Calls the admin API in the page's session; answers the status. */
async function adminCall(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(`/api/admin${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body },
  );
}

test("An admin adds a term with its German translation and a forbidden variant on the Glossary page", async ({
  page,
}) => {
  const term = uniqueWord();
  await openEditor(page, accounts.admin);
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
});

test("A translator sees a glossary term underlined in the source, its translation on hover and on focus, and the glossary-term warning when it is missing", async ({
  page,
  browser,
  baseURL,
}) => {
  const term = uniqueWord();
  const key = `e2eGlossary.${term.replace("í", "i")}`;
  await openEditor(page, accounts.admin);
  const glossaryEntry = { term, description: "A parcel the shop sends", translations: { de: { text: "Paket" } } };
  expect(await adminCall(page, "/glossary", glossaryEntry)).toBe(201);
  const content = JSON.stringify({ [key]: `Váš ${term} je na ceste` });
  expect(await adminCall(page, "/translations/import", { format: "json", content, locale: "sk", dryRun: false })).toBe(
    200,
  );

  const { context, page: other } = await signedInContext(browser, baseURL, accounts.translator);
  try {
    await other.goto(`/admin/translation?q=${encodeURIComponent(key)}&cols=de`);
    await expect(other.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    const source = cell(other, key, "sk");
    const mark = source.getByRole("button", { name: term });
    await expect(mark).toHaveAccessibleDescription("de: Paket — A parcel the shop sends");
    const tip = source.getByRole("tooltip");
    await expect(tip).toBeHidden();
    await mark.hover();
    await expect(tip).toBeVisible();

    // By keyboard: the source cell is the active one, Tab reaches its term, and the tip shows.
    await other.mouse.move(0, 0);
    await source.click({ position: { x: 4, y: 4 } });
    await other.keyboard.press("Tab");
    await expect(mark).toBeFocused();
    await expect(tip).toBeVisible();
    await axeAtBothWidths(other);

    // The key's dialog shows the source text with the term marked the same way, reached by Tab.
    await other
      .locator(`[role=row][data-key="${key}"]`)
      .getByRole("button", { name: "History and key actions" })
      .click();
    const dialog = other.getByRole("dialog", { name: `Key ${key}` });
    const inDialog = dialog.getByRole("button", { name: term });
    await expect(inDialog).toHaveAccessibleDescription("de: Paket — A parcel the shop sends");
    await inDialog.focus();
    await other.keyboard.press("Shift+Tab");
    await other.keyboard.press("Tab");
    await expect(inDialog).toBeFocused();
    await expect(dialog.getByRole("tooltip")).toBeVisible();
    await other.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A German text without the term's translation: the warning, live and once saved, and its filter.
    await cell(other, key, "de").click();
    const editor = other.getByRole("textbox", { name: `Deutsch text of ${key}` });
    await editor.fill("Ihre Sendung ist unterwegs");
    const problems = cell(other, key, "de").locator(".cell-problems");
    await expect(problems).toContainText(`“${term}” should be translated as “Paket” (glossary)`);
    await editor.press("Control+Enter");
    await expect(cell(other, key, "de")).toContainText("Saved");
    await expect(problems).toContainText("Warning");
    await other.getByLabel("Problems").selectOption("glossary-term");
    await expect(other.locator(`[role=row][data-key="${key}"]`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("A translator reads the glossary and has no form to change it", async ({ page }) => {
  await openEditor(page, accounts.translator);
  await page.goto("/admin/glossary");
  await expect(page.getByRole("heading", { level: 1, name: "Glossary" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Glossary table" }).or(page.getByText("No terms yet."))).toBeVisible();
  await expect(page.getByRole("form", { name: "Add a term" })).toHaveCount(0);
  await axeAtBothWidths(page);
});
