import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn, submitLogin } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";
import { virtualAuthenticator } from "./webauthn-helpers";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Adds a passkey named `name` from Your account. */
async function addPasskey(page: Page, name: string) {
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The passkey “${name}” was added.` })).toBeVisible();
}

test("A reviewer signs in with a passkey alone", async ({ page, browser }) => {
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const reviewer = await personWithOwnPassword(page, { prefix: "passkey", role: "reviewer", locales: ["de"] });
  const origin = new URL(page.url()).origin;
  const context = await browser.newContext({ baseURL: origin });
  try {
    const person = await context.newPage();
    const spare = await virtualAuthenticator(person);
    await signIn(person, reviewer);

    // Two passkeys from Your account (one a device, one another), each named; one renamed, one removed.
    await person.goto("/admin/account");
    await waitForHydration(person);
    const section = person.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
    await addPasskey(person, "Spare");
    expect(await spare.credentials()).toHaveLength(1);
    // The same device again is refused by the browser (the server lists the passkeys it has).
    await person.getByLabel("Name of the new passkey").fill("Twice");
    await person.getByRole("button", { name: "Add a passkey" }).click();
    await expect(section.getByRole("alert").filter({ hasText: "already holds a passkey" })).toBeVisible();
    await spare.remove();
    const authenticator = await virtualAuthenticator(person);
    await addPasskey(person, "Work laptop");
    await expect(section.getByText("You have 2 passkeys.")).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await section.getByRole("button", { name: "Rename the passkey Work laptop" }).click();
    await section.getByLabel("New name for the passkey Work laptop").fill("My laptop");
    await person.setViewportSize({ width: 375, height: 800 });
    await section.screenshot({ path: "test-results/passkeys-rename-375.png" });
    await person.setViewportSize({ width: 1366, height: 800 });
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByRole("listitem").filter({ hasText: "My laptop" })).toBeVisible();
    // Removing one asks for a second factor proved within 5 minutes. Registering a passkey proved
    // one just now, so the story stands in for the time that passes: the first removal is answered
    // as the server answers a session whose proof is older (test/worker/passkey-removal.test.ts
    // holds the server to it). The person confirms with the passkey this device holds, and the
    // removal, sent again, goes to the server as it is.
    let stale = true;
    await person.route("**/api/admin/account/passkeys/*", async (route) => {
      if (route.request().method() !== "DELETE" || !stale) return route.fallback();
      stale = false;
      await route.fulfill({
        status: 403,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "about:blank",
          title: "Forbidden",
          status: 403,
          detail: "Confirm it is you first.",
          code: "second_factor_required",
        }),
      });
    });
    await section.getByRole("button", { name: "Remove the passkey Spare" }).click();
    const confirm = section.getByRole("region", { name: "Confirm it is you" });
    await expect(confirm).toBeVisible();
    await expect(section.getByText("You have 2 passkeys.")).toBeVisible();
    await axeAtBothWidths(person);
    await person.setViewportSize({ width: 375, height: 800 });
    await confirm.screenshot({ path: "test-results/passkeys-confirm-375.png" });
    await person.setViewportSize({ width: 1366, height: 800 });
    await confirm.getByRole("button", { name: "Confirm with a passkey" }).click();
    await expect(section.getByText("You have 1 passkey.")).toBeVisible();
    await expect(confirm).toBeHidden();
    await axeAtBothWidths(person);
    await person.screenshot({ path: "test-results/passkeys-account-1366.png", fullPage: true });
    await person.setViewportSize({ width: 375, height: 800 });
    await person.screenshot({ path: "test-results/passkeys-account-375.png", fullPage: true });
    await person.setViewportSize({ width: 1366, height: 800 });

    // Signed out, then in with the passkey alone: no email, no password. (The admin's language, a
    // preference of this browser and not of the session, stays English.)
    await context.clearCookies({ name: "__Host-session" });
    await person.goto("/admin/login");
    await waitForHydration(person);
    await axeAtBothWidths(person);
    await person.setViewportSize({ width: 375, height: 800 });
    await person.screenshot({ path: "test-results/passkeys-login-375.png" });
    await person.setViewportSize({ width: 1366, height: 800 });
    await person.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    const session = (await (await person.request.get("/api/admin/session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(reviewer.email);

    // The password now asks for the passkey as its second step, which finishes the sign-in.
    await context.clearCookies({ name: "__Host-session" });
    await person.goto("/admin/login");
    await waitForHydration(person);
    await submitLogin(person, reviewer);
    await expect(heading(person)).toHaveText("Use your passkey");
    await axeAtBothWidths(person);
    await person.screenshot({ path: "test-results/passkeys-second-step-375.png" });
    await person.getByRole("button", { name: "Use a passkey" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
  } finally {
    await context.close();
  }
});
