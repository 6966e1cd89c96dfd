import { accounts, submitLogin } from "./auth-helpers";
import { expect, isSameDocument, markDocument, test, waitForHydration } from "./fixtures";

const heading = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });

test.describe("An admin signs in", () => {
  test("The development admin signs in from /admin/translation, stays signed in, signs out, and /admin asks for the login again", async ({
    page,
  }) => {
    await page.goto("/admin/translation");
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftranslation$/);
    await expect(heading(page)).toHaveText("Sign in");
    await waitForHydration(page);

    await submitLogin(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/translation$/);
    await expect(heading(page)).toHaveText("Translations");
    await expect(page.getByTestId("signed-in-as")).toContainText(accounts.admin.email);

    await page.reload();
    await expect(heading(page)).toHaveText("Translations");
    await expect(page.getByTestId("signed-in-as")).toContainText(accounts.admin.email);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(heading(page)).toHaveText("Sign in");

    const res = await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(res?.status()).toBe(200);
    await expect(heading(page)).toHaveText("Sign in");
  });

  test("A wrong password shows an inline error the fields point to, and keeps the email", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    await submitLogin(page, { email: accounts.admin.email, password: "not the password" });

    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("The email or password is incorrect.");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-describedby", "login-error");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue(accounts.admin.email);
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Chromium reports the 401 of the refused sign-in request itself; that one is expected.
    const expected = consoleErrors.findIndex((line) => /status of 401.*\/api\/admin\/login/.test(line));
    expect(expected).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(expected, 1);
  });

  test("A translator signs in and sees their role", async ({ page }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    await submitLogin(page, accounts.translator);
    await expect(heading(page)).toHaveText("Dashboard");
    await expect(page.getByTestId("signed-in-as")).toHaveText(`${accounts.translator.email} (translator)`);
  });

  test("A signed-in admin who opens the login page goes to the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await submitLogin(page, accounts.admin);
    await expect(heading(page)).toHaveText("Dashboard");
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("When the session ends elsewhere, the next client-side navigation goes to the login page", async ({ page }) => {
    await page.goto("/admin/login");
    await submitLogin(page, accounts.admin);
    await expect(heading(page)).toHaveText("Dashboard");
    await waitForHydration(page);
    await markDocument(page);
    // Signed out from another tab: the cookie this page holds no longer stands for a session.
    await page.evaluate(() =>
      fetch("/api/admin/logout", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );

    await page.getByRole("link", { name: "Translations" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftranslation$/);
    await expect(heading(page)).toHaveText("Sign in");
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe("Signing in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("The admin signs in with the plain form and lands where they were going", async ({ page }) => {
    await page.goto("/admin/translation");
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftranslation$/);
    await submitLogin(page, { email: accounts.admin.email, password: "wrong password" });
    await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");

    await submitLogin(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/translation$/);
    await expect(heading(page)).toHaveText("Translations");
  });

  test("The admin signs out with the plain form, and /admin then asks to sign in", async ({ page }) => {
    await page.goto("/admin/login");
    await submitLogin(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("signed-in-as")).toContainText(accounts.admin.email);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(heading(page)).toHaveText("Sign in");

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(heading(page)).toHaveText("Sign in");
  });
});
