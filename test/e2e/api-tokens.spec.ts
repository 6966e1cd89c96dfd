import { seriousViolations } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

// The Copy button writes to the clipboard; the story reads back what it copied.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("An admin creates an API token, copies it, a script reads translations with it, and revoking it locks the script out", async ({
  page,
  request,
}) => {
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API tokens");
  await waitForHydration(page);
  const name = `pipeline ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Export files").check();
  await page.getByLabel("Expires after").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();
  const secretField = page.getByLabel(`Token “${name}”`);
  await expect(secretField).toHaveValue(/^plg_/);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(await secretField.inputValue());
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("translations:read, export");

  // A script: no cookie, only the token.
  const auth = { Authorization: `Bearer ${secret}` };
  const read = await request.get("/api/admin/translations?pageSize=1", { headers: auth });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ total: expect.any(Number) });
  const tokens = await request.get("/api/admin/tokens", { headers: auth });
  expect(tokens.status()).toBe(403);
  // The list, read again, says when the token was last used.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Never");

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke “${name}”?` });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  const after = await request.get("/api/admin/translations?pageSize=1", { headers: auth });
  expect(after.status()).toBe(401);
});

for (const width of [1366, 375]) {
  test(`The API tokens page is axe-clean and keyboard-usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/tokens");
    await waitForHydration(page);
    await page.getByLabel("Name").fill(`kb ${width}`);
    await page.getByLabel("Name").press("Enter");
    await expect(page.getByLabel(`Token “kb ${width}”`)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
