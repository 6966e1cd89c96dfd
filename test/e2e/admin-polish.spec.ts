import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";

/**
 * Issue 38: the admin speaks its translators' languages. A browser set to Polish (Playwright's
 * `locale` sends `Accept-Language: pl-PL`) gets the admin in Polish before anyone signs in; an
 * account's own choice (Your account → Language) outranks the browser. The Polish words asserted
 * are the product's terms of locales/admin/TERMS.md and the lead's common.json.
 */

/** A Polish date: "28 lis 2026", "28 listopada 2026" or "28.11.2026" (never "Nov 28, 2026"). */
const POLISH_DATE =
  /\b\d{1,2}(\.\d{2}\.\d{4}| (sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)\b)/;
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d/;
/** Polish's forms of "key" by plural category (CLDR: one, few, many). */
const KEY_FORMS: Record<string, string> = { one: "klucz", few: "klucze", many: "kluczy", other: "klucza" };

/**
 * Every "<n> klucz…" on the page has the form Polish needs for n (2 klucze, 5 kluczy, 22 klucze):
 * at least one such count is shown, and none in a wrong form.
 */
async function expectPolishKeyCounts(page: Page) {
  const text = (await page.locator("main").allInnerTexts()).join("\n");
  // A count after "z" ("z 124 kluczy", of 124 keys) is in the genitive, whatever the number: not counted here.
  const counts = [
    ...text.matchAll(/(?<!\bze? )(?<![\d\u00a0\u202f ])(\d[\d\u00a0\u202f ]*) (klucz|klucze|kluczy|klucza)\b/g),
  ];
  expect(counts.length, "a count of keys in Polish").toBeGreaterThan(0);
  const rules = new Intl.PluralRules("pl");
  for (const [, digits, word] of counts) {
    const n = Number((digits ?? "").replace(/\D/g, ""));
    expect(`${n} ${word}`).toBe(`${n} ${KEY_FORMS[rules.select(n)]}`);
  }
}

test.describe("a Polish translator's browser", () => {
  // Only the browser speaks: no language chosen on the sign-in page (playwright.config.ts chooses English).
  test.use({ locale: "pl-PL", storageState: { cookies: [], origins: [] } });

  test("A Polish translator's browser is Polish: sign-in, dashboard and editor speak Polish, with Polish dates and plurals", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/admin/login");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("link", { name: "Polski" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Zaloguj się", exact: true })).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Hasło/)).toBeVisible();
    await axeAtBothWidths(page);

    // Signed in: the dashboard.
    await signIn(page, accounts.translator);
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Pulpit/);
    await expect(page.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
    await expectPolishKeyCounts(page);
    const main = (await page.locator("main").allInnerTexts()).join("\n");
    const times = await page
      .locator("main time")
      .evaluateAll((els) => els.map((el) => `${el.textContent} ${el.getAttribute("title")}`));
    expect(`${main}\n${times.join("\n")}`, "a date in Polish").toMatch(POLISH_DATE);
    expect(`${main}\n${times.join("\n")}`, "no English month").not.toMatch(ENGLISH_MONTH);
    await axeAtBothWidths(page);

    // The editor.
    await page.goto("/admin/translation");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("searchbox").first()).toHaveAccessibleName(/Szukaj/);
    await expect(page.getByRole("columnheader", { name: /Klucz/ }).first()).toBeVisible();
    await expectPolishKeyCounts(page);
    await axeAtBothWidths(page);
  });
});

test("Your account → Language: a translator chooses Polski over the browser's English, and the whole admin follows", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const person = await personWithOwnPassword(page, { prefix: "admin-lang", role: "translator", locales: ["pl"] });
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  try {
    const own = await context.newPage();
    await signIn(own, person);
    await own.goto("/admin/account");
    await waitForHydration(own);
    await expect(own.locator("html")).toHaveAttribute("lang", "en");
    const language = own.getByLabel("Admin language");
    await expect(language).toHaveValue("");
    await expect(language.locator("option").first()).toHaveText("Browser’s language");
    // Each language named in itself; the pseudo-locale only where this deployment offers it (here it does).
    await expect(language.locator('option[value="pl"]')).toHaveText("Polski");
    await expect(language.locator('option[value="de"]')).toHaveText("Deutsch");
    await axeAtBothWidths(own);
    await language.selectOption("pl");
    await own.getByRole("button", { name: "Save" }).click();

    // The page loads again, in Polish, and so does every page after it.
    await expect(own.locator("html")).toHaveAttribute("lang", "pl");
    await waitForHydration(own);
    await expect(own.getByLabel("Język panelu administracyjnego")).toHaveValue("pl");
    await expect(own.getByRole("heading", { name: "Język" })).toBeVisible();
    await own.goto("/admin");
    await expect(own.locator("html")).toHaveAttribute("lang", "pl");

    // Back to the browser's: English again.
    await own.goto("/admin/account");
    await waitForHydration(own);
    await own.getByLabel("Język panelu administracyjnego").selectOption("");
    await own.getByRole("button", { name: "Zapisz" }).click();
    await expect(own.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(own);
    await expect(own.getByLabel("Admin language")).toHaveValue("");
  } finally {
    await context.close();
  }
});
