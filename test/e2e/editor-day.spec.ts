import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, openEditor, readTranslation, setCell } from "./editor-helpers";
import { expect, test } from "./fixtures";

// A translator's day without traps (issue 26): drafts survive, plurals start as forms, problems read as sentences.

const plForm = (page: Page, category: string) =>
  page.getByRole("textbox", { name: `Polski form ${category} of home.languages` });

test("A draft survives a view switch plus Ctrl+Enter (it saves) and a reload", async ({ page }) => {
  test.slow();
  await openEditor(page, accounts.admin, "?q=home.languages&cols=pl");
  const original = (await readTranslation(page, "home.languages", "pl")) as string;
  await cell(page, "home.languages", "pl").click();
  await page.getByRole("button", { name: "ICU" }).click();
  const icu = page.getByRole("textbox", { name: "Polski text of home.languages" });
  const typed = "{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}";
  await icu.fill(typed);
  // Focus on the view switch, not in a text: Ctrl+Enter still saves.
  await page.getByRole("button", { name: "Forms" }).click();
  await expect(plForm(page, "many")).toHaveValue("# języków");
  await page.getByRole("button", { name: "Forms" }).press("Control+Enter");
  await expect(cell(page, "home.languages", "pl")).toContainText("Saved");
  expect(await readTranslation(page, "home.languages", "pl")).toBe(typed);

  // An unsaved draft is still there after a reload, marked Unsaved, and saves from there.
  await cell(page, "home.languages", "pl").click();
  await plForm(page, "other").fill("# języka (draft)");
  await page.reload();
  await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
  await expect(cell(page, "home.languages", "pl")).toContainText("Unsaved");
  await expect(cell(page, "home.languages", "pl")).toContainText("(draft)");
  await expect(page.getByRole("button", { name: "Save all (1)" })).toBeEnabled();
  await page.getByRole("button", { name: "Save all (1)" }).click();
  await expect(cell(page, "home.languages", "pl")).toContainText("Saved");
  expect(await readTranslation(page, "home.languages", "pl")).toContain("(draft)");
  await setCell(page, "home.languages", "pl", original);
});

test("A restored draft whose text changed on the server meanwhile is a conflict, never applied", async ({ page }) => {
  await openEditor(page, accounts.admin, "?q=home.title&cols=de");
  const original = (await readTranslation(page, "home.title", "de")) as string;
  await cell(page, "home.title", "de").click();
  await page.getByRole("textbox", { name: "Deutsch text of home.title" }).fill("Mein Entwurf");
  await setCell(page, "home.title", "de", "Jemand anderes");
  await page.reload();
  await expect(cell(page, "home.title", "de")).toContainText("Mein Entwurf");
  await expect(cell(page, "home.title", "de")).toContainText("Jemand anderes");
  expect(await readTranslation(page, "home.title", "de")).toBe("Jemand anderes");
  await cell(page, "home.title", "de")
    .getByRole("button", { name: /take theirs|keep theirs|their/i })
    .first()
    .click();
  await setCell(page, "home.title", "de", original);
});

test("An empty Polish plural offers one field per category from the start; problems read as sentences", async ({
  page,
}) => {
  test.slow();
  await openEditor(page, accounts.admin, "?q=home.languages&cols=pl");
  const original = (await readTranslation(page, "home.languages", "pl")) as string;
  await setCell(page, "home.languages", "pl", "");
  await page.reload();
  await cell(page, "home.languages", "pl").click();
  await expect(page.getByRole("button", { name: "Forms" })).toHaveAttribute("aria-pressed", "true");
  const fields = page.getByRole("textbox", { name: /^Polski form .* of home\.languages$/ });
  await expect(fields).toHaveCount(4);
  for (const category of ["one", "few", "many", "other"]) await expect(plForm(page, category)).toHaveValue("");
  await plForm(page, "few").fill("# języki");
  await page.getByRole("button", { name: "ICU" }).click();
  const icu = page.getByRole("textbox", { name: "Polski text of home.languages" });
  await expect(icu).toHaveValue("{count, plural, few {# języki} other {}}");

  // A syntax error: a sentence with its line and column, never a parser code.
  await icu.fill("{count, plural, one {# język} other {# języka}");
  const problems = cell(page, "home.languages", "pl").locator(".cell-problems");
  await expect(problems).toContainText("line 1, column");
  expect(await problems.textContent()).not.toMatch(/[A-Z]{3,}_[A-Z_]+/);
  await icu.fill("{count, plural, one {# język} other {# języka} {");
  await expect(problems).toContainText("Error");
  expect(await page.locator(".editor").textContent()).not.toMatch(/[A-Z]{3,}_[A-Z_]+/);
  await icu.press("Escape");
  await setCell(page, "home.languages", "pl", original);
});

test("At 1366×800 the grid shows at least 8 rows; ? lists the shortcuts; axe finds nothing serious", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 800 });
  await openEditor(page, accounts.admin);
  const fullRows = await page.evaluate(() => {
    const scroller = (document.querySelector(".editor-scroll") as HTMLElement).getBoundingClientRect();
    const head = (document.querySelector(".editor-head") as HTMLElement).getBoundingClientRect();
    return [...document.querySelectorAll(".editor-body > .editor-row")].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= head.bottom - 1 && box.bottom <= scroller.bottom + 1;
    }).length;
  });
  expect(fullRows).toBeGreaterThanOrEqual(8);
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator("[role=gridcell][tabindex='0']").focus();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Alt+S");
  await expect(dialog).toContainText("F8");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.locator("[role=gridcell][tabindex='0']")).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByLabel("Problems")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("Reference languages are chosen once and remembered; Alt+S copies the source", async ({ page }) => {
  await openEditor(page, accounts.admin, "?q=home.title&cols=de");
  await page.getByText("Languages (1)").click();
  await page
    .getByRole("group", { name: /Reference/ })
    .getByRole("checkbox", { name: /English/ })
    .check();
  await expect(page.getByRole("columnheader", { name: /English.*reference/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("columnheader", { name: /English.*reference/ })).toBeVisible();

  await cell(page, "home.title", "de").click();
  const editor = page.getByRole("textbox", { name: "Deutsch text of home.title" });
  await editor.press("Alt+s");
  await expect(editor).toHaveValue((await readTranslation(page, "home.title", "sk")) as string);
  await editor.press("Escape");
  await expect(cell(page, "home.title", "de")).toBeFocused();
});
