import { axeAtBothWidths } from "./a11y-helpers";
import { signedInContext, signIn } from "./auth-helpers";
import { accounts, cell, setCell } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";

/**
 * Issue 38, item 3 (docs/decisions/0088): the admin's messages are keys of the store, seeded by
 * the import `scripts/serve-e2e.mjs` runs. A Polish reviewer, whose browser speaks Polish, finds
 * one of them under the editor's "Admin" filter, changes its Polish text and sees the new word on
 * the next page load. The word is the filter's own option (`admin.scopes.admin`): a message the
 * editor already shows while the rest of the admin is still being converted. Locators name no
 * English word, so the story holds as the editor's own labels turn Polish.
 */
const KEY = "admin.scopes.admin";
const SEEDED = "Administracja";
const FIXED = "Panel administracyjny";

test("A translator fixes a word of the admin in the editor and sees it on the next page", async ({ browser }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const { context: adminContext, page: admin } = await signedInContext(browser, baseURL, accounts.admin);
  const reviewer = await personWithOwnPassword(admin, { prefix: "pl-reviewer", role: "reviewer", locales: ["pl"] });
  // Only the browser speaks Polish: no language chosen on the sign-in page (playwright.config.ts chooses English).
  const context = await browser.newContext({ baseURL, locale: "pl-PL", storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  try {
    await signIn(page, reviewer);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/admin/translation");
    await waitForHydration(page);
    const grid = page.getByRole("grid");
    await expect(grid).toHaveAttribute("aria-busy", "false");
    const messagesBefore = await page.locator('link[rel="preload"][as="fetch"]').getAttribute("href");
    expect(messagesBefore).toMatch(/^\/_app\/admin-messages\/pl\//);

    // The site's keys by default; the filter, in Polish, offers the admin's own.
    const scope = page.getByLabel("Klucze");
    await expect(scope).toHaveValue("site");
    await expect(page.locator('[role=row][data-key^="admin."]')).toHaveCount(0);
    await scope.selectOption({ label: SEEDED });
    await expect(page).toHaveURL(/[?&]scope=admin/);
    await page.getByRole("searchbox").fill(KEY);
    const polish = cell(page, KEY, "pl");
    await expect(polish).toContainText(SEEDED);
    // English, the admin's source, is shown beside the site's source.
    await expect(cell(page, KEY, "en")).toContainText("Admin area");
    await axeAtBothWidths(page);

    await polish.click();
    const editor = polish.getByRole("textbox");
    await editor.fill(FIXED);
    await editor.press("Control+Enter");
    await expect(polish).toContainText(FIXED);

    // The next page load speaks the new word, from messages at a new URL.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Klucze")).toHaveValue("admin");
    await expect(page.locator("#filter-scope option:checked")).toHaveText(FIXED);
    const messagesAfter = await page.locator('link[rel="preload"][as="fetch"]').getAttribute("href");
    expect(messagesAfter).not.toBe(messagesBefore);
    await expect(grid).toHaveAttribute("aria-busy", "false");
    await axeAtBothWidths(page);
  } finally {
    await setCell(admin, KEY, "pl", SEEDED);
    await context.close();
    await adminContext.close();
  }
});
