import { expect, test, waitForHydration } from "./fixtures";

/** The plan prices on the page, as the visitor reads them. */
const prices = (page: import("@playwright/test").Page) => page.getByTestId("price").allTextContents();

test.describe("A visitor comparing prices", () => {
  test("switches language on the pricing page and stays on the pricing page, with prices in the new locale's format", async ({
    page,
  }) => {
    await page.goto("/de/preise");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await waitForHydration(page);
    const german = await prices(page);
    expect(german.length).toBeGreaterThanOrEqual(3);
    // German: the amount, a comma before the cents, the euro sign after a (non-breaking) space.
    for (const price of german) expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/u);

    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const english = await prices(page);
    // English: the euro sign first, a point before the cents; the same amounts.
    for (const price of english) expect(price).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/u);
    const amount = (text: string) => Number(text.replace(/[^\d]/g, ""));
    expect(english.map(amount)).toEqual(german.map(amount));

    await waitForHydration(page);
    await page.getByRole("link", { name: "Slovenčina" }).click();
    await expect(page).toHaveURL(/:\d+\/cennik$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    for (const price of await prices(page)) expect(price).toMatch(/^\d{1,3}(\s\d{3})*,\d{2}\s€$/u);
  });

  test("follows an English link into the German site and is sent to the German slug", async ({ page }) => {
    const res = await page.goto("/de/pricing");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/de\/preise$/);
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor walks every page of the site through its navigation", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: /main|primary|site/i });
    const names = await nav.getByRole("link").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
  });
});
