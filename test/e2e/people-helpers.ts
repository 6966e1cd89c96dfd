import type { Browser, BrowserContext, Page } from "@playwright/test";
import { hasLocaleList, type Role } from "../../common/auth";
import type { LocaleCode } from "../../common/locales";
import { expect, waitForHydration } from "./fixtures";

/** A person brought in through the web UI: their signed-in page (its own browser context) and credentials. */
export interface InvitedPerson {
  page: Page;
  context: BrowserContext;
  email: string;
  password: string;
  /** The invitation link, already used. */
  link: string;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Ticks a locale's box in the people page's locale picker (its label ends in `(de)`). */
export async function tickLocale(page: Page, code: LocaleCode) {
  await page.getByRole("checkbox", { name: new RegExp(`\\(${code}\\)$`) }).check();
}

/** On the people page (signed in as an admin): invites `email`, returns the link shown once. */
export async function invite(
  adminPage: Page,
  { email, role, locales = "all" }: { email: string; role: Role; locales?: LocaleCode[] | "all" },
): Promise<string> {
  await adminPage.goto("/admin/people");
  await waitForHydration(adminPage);
  const form = adminPage.getByRole("region", { name: "Add a person" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption(role);
  // A reviewer or translator needs their locales, or "All locales", said in so many words.
  if (hasLocaleList(role) && locales === "all") await form.getByLabel("All locales").check();
  else if (locales !== "all") for (const code of locales) await tickLocale(adminPage, code);
  await form.getByLabel("An invitation link").check();
  await form.getByRole("button", { name: "Invite" }).click();
  const link = adminPage.getByLabel(`Invitation link for ${email}`);
  await expect(link).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  return link.inputValue();
}

/** Opens a one-time link in `page`, chooses `password` and waits for the dashboard. */
export async function acceptLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: /and sign in$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
}

/**
 * The whole invitation through the UI: `adminPage` (signed in as an admin) invites a new person
 * with `role` and `locales`; the link is opened in a fresh browser context, a password is set,
 * and the person's signed-in page is returned with their credentials. Close `context` when done.
 */
export async function inviteAndAccept(
  adminPage: Page,
  browser: Browser,
  { role, locales = "all", email = uniqueEmail(role) }: { role: Role; locales?: LocaleCode[] | "all"; email?: string },
): Promise<InvitedPerson> {
  const link = await invite(adminPage, { email, role, locales });
  const context = await browser.newContext({ baseURL: new URL(adminPage.url()).origin });
  const page = await context.newPage();
  const password = `pw-${crypto.randomUUID()}`;
  await acceptLink(page, link, password);
  return { page, context, email, password, link };
}

/**
 * A person made through the API by `adminPage` (signed in as an admin), who has chosen their own
 * password through the one-time link, as a real person would: a password an admin generated
 * must be changed at first sign-in (docs/decisions/0082), which is not what a story about
 * something else is about. Returns the credentials `signIn` takes.
 */
export async function personWithOwnPassword(
  adminPage: Page,
  { prefix, role, locales }: { prefix: string; role: Role; locales?: LocaleCode[] },
): Promise<{ email: string; password: string; role: Role }> {
  const email = uniqueEmail(prefix);
  const origin = new URL(adminPage.url()).origin;
  const made = await adminPage.request.post("/api/admin/people", {
    // An admin edits every locale and is given none.
    data: { email, role, ...(locales ? { locales } : {}), mode: "invite" },
    headers: { Origin: origin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { link } = (await made.json()) as { link: { url: string } };
  const token = new URL(link.url).pathname.split("/").at(-1) as string;
  const password = `own-${crypto.randomUUID()}`;
  // Its own request context: accepting the link signs in, which must not replace the admin's cookie.
  const request = await (await import("@playwright/test")).request.newContext({ baseURL: origin });
  try {
    const accepted = await request.post(`/api/admin/invitations/${token}`, {
      data: { password },
      headers: { Origin: origin },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  } finally {
    await request.dispose();
  }
  return { email, password, role };
}
