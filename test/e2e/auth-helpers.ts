import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

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
