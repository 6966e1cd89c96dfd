import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { request } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";

const appCode = (secret: string, offset = 0) =>
  generateHOTP(
    decodeBase32IgnorePadding(secret.replace(/\s+/g, "")),
    BigInt(Math.floor(Date.now() / 30_000) + offset),
    6,
  );

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test("Your account names each session's device and sign-in, signs out everywhere else, and makes new recovery codes", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const origin = new URL(page.url()).origin;
  const person = await personWithOwnPassword(page, { prefix: "sessions", role: "translator", locales: ["de"] });
  const context = await browser.newContext({ baseURL: origin });
  const elsewhere = await Promise.all(
    [FIREFOX_WINDOWS, SAFARI_IPHONE].map((ua) =>
      request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin, "User-Agent": ua } }),
    ),
  );
  try {
    const own = await context.newPage();
    await signIn(own, person);
    await own.goto("/admin/account");
    await waitForHydration(own);
    await own.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await own.getByTestId("totp-secret").textContent()) ?? "";
    await own.getByLabel("Code from your app").fill(appCode(secret));
    await own.getByRole("button", { name: "Turn on" }).click();
    const shown = own.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
    await expect(shown).toHaveCount(10);
    const codes = await shown.allTextContents();
    expect(codes).toHaveLength(10);
    await own.getByRole("button", { name: "Continue" }).click();

    // Two more sign-ins, each with the password and a recovery code, from other devices.
    for (const [i, api] of elsewhere.entries()) {
      const step = await api.post("/api/admin/login", { data: { email: person.email, password: person.password } });
      const { challenge } = (await step.json()) as { challenge: string };
      const done = await api.post("/api/admin/login/second-factor", { data: { challenge, code: codes[i] } });
      expect(done.status()).toBe(200);
    }
    await own.reload();
    await waitForHydration(own);
    const list = own.getByRole("list", { name: "Your sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list.getByRole("listitem").filter({ hasText: "Firefox on Windows" })).toContainText(
      "Signed in with a password and a recovery code",
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Safari on iPhone" })).toHaveCount(1);
    await axeAtBothWidths(own);
    await own.screenshot({ path: testInfo.outputPath("account-1366.png"), fullPage: true });
    await own.setViewportSize({ width: 375, height: 800 });
    await own.screenshot({ path: testInfo.outputPath("account-375.png"), fullPage: true });
    await own.setViewportSize({ width: 1366, height: 800 });

    await own.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(own.getByText("Signed out of 2 other sessions.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    for (const api of elsewhere) expect((await api.get("/api/admin/account/sessions")).status()).toBe(401);

    // New recovery codes need a code given again; then ten new ones are shown once.
    await own.getByLabel("Code to confirm it is you (from your app, or a recovery code)").fill(appCode(secret, 1));
    await own.getByRole("button", { name: "Confirm it is you" }).click();
    await expect(own.getByText(/^Confirmed\. For the next 5 minutes/)).toBeVisible();
    await own.getByRole("button", { name: "Make new recovery codes" }).click();
    await expect(shown).toHaveCount(10);
    await expect(shown.first()).not.toHaveText(codes[0] as string);
    const renewed = await shown.allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
    await axeAtBothWidths(own);
  } finally {
    await Promise.all(elsewhere.map((api) => api.dispose()));
    await context.close();
  }
});
