import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn, submitLogin } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./people-helpers";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const appCode = (secret: string, offset = 0) =>
  generateHOTP(
    decodeBase32IgnorePadding(secret.replace(/\s+/g, "")),
    BigInt(Math.floor(Date.now() / 30_000) + offset),
    6,
  );

/** An account made by an admin "with a password", its own password chosen and an app set up, all over the API. */
async function adminWithApp(origin: string, adminPage: Page): Promise<APIRequestContext> {
  const email = uniqueEmail("policy-admin");
  const created = await adminPage.request.post("/api/admin/people", {
    data: { email, role: "admin", mode: "password" },
    headers: { Origin: origin },
  });
  const given = ((await created.json()) as { password: string }).password;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  expect((await api.post("/api/admin/login", { data: { email, password: given } })).status()).toBe(200);
  const password = "the policy admin's own password";
  expect((await api.post("/api/admin/account/password", { data: { current: given, password } })).status()).toBe(204);
  const { secret } = (await (await api.post("/api/admin/account/totp", { data: {} })).json()) as { secret: string };
  expect((await api.post("/api/admin/account/totp/confirm", { data: { code: appCode(secret) } })).status()).toBe(200);
  return api;
}

test("An admin requires two-factor sign-in and a translator without it is led through setup, and can do nothing else", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, accounts.admin);
  const origin = new URL((await page.request.get("/api/admin/session")).url()).origin;
  const email = uniqueEmail("policy-translator");
  const created = await page.request.post("/api/admin/people", {
    data: { email, role: "translator", locales: ["de"], mode: "password" },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const given = ((await created.json()) as { password: string }).password;
  const admin = await adminWithApp(origin, page);
  const context = await browser.newContext({ baseURL: origin });
  try {
    const on = await admin.put("/api/admin/policy", { data: { requireTwoFactor: true } });
    expect(await on.json()).toEqual({ requireTwoFactor: true });

    const person = await context.newPage();
    await person.goto("/admin/login");
    await waitForHydration(person);
    await submitLogin(person, { email, password: given });
    await expect(person).toHaveURL(/\/admin\/account$/);
    await person.getByLabel("Current password").fill(given);
    await person.getByLabel("New password", { exact: true }).fill("a translator's own password");
    await person.getByLabel("Repeat the new password").fill("a translator's own password");
    await person.getByRole("button", { name: "Change password" }).click();

    // The password is theirs now; the second factor is next, and nothing else opens.
    await expect(person).toHaveURL(/\/admin\/account$/);
    await expect(person.getByText("Your administrator requires two-factor sign-in. Set it up below")).toBeVisible();
    expect((await person.request.get("/api/admin/translations/stats")).status()).toBe(403);
    await person.goto("/admin/translation");
    await expect(person).toHaveURL(/\/admin\/account$/);
    await waitForHydration(person);
    await axeAtBothWidths(person);
    await person.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await person.getByTestId("totp-secret").textContent()) ?? "";
    await person.getByLabel("Code from your app").fill(appCode(secret));
    await person.getByRole("button", { name: "Turn on" }).click();
    await expect(person.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await person.getByRole("link", { name: "Continue" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    expect((await person.request.get("/api/admin/translations/stats")).status()).toBe(200);
  } finally {
    // The policy holds for every account of this server: the stories after this one sign in without a second factor.
    await admin.put("/api/admin/policy", { data: { requireTwoFactor: false } });
    await admin.dispose();
    await context.close();
  }
});

/** An account made "with a password" by the signed-in admin `page`, then its own password set over the API. */
async function personWithOwnPassword(origin: string, page: Page, role: "reviewer" | "translator", password: string) {
  const email = uniqueEmail(`policy-${role}`);
  const created = await page.request.post("/api/admin/people", {
    data: { email, role, locales: ["de"], mode: "password" },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);
  const given = ((await created.json()) as { password: string }).password;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  expect((await api.post("/api/admin/login", { data: { email, password: given } })).status()).toBe(200);
  expect((await api.post("/api/admin/account/password", { data: { current: given, password } })).status()).toBe(204);
  return { email, api };
}

test("An admin requires 2FA for reviewers and a reviewer without it is led through setup", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, accounts.admin);
  const origin = new URL((await page.request.get("/api/admin/session")).url()).origin;
  const password = "a reviewer's own password";
  const reviewer = await personWithOwnPassword(origin, page, "reviewer", password);
  const translator = await personWithOwnPassword(origin, page, "translator", password);
  const admin = await adminWithApp(origin, page);
  const adminContext = await browser.newContext({ baseURL: origin, storageState: await admin.storageState() });
  const context = await browser.newContext({ baseURL: origin });
  try {
    // The admin chooses "Reviewers and admins" on the People page.
    const people = await adminContext.newPage();
    await people.goto("/admin/people");
    await waitForHydration(people);
    // The choice is saved at once; the radio shows what the server answered.
    await people.getByRole("radio", { name: "Reviewers and admins" }).click();
    await expect(people.getByText("Two-factor sign-in is now required for reviewers and admins.")).toBeVisible();
    await expect(people.getByRole("radio", { name: "Reviewers and admins" })).toBeChecked();
    expect(await (await admin.get("/api/admin/policy")).json()).toEqual({ requireTwoFactor: "reviewers" });
    await axeAtBothWidths(people);

    // A translator is not covered; the reviewer is led to set it up and can do nothing else.
    expect((await translator.api.get("/api/admin/translations/stats")).status()).toBe(200);
    expect((await reviewer.api.get("/api/admin/translations/stats")).status()).toBe(403);
    const person = await context.newPage();
    await person.goto("/admin/login");
    await waitForHydration(person);
    await submitLogin(person, { email: reviewer.email, password });
    await expect(person).toHaveURL(/\/admin\/account$/);
    await waitForHydration(person);
    await expect(person.getByText("Your administrator requires two-factor sign-in. Set it up below")).toBeVisible();
    await axeAtBothWidths(person);
    await person.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await person.getByTestId("totp-secret").textContent()) ?? "";
    await person.getByLabel("Code from your app").fill(appCode(secret));
    await person.getByRole("button", { name: "Turn on" }).click();
    await expect(person.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await person.getByRole("link", { name: "Continue" }).click();
    await expect(heading(person)).toHaveText("Dashboard");
    expect((await person.request.get("/api/admin/translations/stats")).status()).toBe(200);
  } finally {
    await admin.put("/api/admin/policy", { data: { requireTwoFactor: false } });
    await Promise.all([admin.dispose(), reviewer.api.dispose(), translator.api.dispose()]);
    await Promise.all([adminContext.close(), context.close()]);
  }
});
