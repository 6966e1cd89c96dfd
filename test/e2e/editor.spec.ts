import { accounts, cell, openEditor, readTranslation, setCell } from "./editor-helpers";
import { expect, test } from "./fixtures";

test("An admin edits a German string, saves it with Ctrl+Enter and sees it on /de", async ({ page }) => {
  await openEditor(page, accounts.admin, "?q=home.body&cols=de");
  const original = (await readTranslation(page, "home.body", "de")) as string;
  const edited = "Die Seiten entstehen am Rand des Netzes – auch ohne JavaScript.";

  await cell(page, "home.body", "de").click();
  const editor = page.getByRole("textbox", { name: "Deutsch text of home.body" });
  await expect(editor).toBeFocused();
  await editor.fill(edited);
  await expect(cell(page, "home.body", "de")).toContainText("Unsaved");
  await editor.press("Control+Enter");
  await expect(cell(page, "home.body", "de")).toContainText("Saved");
  await expect(page.getByRole("status").filter({ hasText: "Saved Deutsch · home.body" })).toBeAttached();

  await page.goto("/de");
  await expect(page.getByText(edited)).toBeVisible();

  await page.goto("/admin/translation");
  await setCell(page, "home.body", "de", original);
});

test("Keyboard only: search, move to a cell, edit, save and go on to the next row", async ({ page }) => {
  await openEditor(page, accounts.admin, "?cols=en");
  const before = {
    title: (await readTranslation(page, "error.title", "en")) as string,
    backHome: (await readTranslation(page, "error.backHome", "en")) as string,
  };

  // Tab from the top of the page to the search field.
  await page.keyboard.press("Tab");
  for (let i = 0; i < 30 && !(await page.getByRole("searchbox").evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("searchbox", { name: "Search keys and texts" })).toBeFocused();
  await page.keyboard.type("error.");
  await expect(page).toHaveURL(/q=error\./);
  await expect(page.getByRole("grid")).toHaveAttribute("aria-rowcount", "5");

  // On into the grid: the first cell there is the active one.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const role = await page.evaluate(() => document.activeElement?.getAttribute("role"));
    if (role === "gridcell" || role === "rowheader") break;
  }
  const first = page.locator('[role=row][data-key="error.backHome"] [data-cell$=":1"]');
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(cell(page, "error.backHome", "en")).toBeFocused();
  await page.keyboard.press("Enter");
  const backHome = page.getByRole("textbox", { name: "English text of error.backHome" });
  await expect(backHome).toBeFocused();
  await page.keyboard.type(" now");
  await page.keyboard.press("Control+Enter");
  await expect(cell(page, "error.backHome", "en")).toContainText("Saved");

  // Ctrl+Enter moved the editor to the next row; Alt+↓ moves on, Esc leaves the editor.
  await expect(page.getByRole("textbox", { name: "English text of error.notFoundPath" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.getByRole("textbox", { name: "English text of error.notFoundTitle" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  const title = page.getByRole("textbox", { name: "English text of error.title" });
  await expect(title).toBeFocused();
  await page.keyboard.type("!");
  await page.keyboard.press("Escape");
  await expect(cell(page, "error.title", "en")).toBeFocused();
  await expect(cell(page, "error.title", "en")).not.toContainText("Unsaved");

  expect(await readTranslation(page, "error.backHome", "en")).toBe(`${before.backHome} now`);
  expect(await readTranslation(page, "error.title", "en")).toBe(before.title);
  await setCell(page, "error.backHome", "en", before.backHome);
});

test("A translator assigned Hungarian edits it and finds Russian read-only", async ({ page }) => {
  await openEditor(page, accounts.translator, "?q=error.title&cols=hu,ru");
  const original = (await readTranslation(page, "error.title", "hu")) as string;

  await expect(page.getByRole("columnheader", { name: /Русский.*read-only/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add key" })).toHaveCount(0);
  const russian = cell(page, "error.title", "ru");
  await expect(russian).toHaveAttribute("aria-readonly", "true");
  await russian.click();
  await expect(russian.getByRole("textbox")).toHaveCount(0);
  await expect(russian).toContainText("Read-only: your account edits");
  await page.keyboard.press("Enter");
  await expect(russian.getByRole("textbox")).toHaveCount(0);

  await cell(page, "error.title", "hu").click();
  await page.getByRole("textbox", { name: "Magyar text of error.title" }).fill("Hiba történt");
  await page.keyboard.press("Control+Enter");
  await expect(cell(page, "error.title", "hu")).toContainText("Saved");
  expect(await readTranslation(page, "error.title", "hu")).toBe("Hiba történt");
  await setCell(page, "error.title", "hu", original);
});

test("Search, filters and columns live in the URL; back and forward restore them", async ({ page }) => {
  await openEditor(page, accounts.admin, "?missing=hu&cols=de");
  // The locale filtered for missing texts gets a column.
  await expect(page.getByRole("columnheader", { name: /Magyar/ })).toBeVisible();
  await expect(page.getByLabel("Missing in")).toHaveValue("hu");

  await page.getByLabel("Changed").selectOption("24h");
  await expect(page).toHaveURL(/\?missing=hu&changed=24h&cols=de$/);
  await page.getByLabel("Sort").selectOption("updated");
  await expect(page).toHaveURL(/sort=updated/);
  await page.goBack();
  await expect(page.getByLabel("Sort")).toHaveValue("name");
  await expect(page.getByLabel("Changed")).toHaveValue("24h");
  await page.goBack();
  await expect(page.getByLabel("Changed")).toHaveValue("");
  await page.goForward();
  await expect(page.getByLabel("Changed")).toHaveValue("24h");
});

test("A key named like a plural form is an ordinary message: missing in Hungarian, its fallback's argument a chip", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  const created = await page.evaluate(async () => {
    const res = await fetch("/api/admin/translations/keys", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "e2e.units.few" }),
    });
    return res.status;
  });
  expect(created).toBe(201);
  try {
    await setCell(page, "e2e.units.few", "sk", "{n, number} jednotky");
    // Hungarian has no "few" plural form; the key still needs a Hungarian text.
    await page.goto("/admin/translation?q=e2e.units&missing=hu&cols=hu");
    await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    const hu = cell(page, "e2e.units.few", "hu");
    await expect(hu).toContainText("Missing, visitors see: {n, number} jednotky");
    await expect(hu).not.toContainText("Not used");
    await expect(hu.locator(".ph-chip")).toHaveText("{n, number}");
    await expect(hu.locator(".ph-chip")).toHaveAttribute("title", "argument n, number");
  } finally {
    const removed = await page.evaluate(
      async () =>
        (
          await fetch("/api/admin/translations/keys/e2e.units.few", {
            method: "DELETE",
            headers: { "Content-Type": "application/json" },
            body: "{}",
          })
        ).status,
    );
    expect(removed).toBe(204);
  }
});
