import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Every admin page fits a laptop (1366 px) and a phone (375 px) without sideways scrolling. Found
 * by looking: the navigation grown by Activity log, Tasks and the inbox's bell pushed the editor's
 * one-line header 91 px past 1366, and a long assignee pushed the task filters 94 px past 375.
 */
const PAGES = ["/admin", "/admin/inbox", "/admin/tasks", "/admin/audit", "/admin/account", "/admin/translation"];

for (const width of [1366, 375]) {
  test(`Every admin page fits ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, accounts.admin);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - innerWidth);
      expect(sideways, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
