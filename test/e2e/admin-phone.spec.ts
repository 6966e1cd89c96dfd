import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { cell } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** A phone: its browser widens the layout viewport (zooms out) when a page is wider than the screen. */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The page itself never scrolls sideways (a table or the grid may, inside its own box). */
async function expectNoSideways(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.scroll).toBeLessThanOrEqual(PHONE.width);
}

/** The locales of the grid's first row whose cells are visible (not hidden by the phone layout). */
function visibleLocales(page: Page) {
  return page
    .locator('[role=row][aria-rowindex="2"] [role=gridcell]')
    .evaluateAll((cells) =>
      cells.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => (c as HTMLElement).dataset.locale),
    );
}

test("On a 375 px phone the sign-in page fits the screen and passes axe", async ({ page }) => {
  await page.goto("/admin/login");
  await waitForHydration(page);
  await expectNoSideways(page);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
});

test("On a 375 px phone the dashboard fits: the header wraps, the completion table stays in its own box", async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await waitForHydration(page);
  await expectNoSideways(page);
  await expect(page.getByRole("link", { name: "Translations" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  // The completion table may scroll sideways inside its own box, which the keyboard can reach.
  await expect(page.getByRole("region", { name: "Completion table" })).toHaveAttribute("tabindex", "0");
  expect(await seriousViolations(page)).toEqual([]);
});

test("On a 375 px phone an admin edits one target language beside the source and switches it with the picker", async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin/translation?q=home.title&cols=en,de");
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
  await waitForHydration(page);
  await expectNoSideways(page);

  // The source and the first chosen language, nothing else.
  await expect.poll(() => visibleLocales(page)).toEqual(["sk", "en"]);
  const picker = page.getByRole("combobox", { name: "Target language" });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveValue("en");
  const english = await cell(page, "home.title", "en").textContent();

  // Another target: the URL keeps it, the cells show its text.
  await picker.selectOption("hu");
  await expect(page).toHaveURL(/[?&]cols=hu(,|%2C|&|$)/);
  await expect.poll(() => visibleLocales(page)).toEqual(["sk", "hu"]);
  const hungarian = cell(page, "home.title", "hu");
  await expect(hungarian).not.toHaveText(english ?? "");
  const expected = await page.evaluate(async () => {
    const detail = await (await fetch("/api/admin/translations/keys/home.title")).json();
    return detail.key.values.hu.text as string;
  });
  await expect(hungarian).toContainText(expected);
  await expectNoSideways(page);

  // The source and target cells fit the screen, and the grid is walked by keyboard as on a desktop.
  await hungarian.click();
  await expect(page.getByRole("textbox", { name: "Magyar text of home.title" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Magyar text of home.title" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(hungarian).toBeFocused();
  await expectNoSideways(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("On a 375 px phone the editor's server-rendered page already fits, before any script runs", async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const noScript = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const bare = await noScript.newPage();
    await bare.goto("/admin/translation?cols=en,de,hu");
    await expect(bare.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
    await expectNoSideways(bare);
    await expect(bare.getByRole("link", { name: "Translations" })).toBeInViewport();
  } finally {
    await noScript.close();
  }
});

test("On a 375 px phone every page of the admin's navigation fits the screen and passes axe", async ({ page }) => {
  // One page load, hydration and axe run per navigation link (five for an admin): more than 30 s on a busy machine.
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  // Whatever the admin bar links to, as an admin sees it (every section): a page added later is checked too.
  const nav = page.getByRole("navigation", { name: "Administration" });
  const paths = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThanOrEqual(2);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await waitForHydration(page);
      await expectNoSideways(page);
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }
});
