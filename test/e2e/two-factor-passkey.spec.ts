import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn, submitLogin } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";
import { virtualAuthenticator } from "./webauthn-helpers";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** What the authenticator app shows, `offset` steps from now (RFC 6238: 30 s, 6 digits), by the worker's library. */
const appCode = (secret: string, offset = 0) =>
  generateHOTP(
    decodeBase32IgnorePadding(secret.replace(/\s+/g, "")),
    BigInt(Math.floor(Date.now() / 30_000) + offset),
    6,
  );

/** Signs the browser out (the session cookie goes; the admin's language stays) and opens the sign-in page. */
async function signedOut(page: Page) {
  await page.context().clearCookies({ name: "__Host-session" });
  await page.goto("/admin/login");
  await waitForHydration(page);
}

test("An admin turns on two-factor sign-in with an authenticator app and a passkey", async ({ page, browser }) => {
  // Three sign-ins and two set-ups: scrypt and WebAuthn on a busy machine.
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const admin = await personWithOwnPassword(page, { prefix: "app-and-passkey", role: "admin" });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const person = await context.newPage();
    const authenticator = await virtualAuthenticator(person);
    await signIn(person, admin);
    await person.goto("/admin/account");
    await waitForHydration(person);
    const twoFactor = person.getByRole("region", { name: "Two-factor sign-in" });
    await expect(twoFactor.getByText("Two-factor sign-in is off.")).toBeVisible();

    // The app first: the QR code and the key, confirmed by a first code; ten recovery codes once.
    await twoFactor.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await person.getByTestId("totp-secret").textContent()) ?? "";
    await person.getByLabel("Code from your app").fill(appCode(secret));
    await person.getByRole("button", { name: "Turn on" }).click();
    await expect(person.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await person.getByRole("button", { name: "Continue" }).click();
    await expect(twoFactor.getByText("You have 10 recovery codes left.")).toBeVisible();

    // Then a passkey beside it (Weblate once crashed adding one factor after the other, #12369).
    const passkeys = person.getByRole("region", { name: "Passkeys" });
    await passkeys.getByLabel("Name of the new passkey").fill("This laptop");
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("status")).toHaveText("The passkey “This laptop” was added.");
    expect(await authenticator.credentials()).toHaveLength(1);
    // The state names both factors that are on.
    await expect(twoFactor.getByText("Two-factor sign-in is on.")).toBeVisible();
    await expect(twoFactor.getByText("1 passkey also serves as a second factor.")).toBeVisible();
    await axeAtBothWidths(person);
    await person.setViewportSize({ width: 375, height: 800 });
    await person.screenshot({ path: "test-results/app-and-passkey-account-375.png", fullPage: true });
    await person.setViewportSize({ width: 1366, height: 800 });
    await person.screenshot({ path: "test-results/app-and-passkey-account-1366.png", fullPage: true });

    // Signed out, the password asks for a second step: the code form, and a passkey as the other way.
    await signedOut(person);
    await submitLogin(person, admin);
    await expect(heading(person)).toHaveText("Enter your code");
    await axeAtBothWidths(person);
    await person.setViewportSize({ width: 375, height: 800 });
    await person.screenshot({ path: "test-results/app-and-passkey-second-step-375.png", fullPage: true });
    await person.setViewportSize({ width: 1366, height: 800 });
    await person.getByRole("button", { name: "Use a passkey" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    await expect(person.getByTestId("signed-in-as")).toContainText(admin.email);

    // And once more with the app's code as the second step.
    await signedOut(person);
    await submitLogin(person, admin);
    await expect(heading(person)).toHaveText("Enter your code");
    await person.getByLabel("Code", { exact: true }).fill(appCode(secret, 1));
    await person.getByRole("button", { name: "Continue" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    await expect(person.getByTestId("signed-in-as")).toContainText(admin.email);
    const session = (await (await person.request.get("/api/admin/account/sessions")).json()) as {
      sessions: { current: boolean; method: string }[];
    };
    expect(session.sessions.find((s) => s.current)?.method).toBe("password+totp");
  } finally {
    await context.close();
  }
});
