import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { type Account, accounts, signIn } from "./auth-helpers";
import { approveAndPublishAll, readTranslation, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * In-context editing (docs/decisions/0058-in-context-editing.md): an editor turns "edit on the
 * site" on in the admin, clicks a text on a public page, edits it in place, and the page (and
 * every visitor's) shows the new text.
 */

// Sign-in, page loads, axe runs and reloads after saves: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const marked = (page: Page, key: string) => page.locator(`[data-i18n-key="${key}"]`).first();

/** Signs in, and turns edit mode on from the admin's bar. */
async function editOnSite(page: Page, account: Account): Promise<void> {
  await signIn(page, account);
  await page.goto("/admin");
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await page.getByRole("button", { name: "Edit on the site" }).click();
  await expect(page.getByTestId("in-context-bar")).toBeVisible();
}

test("An admin changes the heading of /de on the page itself; visitors see it", async ({ page, browser }) => {
  await editOnSite(page, accounts.admin);
  await page.goto("/de");
  const published = (await readTranslation(page, "home.title", "de")) as string;
  const changed = `Willkommen auf der Seite ${Date.now().toString(36)}`;

  await expect(marked(page, "home.title")).toHaveText(published);
  await expect(marked(page, "home.title")).toHaveAttribute("role", "button");
  await expect(page.getByTestId("in-context-bar")).toContainText("Deutsch");
  expect(await seriousViolations(page)).toEqual([]);

  await marked(page, "home.title").click();
  const dialog = page.getByRole("dialog", { name: "home.title in Deutsch" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("textbox", { name: "Deutsch text" });
  await expect(field).toHaveValue(published);
  expect(await seriousViolations(page)).toEqual([]);
  await field.fill(changed);
  await dialog.getByRole("button", { name: "Save" }).click();

  // The page is rendered anew with the saved text, still in edit mode.
  await expect(heading(page)).toHaveText(changed);
  await expect(marked(page, "home.title")).toHaveText(changed);

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto("/de");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(changed);
  await expect(other.locator("[data-i18n-key]")).toHaveCount(0);
  await visitor.close();

  await setCell(page, "home.title", "de", published);
});

test("The keyboard path: a marked text takes focus, Enter opens it, Ctrl+Enter saves, the bar turns editing off", async ({
  page,
}) => {
  await editOnSite(page, accounts.admin);
  await page.goto("/de");
  const published = (await readTranslation(page, "home.lead", "de")) as string;
  const changed = `${published} (${Date.now().toString(36)})`;

  await marked(page, "home.lead").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "home.lead in Deutsch" });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives focus back to the text.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(marked(page, "home.lead")).toBeFocused();

  await page.keyboard.press(" ");
  const field = dialog.getByRole("textbox", { name: "Deutsch text" });
  await expect(field).toHaveValue(published);
  // The dialog opens on the text, ready to type in (not on Close).
  await expect(field).toBeFocused();
  await field.focus();
  await page.keyboard.press("End");
  await field.fill(changed);
  await page.keyboard.press("Control+Enter");
  await expect(page.locator("p.lead")).toHaveText(changed);

  await page.getByRole("button", { name: "Turn off editing" }).click();
  await expect(page.getByTestId("in-context-bar")).toHaveCount(0);
  await expect(page.locator("[data-i18n-key]")).toHaveCount(0);
  await expect(page.locator("p.lead")).toHaveText(changed);

  await setCell(page, "home.lead", "de", published);
});

test("A plural message opens with its forms; a save another person made first is shown, not overwritten", async ({
  page,
  consoleErrors,
}) => {
  await editOnSite(page, accounts.translator);
  await page.goto("/de");
  const published = (await readTranslation(page, "home.languages", "de")) as string;

  await marked(page, "home.languages").click();
  const dialog = page.getByRole("dialog", { name: "home.languages in Deutsch" });
  await dialog.getByRole("button", { name: "Forms" }).click();
  const other = dialog.getByRole("textbox", { name: "Deutsch form other of home.languages" });
  await expect(other).toHaveValue("In # Sprachen verfügbar");
  await other.fill("Verfügbar in # Sprachen");
  // Someone else saves the same text meanwhile.
  const theirs = published.replace("In # Sprachen verfügbar", "In # Sprachen lesbar");
  await setCell(page, "home.languages", "de", theirs);
  await dialog.getByRole("button", { name: "Save" }).click();
  const conflict = dialog.getByTestId("in-context-conflict");
  await expect(conflict).toContainText("Someone else saved first");
  await expect(conflict).toContainText("lesbar");
  expect(await readTranslation(page, "home.languages", "de")).toBe(theirs);
  // The browser logs the 409 it was answered on purpose; nothing else.
  const conflicts = consoleErrors.filter((e) => e.includes("status of 409 (Conflict)"));
  expect(conflicts).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !conflicts.includes(e)));

  // Keep mine: the next save is based on their version and goes through.
  await conflict.getByRole("button", { name: /Keep mine/ }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(marked(page, "home.languages")).toHaveText(/^Verfügbar in \d+ Sprachen$/);

  await setCell(page, "home.languages", "de", published);
});

test("A translator sees a locale outside theirs read-only", async ({ page }) => {
  await editOnSite(page, accounts.translator);
  await page.goto("/pl");
  await marked(page, "home.title").click();
  const dialog = page.getByRole("dialog", { name: "home.title in Polski" });
  await expect(dialog.getByTestId("in-context-readonly")).toContainText("You may not edit Polski");
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("A visitor's page loads no in-context code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".css")) scripts.push(request.url());
  });
  await page.goto("/de");
  await expect(heading(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /in-context|admin-api|load-icu-tools/.test(url))).toEqual([]);
  await expect(page.locator("[data-i18n-key]")).toHaveCount(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the edit-mode page and its dialog fit the screen", async ({ page }) => {
    const noSideways = async () => {
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      expect(sizes.scroll).toBeLessThanOrEqual(375);
    };
    await editOnSite(page, accounts.translator);
    await page.goto("/de");
    await expect(page.getByTestId("in-context-bar")).toBeVisible();
    await noSideways();
    await marked(page, "home.title").click();
    await expect(page.getByRole("dialog", { name: "home.title in Deutsch" })).toBeVisible();
    await noSideways();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("In a locale that publishes only reviewed texts, a save from the page shows here marked pending while visitors keep the reviewed text, and an admin approves it in the dialog", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await editOnSite(page, accounts.admin);
  await page.goto("/de");
  const published = (await readTranslation(page, "home.title", "de")) as string;
  const pending = `Wartet auf Prüfung ${Date.now().toString(36)}`;
  // Start from a reviewed text (another story may have left it waiting).
  await approveAndPublishAll(page, "home.title", "de");
  expect(await translationsCall(page, "PUT", "/locales/de", { reviewedOnly: true })).toBe(200);
  const visitor = await browser.newContext();
  try {
    await page.reload();
    await marked(page, "home.title").click();
    const dialog = page.getByRole("dialog", { name: "home.title in Deutsch" });
    await expect(dialog.getByTestId("in-context-review-note")).toContainText("publishes only reviewed texts");
    await dialog.getByRole("textbox", { name: "Deutsch text" }).fill(pending);
    await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save" }).click();

    // The page comes back with the editor's text in place, marked as pending, and says why.
    await expect(heading(page)).toHaveText(pending);
    await expect(marked(page, "home.title")).toHaveAttribute("data-i18n-pending", "");
    await expect(marked(page, "home.title")).toHaveAttribute("title", /pending review/);
    await expect(page.getByTestId("in-context-flash")).toContainText("waits for review");
    expect(await seriousViolations(page)).toEqual([]);

    // A visitor still reads the reviewed text, with no trace of the pending one.
    const other = await visitor.newPage();
    await other.goto("/de");
    await expect(heading(other)).toHaveText(published);
    await expect(other.locator("[data-i18n-pending]")).toHaveCount(0);

    // The admin approves it from the dialog: visitors get it on their next request.
    await marked(page, "home.title").click();
    const review = dialog.getByTestId("in-context-review");
    await expect(review).toContainText("Needs review");
    await expect(review).toContainText(`Visitors see: ${published}`);
    expect(await seriousViolations(page)).toEqual([]);
    await review.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("in-context-flash")).toContainText("Approved home.title in Deutsch");
    await expect(heading(page)).toHaveText(pending);
    // Other stories may leave other German texts waiting: this one is no longer marked.
    await expect(marked(page, "home.title")).not.toHaveAttribute("data-i18n-pending");
    await other.reload();
    await expect(heading(other)).toHaveText(pending);
  } finally {
    await visitor.close();
    await setCell(page, "home.title", "de", published);
    await approveAndPublishAll(page, "home.title", "de");
  }
});

test.describe("in the admin's language", () => {
  // Without the English the other stories choose: this one's admin speaks Polish.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("An editor whose admin speaks Polish gets the bar and the dialog in Polish; the page stays German", async ({
    page,
    context,
  }) => {
    await signIn(page, accounts.translator);
    // The only language cookie, whatever the stored session came with.
    await context.clearCookies({ name: "admin_lang" });
    await context.addCookies([{ name: "admin_lang", value: "pl", domain: "localhost", path: "/" }]);
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Administracja" })).toBeVisible();
    await page.getByRole("button", { name: "Edytuj na stronie" }).click();
    await expect(page.getByTestId("in-context-bar")).toBeVisible();
    await page.goto("/de");

    const bar = page.getByRole("complementary", { name: "Edycja na stronie" });
    await expect(bar).toContainText("Edycja na stronie (Deutsch): wybierz obramowany tekst");
    await expect(bar).toHaveAttribute("lang", "pl");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(marked(page, "home.title")).toHaveAttribute("title", "Edytuj home.title");

    await marked(page, "home.title").click();
    const dialog = page.getByRole("dialog", { name: "home.title w języku Deutsch" });
    await expect(dialog.getByRole("textbox", { name: "Tekst w języku Deutsch" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Zapisz" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Zamknij" }).click();

    await bar.getByRole("button", { name: "Wyłącz edycję" }).click();
    await expect(page.getByTestId("in-context-bar")).toHaveCount(0);
  });
});
