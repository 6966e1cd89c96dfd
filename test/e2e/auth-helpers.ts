import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, type Cookie, expect, type Page, request } from "@playwright/test";

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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Each account's session, signed in once per server through the sign-in API and then handed to
 * every browser context that needs it: a story that is not about signing in skips the form, its
 * page load and the password's hashing. auth.spec.ts and the stories of a person's own sign-in
 * still use the form. Renewed well within the session's 30 minutes without a request
 * (worker/services/sessions.ts).
 */
const sessions = new Map<string, { cookies: Cookie[]; madeAt: number }>();
const SESSION_REUSE_MS = 10 * 60 * 1000;

async function sessionCookies(origin: string, { email, password }: Pick<Account, "email" | "password">) {
  const kept = sessions.get(`${origin} ${email}`);
  if (kept && Date.now() - kept.madeAt < SESSION_REUSE_MS) return kept.cookies;
  // The sign-in API takes same-origin JSON only (worker/middleware/csrf.ts), as the login page sends it.
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  try {
    const res = await api.post("/api/admin/login", { data: { email, password } });
    expect(res.status(), `signing ${email} in`).toBe(200);
    // The session alone: the request context also carries the suite's choice of the admin's
    // language (playwright.config.ts), which is the browser's to make, not the session's.
    const cookies = (await api.storageState()).cookies.filter((cookie) => cookie.name !== "admin_lang");
    expect(cookies.length, `a session cookie for ${email}`).toBeGreaterThan(0);
    sessions.set(`${origin} ${email}`, { cookies, madeAt: Date.now() });
    return cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * The server a browser context talks to: its `baseURL`, which a spec may point at a server of its
 * own (source-locale.spec.ts), read off a request it makes (no session needed, nothing changes).
 */
async function originOf(context: BrowserContext): Promise<string> {
  return new URL((await context.request.get("/api/admin/session")).url()).origin;
}

/** Signs the browser context of `page` in as `account` through its stored session; the page stays where it is. */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  const context = page.context();
  await context.addCookies(await sessionCookies(await originOf(context), account));
}

/** Signs `account` in within a browser context of its own (beside the test's `page`), on the dashboard; close `context` when done. */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: Pick<Account, "email" | "password">,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto("/admin");
  await page.waitForURL((url) => url.pathname === "/admin");
  return { context, page };
}

/** The text of a public page's main heading, after loading `path`. */
export async function headingOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  return page.getByRole("heading", { level: 1 }).textContent();
}
