import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** Issue 37, item 5 (docs/decisions/0079-activity-log.md): the log as sentences, read on a phone. */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Calls the admin API from the page, as the app itself would (same origin, JSON). */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/admin${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: await res.json() };
    },
    { method, path, body },
  );
}

/** The page itself never scrolls sideways. */
async function expectNoSideways(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    inner: window.innerWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.inner);
}

test("An admin reads what happened today in the activity log on a phone", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await waitForHydration(page);

  // Today, an agency's file came into Polish and was taken back: two new keys, then none again.
  const prefix = `e2e.activity.${Date.now()}`;
  const content = JSON.stringify({ [`${prefix}.one`]: "Jeden", [`${prefix}.two`]: "Dwa" });
  const file = { format: "json", locale: "pl", fileName: "checkout-pl.json", content, dryRun: false };
  const imported = await api<{ importId: number; written: number }>(page, "POST", "/translations/import", file);
  expect(imported).toMatchObject({ status: 200, data: { written: 2 } });
  const id = imported.data.importId;
  const preview = await api<{ basis: string }>(page, "GET", `/translations/imports/${id}/undo`);
  const undone = await api(page, "POST", `/translations/imports/${id}/undo`, { basis: preview.data.basis });
  expect(undone.status).toBe(200);

  // On the phone: the log, today only, imports only.
  await page.getByRole("link", { name: "Activity log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity log");
  await page.getByRole("link", { name: "Today only" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=/);
  await page.getByLabel("Action").selectOption({ label: "Imports and their undo" });
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(/action=imports/);

  const admin = accounts.admin.email;
  const entries = page.getByRole("list", { name: "Activity log" }).getByRole("listitem");
  const importEntry = entries.filter({ hasText: `${admin} imported checkout-pl.json into Polish` });
  await expect(importEntry).toContainText(
    new RegExp(`imported checkout-pl\\.json into Polish: 2 texts changed; undone by ${admin} at \\d\\d:\\d\\d UTC`),
  );
  await expect(
    entries.filter({
      hasText: `${admin} undid an import by ${admin} in Polish: 2 texts restored, 2 new keys removed`,
    }),
  ).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: "test-results/activity-log-375.png", fullPage: true });

  // The entry's link opens that import's entries: the import and its undo.
  await importEntry.first().getByRole("link", { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?change=${id}$`));
  await expect(page.getByText(`The entries of change #${id}`)).toBeVisible();
  await expect(entries).toHaveCount(2);
  // And what it wrote, text by text, each linked to its key.
  const texts = page.getByRole("region", { name: `What change #${id} wrote` }).getByRole("listitem");
  await expect(texts).toHaveText([`${prefix}.one · Polish · “Jeden”`, `${prefix}.two · Polish · “Dwa”`]);
  await expect(texts.first().getByRole("link", { name: `${prefix}.one` })).toHaveAttribute(
    "href",
    `/admin/translation?q=${encodeURIComponent(`${prefix}.one`)}`,
  );
  await expectNoSideways(page);

  await axeAtBothWidths(page);
  await page.screenshot({ path: "test-results/activity-log-1366.png", fullPage: true });
});
