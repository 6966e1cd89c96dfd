/**
 * "A translator signs in through the company's SSO" (issue 39 item 5, docs/decisions/0089-single-sign-on.md):
 * an admin lets the company's domain in on the People screen, and a translator with no account yet
 * signs in through the provider's own login page and lands in the admin as a new translator.
 */

import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { test as base, expect } from "./fixtures";
import { PROVIDER_NAME, startSsoSite } from "./sso-helpers";

/** oidc-provider's development login page asks Google for a font: answered empty here, nothing leaves localhost. */
const noProviderFont = (page: Page) =>
  page.route("https://fonts.googleapis.com/**", (route) => route.fulfill({ contentType: "text/css", body: "" }));

const test = base.extend<object, { ssoSite: string }>({
  ssoSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await startSsoSite();
      try {
        await use(site.origin);
      } finally {
        await site.stop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ ssoSite }, use) => use(ssoSite),
});

test("A translator signs in through the company's SSO", async ({ page, browser, ssoSite }) => {
  // Two sign-ins, a provider's pages and four axe runs, on a loaded two-core machine.
  test.setTimeout(120_000);
  // The admin lets corp.test in, new accounts as translators.
  await signIn(page, accounts.admin);
  await page.goto("/admin/people");
  const sso = page.getByRole("region", { name: "Single sign-on" });
  await expect(sso.getByText(`Provider: ${PROVIDER_NAME}`)).toBeVisible();
  await sso.getByLabel("Allowed email domains").fill("corp.test");
  await sso.getByLabel("Only existing accounts (create no new ones)").uncheck();
  await sso.getByLabel("Role of a new account").selectOption("translator");
  await sso.getByRole("button", { name: "Save" }).click();
  await expect(sso.getByRole("status")).toHaveText("Single sign-on settings saved.");
  await axeAtBothWidths(page);

  // The translator, in a browser of their own, has no account yet.
  const context = await browser.newContext({ baseURL: ssoSite });
  const translator = await context.newPage();
  await noProviderFont(translator);
  await translator.goto("/admin/translation");
  await expect(translator).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftranslation$/);
  const button = translator.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  await axeAtBothWidths(translator);
  await button.click();

  // The provider's own login page.
  await translator.locator('input[name="login"]').fill("ana.novak@corp.test");
  await translator.locator('input[name="password"]').fill("anything");
  await translator.getByRole("button", { name: "Sign-in" }).click();

  // Back in the admin, signed in where they were going, as a translator.
  await translator.waitForURL((url) => url.origin === ssoSite && url.pathname === "/admin/translation");
  const session = (await (await translator.request.get("/api/admin/session")).json()) as {
    user: { email: string; role: string };
  };
  expect(session.user).toMatchObject({ email: "ana.novak@corp.test", role: "translator" });

  // Your account names how this session signed in.
  await translator.goto("/admin/account");
  await expect(translator.getByText(/Signed in with single sign-on/)).toBeVisible();
  await context.close();
});

test("A refused SSO sign-in says why on the sign-in page, and signs nothing in", async ({ page, ssoSite }) => {
  await noProviderFont(page);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` }).click();
  // The provider has not verified this address (test/oidc/provider.mjs): refused whatever the settings.
  await page.locator('input[name="login"]').fill("unverified.mallory@corp.test");
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.origin === ssoSite && url.pathname === "/admin/login");
  await expect(page.getByRole("alert").filter({ hasText: "has not verified your email address" })).toBeVisible();
  const session = (await (await page.request.get("/api/admin/session")).json()) as { user: unknown };
  expect(session.user).toBeNull();
  await axeAtBothWidths(page);
});
