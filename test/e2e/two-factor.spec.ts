import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn, submitLogin } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./people-helpers";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** What the person's authenticator app shows, `offset` steps from now (RFC 6238: 30 s, 6 digits), by the worker's library. */
function appCode(secret: string, offset = 0): string {
  const key = decodeBase32IgnorePadding(secret.replace(/\s+/g, ""));
  return generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
}

test("A person given a password by an admin chooses their own, turns on an authenticator app, signs out and signs in with a code", async ({
  page,
  browser,
}) => {
  // Two sign-ins, a password change and the set-up: scrypt three times on a busy machine.
  test.slow();
  await signIn(page, accounts.admin);
  const origin = new URL((await page.request.get("/api/admin/session")).url()).origin;
  const email = uniqueEmail("two-factor");
  const created = await page.request.post("/api/admin/people", {
    data: { email, role: "admin", mode: "password" },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const given = ((await created.json()) as { password: string }).password;
  const password = "my own long password 39";

  const context = await browser.newContext({ baseURL: origin });
  try {
    const person = await context.newPage();
    // First sign-in with the given password: Your account, and nothing else, until it is changed.
    await person.goto("/admin/login");
    await waitForHydration(person);
    await submitLogin(person, { email, password: given });
    await expect(person).toHaveURL(/\/admin\/account$/);
    await expect(person.getByText("Choose your own password before you continue.")).toBeVisible();
    expect((await person.request.get("/api/admin/people")).status()).toBe(403);
    await person.goto("/admin/translation");
    await expect(person).toHaveURL(/\/admin\/account$/);
    await waitForHydration(person);
    await axeAtBothWidths(person);
    await person.getByLabel("Current password").fill(given);
    await person.getByLabel("New password", { exact: true }).fill(password);
    await person.getByLabel("Repeat the new password").fill(password);
    await person.getByRole("button", { name: "Change password" }).click();
    await expect(heading(person)).toHaveText("Dashboard");

    // Set-up from Your account: the QR code, the key as text, confirmed by a first code.
    await person.goto("/admin/account");
    await waitForHydration(person);
    await person.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(person.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await person.getByTestId("totp-secret").textContent()) ?? "";
    expect(secret.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    await axeAtBothWidths(person);
    await person.getByLabel("Code from your app").fill(appCode(secret));
    await person.getByRole("button", { name: "Turn on" }).click();
    const codes = person.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await axeAtBothWidths(person);
    await person.getByRole("button", { name: "Continue" }).click();
    await expect(person.getByText("You have 10 recovery codes left.")).toBeVisible();

    // Signed out, the password alone is not enough: the code form asks for the app's next code.
    await person.getByRole("button", { name: "Sign out" }).click();
    await expect(heading(person)).toHaveText("Sign in");
    await waitForHydration(person);
    await submitLogin(person, { email, password });
    await expect(heading(person)).toHaveText("Enter your code");
    await axeAtBothWidths(person);
    await person.getByLabel("Code", { exact: true }).fill("000000");
    await person.getByRole("button", { name: "Continue" }).click();
    await expect(person.getByRole("alert")).toContainText("not correct");
    await person.getByLabel("Code", { exact: true }).fill(appCode(secret, 1));
    await person.getByRole("button", { name: "Continue" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    await expect(person.getByTestId("signed-in-as")).toContainText(email);
  } finally {
    await context.close();
  }
});
