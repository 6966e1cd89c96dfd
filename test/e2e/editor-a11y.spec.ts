import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds no serious or critical violation on /admin/translation (${colorScheme} mode)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openEditor(page, accounts.translator, "?cols=hu,ru");
    expect(await seriousViolations(page)).toEqual([]);

    // A cell being edited, with its buttons and a problem found while typing (an argument the source lacks).
    // The site's pages have more keys than the grid draws at once: the translator searches for the key.
    const search = page.getByRole("searchbox", { name: "Search keys and texts" });
    await search.fill("home.languages");
    await cell(page, "home.languages", "hu").click();
    // A plural opens in Forms (issue 26); its raw ICU is one click away.
    await page.getByRole("button", { name: "ICU" }).click();
    await expect(page.getByRole("textbox", { name: "Magyar text of home.languages" })).toBeFocused();
    await page.keyboard.type(" {extra}");
    await expect(cell(page, "home.languages", "hu")).toContainText("Warning");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // The key's history dialog, opened from the keyboard: Home goes to the key, Enter opens it.
    await search.fill("home.title");
    await cell(page, "home.title", "ru").click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Key home.title" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`On a ${viewport.width}×${viewport.height} tablet the editor fits: the grid scrolls, the page does not`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openEditor(page, accounts.admin, "?cols=en,de,hu");
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.window);
    await expect(page.getByRole("searchbox", { name: "Search keys and texts" })).toBeInViewport();
    await expect(page.getByRole("button", { name: /Save all/ })).toBeInViewport();
    const first = page.locator('[role=row][aria-rowindex="2"] [role=rowheader]');
    await expect(first).toBeInViewport();
    // Columns beyond the screen are reached by keyboard: the focused cell scrolls into view.
    await first.click();
    await page.keyboard.press("End");
    await expect(page.locator('[role=row][aria-rowindex="2"] [data-locale="hu"]')).toBeFocused();
    await expect(page.locator('[role=row][aria-rowindex="2"] [data-locale="hu"]')).toBeInViewport();
  });
}
