import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";

export interface Account {
  email: string;
  password: string;
  role: "admin" | "reviewer" | "translator";
}

/** The accounts scripts/serve-e2e.mjs seeds (the development admin of `npm start`, a reviewer and a translator). */
export const accounts = JSON.parse(
  readFileSync(new URL("../../scripts/dev-accounts.json", import.meta.url), "utf8"),
) as {
  admin: Account;
  reviewer: Account;
  translator: Account;
};

/** Fills in the login form on the current page and submits it. */
export async function submitLogin(page: Page, { email, password }: Pick<Account, "email" | "password">) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs `account` in within a browser context of its own (beside the test's `page`); close `context` when done. */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: Pick<Account, "email" | "password">,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname === "/admin");
  return { context, page };
}

/** The text of a public page's main heading, after loading `path`. */
export async function headingOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  return page.getByRole("heading", { level: 1 }).textContent();
}
