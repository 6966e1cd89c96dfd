import type { Page } from "@playwright/test";
import { accounts, cell, openEditor, readTranslation, setCell } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";

const form = (page: Page, category: string) =>
  page.getByRole("textbox", { name: `Polski form ${category} of home.languages` });
const preview = (page: Page, category: string) => page.getByRole("list", { name: `Preview of ${category}` });

test("A translator fills the Polish plural forms, sees each form previewed, saves, and /pl reads the right one", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?q=home.languages&cols=pl");
  const original = (await readTranslation(page, "home.languages", "pl")) as string;

  await cell(page, "home.languages", "pl").click();
  await page.getByRole("button", { name: "Forms" }).click();
  await expect(page.getByRole("button", { name: "Forms" })).toHaveAttribute("aria-pressed", "true");
  // One field per CLDR category of Polish, each beside the Slovak source's form.
  await expect(page.getByRole("textbox", { name: /^Polski form .* of home\.languages$/ })).toHaveCount(4);
  await expect(cell(page, "home.languages", "pl").locator(".plural-source").first()).toContainText("jazyku");

  await form(page, "one").fill("# język");
  await form(page, "few").fill("# języki");
  await form(page, "many").fill("# języków");
  await form(page, "other").fill("# języka");
  await expect(preview(page, "one")).toContainText("1 → 1 język");
  await expect(preview(page, "few")).toContainText("2 → 2 języki");
  await expect(preview(page, "few")).toContainText("22 → 22 języki");
  await expect(preview(page, "many")).toContainText("5 → 5 języków");

  // The ICU view holds what the forms wrote; back in Forms, nothing was lost.
  await page.getByRole("button", { name: "ICU" }).click();
  const icu = page.getByRole("textbox", { name: "Polski text of home.languages" });
  await expect(icu).toHaveValue("{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}");
  await page.getByRole("button", { name: "Forms" }).click();
  await expect(form(page, "many")).toHaveValue("# języków");

  await form(page, "many").press("Control+Enter");
  await expect(cell(page, "home.languages", "pl")).toContainText("Saved");
  expect(await readTranslation(page, "home.languages", "pl")).toBe(
    "{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}",
  );

  // The home page counts the site's 10 locales: Polish `many`.
  await page.goto("/pl");
  await expect(page.getByText("10 języków", { exact: true })).toBeVisible();

  await page.goto("/admin/translation");
  await setCell(page, "home.languages", "pl", original);
});

test("A German syntax error is saved but not published: the cell, the problem filter and the dashboard say so", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?q=home.title&cols=de");
  const original = (await readTranslation(page, "home.title", "de")) as string;
  const broken = "Willkommen {name";

  await cell(page, "home.title", "de").click();
  const editor = page.getByRole("textbox", { name: "Deutsch text of home.title" });
  await editor.fill(broken);
  // Checked live, after a pause in typing: an error with its position, in words.
  const problems = cell(page, "home.title", "de").locator(".cell-problems");
  await expect(problems).toContainText("Error 1:");
  await expect(problems).toContainText("Not published: visitors see the fallback.");
  await expect(editor).toHaveAttribute("aria-describedby", /problems-/);
  await editor.press("Control+Enter");
  await expect(cell(page, "home.title", "de")).toContainText("Saved");
  await expect(cell(page, "home.title", "de")).toContainText("Not published");

  // The problem filter finds it, by code and as any error.
  await page.getByLabel("Problems").selectOption("syntax");
  await expect(page).toHaveURL(/problem=syntax/);
  await expect(page.locator('[role=row][data-key="home.title"]')).toBeVisible();
  await page.getByLabel("Problems").selectOption("warnings");
  await expect(page.getByRole("grid")).toHaveAttribute("aria-busy", "false");
  await expect(page.locator('[role=row][data-key="home.title"]')).toHaveCount(0);

  // The dashboard names it; its link opens the editor on that key and locale.
  await page.goto("/admin");
  await waitForHydration(page);
  const alert = page.getByRole("alert").filter({ hasText: "Not everything is published" });
  await expect(alert).toContainText("visitors see the fallback");
  const link = alert.getByRole("link", { name: "home.title in Deutsch (de)" });
  await link.click();
  await expect(page).toHaveURL(/\/admin\/translation\?q=home\.title&cols=de/);
  await expect(cell(page, "home.title", "de")).toContainText("Error");

  // Visitors of /de read the fallback meanwhile.
  await page.goto("/de");
  await expect(page.getByText(broken)).toHaveCount(0);

  await page.goto("/admin/translation");
  await setCell(page, "home.title", "de", original);
});
