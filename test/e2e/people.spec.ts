import { seriousViolations } from "./a11y-helpers";
import { accounts, signIn, submitLogin } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { acceptLink, invite, inviteAndAccept, uniqueEmail } from "./people-helpers";

test.beforeEach(async ({ page }) => {
  // Each test brings someone in through the UI (scrypt on sign-in and on the link): more than the default 30 s on a busy machine.
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("An admin invites a translator who signs in through the link; the link then shows a clear 410 page", async ({
  page,
  browser,
}) => {
  const person = await inviteAndAccept(page, browser, { role: "translator", locales: ["de"] });
  try {
    await expect(person.page.getByTestId("signed-in-as")).toContainText(person.email);
    // A translator has no People or Audit links, and the API refuses them.
    const nav = person.page.getByRole("navigation", { name: "Administration" });
    await expect(nav.getByRole("link", { name: "Your account" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "People" })).toHaveCount(0);
    expect((await person.page.request.get("/api/admin/people")).status()).toBe(403);

    // The link again: used, so a clear page and no sign-in.
    const again = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const stranger = await again.newPage();
      const res = await stranger.goto(person.link);
      expect(res?.status()).toBe(410);
      await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("This link can no longer be used");
      await expect(stranger.getByTestId("error-message")).toContainText("already been used");
    } finally {
      await again.close();
    }

    // The admin sees the person with their locale, and the invitation in the audit log.
    await page.goto("/admin/people");
    const row = page.getByRole("row", { name: new RegExp(person.email) });
    await expect(row).toContainText("Translator");
    await expect(row).toContainText("de");
    await page.goto("/admin/audit");
    // The activity log tells each entry as a sentence (docs/decisions/0079-activity-log.md).
    const entries = page.getByRole("list", { name: "Activity log" }).getByRole("listitem");
    await expect(
      entries.filter({ hasText: `${accounts.admin.email} invited ${person.email} as a translator` }),
    ).toBeVisible();
    await expect(entries.filter({ hasText: `${person.email} set a password with a one-time link` })).toBeVisible();
  } finally {
    await person.context.close();
  }
});

test("An admin creates an account with a password shown once, changes its role, then disables it: its session ends", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("pw");
  await page.goto("/admin/people");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Add a person" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("reviewer");
  // Every locale, said in so many words (nothing ticked is refused).
  await form.getByLabel("All locales").check();
  await form.getByLabel("A password, shown once").check();
  await form.getByRole("button", { name: "Create account" }).click();
  const password = await page.getByLabel(`Password for ${email}`).inputValue();
  expect(password).toHaveLength(24);

  const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const them = await theirs.newPage();
    await them.goto("/admin/login");
    await submitLogin(them, { email, password });
    // A password an admin has seen must be replaced first (decision 0082): Your account, not the dashboard.
    await expect(them.getByRole("heading", { level: 1 })).toHaveText("Your account");
    await expect(them.getByText("Choose your own password before you continue.")).toBeVisible();

    await page.getByRole("link", { name: `Manage ${email}` }).click();
    const detail = page.getByRole("region", { name: email });
    await expect(detail.getByRole("list", { name: `Sessions of ${email}` }).getByRole("listitem")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByLabel("Role").selectOption("translator");
    await detail.getByRole("button", { name: "Save changes" }).click();
    await expect(detail.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Translator");

    // A reset link, shown once: it opens the "new password" page for this person.
    await detail.getByRole("button", { name: "Password-reset link" }).click();
    const reset = await page.getByLabel(`Password-reset link for ${email}`).inputValue();
    expect(reset).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const resetPage = await theirs.newPage();
    await resetPage.goto(reset);
    await expect(resetPage.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(resetPage.getByTestId("link-email")).toHaveText(email);
    await resetPage.close();

    await detail.getByRole("checkbox", { name: /^Disabled/ }).check();
    await detail.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Disabled");
    await them.goto("/admin");
    await expect(them).toHaveURL(/\/admin\/login/);
  } finally {
    await theirs.close();
  }
});

test("A person ends their own current session from “Your account”: signed out at once", async ({ page, browser }) => {
  const person = await inviteAndAccept(page, browser, { role: "reviewer", locales: ["hu"] });
  try {
    const own = person.page;
    await own.getByRole("link", { name: "Your account" }).click();
    await expect(own.getByRole("heading", { level: 1 })).toHaveText("Your account");
    await waitForHydration(own);
    expect(await seriousViolations(own)).toEqual([]);
    await own.getByRole("button", { name: /\(this session\)$/ }).click();
    await expect(own).toHaveURL(/\/admin\/login/);
    await own.goto("/admin/account");
    await expect(own).toHaveURL(/\/admin\/login/);
  } finally {
    await person.context.close();
  }
});

test("A person changes their own password with the current one", async ({ page, browser }) => {
  const person = await inviteAndAccept(page, browser, { role: "translator" });
  try {
    const own = person.page;
    await own.goto("/admin/account");
    await waitForHydration(own);
    await own.getByLabel("Current password").fill("not the password");
    await own.getByLabel("New password", { exact: true }).fill("a long new passphrase");
    await own.getByLabel("Repeat the new password").fill("a long new passphrase");
    await own.getByRole("button", { name: "Change password" }).click();
    await expect(own.getByRole("alert").filter({ hasText: "not correct" })).toBeVisible();
    await own.getByLabel("Current password").fill(person.password);
    await own.getByRole("button", { name: "Change password" }).click();
    await expect(own.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
    // Still signed in here (a new session), and the new password works.
    await own.goto("/admin");
    await expect(own.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    const res = await own.request.post("/api/admin/login", {
      data: { email: person.email, password: "a long new passphrase" },
      headers: { Origin: new URL(own.url()).origin },
    });
    expect(res.status()).toBe(200);
  } finally {
    await person.context.close();
  }
});

test("The invitation page works without JavaScript, passes axe, and refuses a short password", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("nojs");
  const link = await invite(page, { email, role: "translator", locales: ["sk"] });
  const bare = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false });
  try {
    const them = await bare.newPage();
    await them.goto(link);
    await expect(them.getByTestId("link-email")).toHaveText(email);
    await them.getByLabel("New password").fill("short");
    await them.getByLabel("Repeat the password").fill("short");
    await them.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(them.getByText("Use at least 12 characters.")).toBeVisible();
    await acceptLink(them, link, "a long enough password");
  } finally {
    await bare.close();
  }
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const other = await fresh.newPage();
    const link2 = await invite(page, { email: uniqueEmail("axe"), role: "reviewer" });
    await other.goto(link2);
    await waitForHydration(other);
    expect(await seriousViolations(other)).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test("At 375 px a person's details fit the screen and pass axe", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/people");
  await waitForHydration(page);
  await page.getByRole("link", { name: `Manage ${accounts.translator.email}` }).click();
  await expect(page.getByRole("region", { name: accounts.translator.email })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`At ${viewport.width} px an invitation without locales is refused with a message; with “All locales” its link shows at once, whole, with Copy`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/admin/people");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Add a person" });
    const email = uniqueEmail("nolocales");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Role").selectOption("translator");
    await form.getByRole("button", { name: "Invite" }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: "Choose at least one locale, or “All locales”" }),
    ).toBeVisible();
    await expect(page.getByLabel(`Invitation link for ${email}`)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The server says the same to a client that skips the form's check.
    const refused = await page.request.post("/api/admin/people", {
      data: { email, role: "translator", mode: "invite" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors).toEqual([
      { path: "locales", message: expect.stringContaining("at least one locale") },
    ]);

    await form.getByLabel("All locales").check();
    await form.getByRole("button", { name: "Invite" }).click();
    const link = page.getByLabel(`Invitation link for ${email}`);
    await expect(link).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect(link).toBeFocused();
    // Nothing of the link is cut off: the field is as tall and as wide as its text.
    const clipped = await link.evaluate((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("All locales");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
