import { accounts, signIn } from "./auth-helpers";
import { expect, isSameDocument, markDocument, test, waitForHydration } from "./fixtures";

test.describe("A visitor browses the site", () => {
  test("opens the Slovak home page and follows a link to English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vitajte");
    await waitForHydration(page);

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Dark", exact: true })).toBeEnabled();
  });

  test("lands on the 404 page naming the missing path, then goes home", async ({ page }) => {
    const res = await page.goto("/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404\?path=%2Fdoes-not-exist$/);
    await expect(page.getByTestId("error-message")).toHaveText("Stránka sa nenašla: /does-not-exist");
    await waitForHydration(page);

    await page.getByRole("link", { name: "Späť na úvod" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vitajte");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("sees the German 404 page when the locale cookie says de", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "de", url: baseURL as string }]);
    await page.goto("/nowhere");
    await expect(page).toHaveURL(/\/de\/404\?path=%2Fnowhere$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByTestId("error-message")).toHaveText("Seite nicht gefunden: /nowhere");
  });

  test("moves between admin pages client-side", async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Translations" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Translations");
    expect(await isSameDocument(page)).toBe(true);
  });
});
