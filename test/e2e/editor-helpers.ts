import { expect, type Page } from "@playwright/test";
import { type Account, accounts, signIn } from "./auth-helpers";

export { accounts };

/** Signs in (a stored session) and opens the translation editor at `search` (e.g. `?q=home.body&cols=de`), ready to use. */
export async function openEditor(page: Page, account: Account, search = ""): Promise<void> {
  await signIn(page, account);
  await page.goto(`/admin/translation${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
}

/** The grid cell of a key in a locale column. */
export function cell(page: Page, key: string, locale: string) {
  return page.locator(`[role=row][data-key="${key}"] [role=gridcell][data-locale="${locale}"]`);
}

/** Sets a cell through the API (in the page's session), whatever its version: test set-up and clean-up. */
export async function setCell(page: Page, key: string, locale: string, text: string): Promise<void> {
  const status = await page.evaluate(
    async ({ key, locale, text }) => {
      const api = `/api/admin/translations/keys/${encodeURIComponent(key)}`;
      const detail = await (await fetch(api)).json();
      const version = detail.key.values[locale]?.version ?? 0;
      const res = await fetch(`${api}/values/${locale}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text, version }),
      });
      return res.status;
    },
    { key, locale, text },
  );
  expect(status).toBe(200);
}

/** A cell's current text from the API. */
export async function readTranslation(page: Page, key: string, locale: string): Promise<string | null> {
  return page.evaluate(
    async ({ key, locale }) => {
      const detail = await (await fetch(`/api/admin/translations/keys/${encodeURIComponent(key)}`)).json();
      return detail.key.values[locale]?.text ?? null;
    },
    { key, locale },
  );
}

/** Calls the translations admin API in the page's session (`/api/admin/translations{path}`); answers the status. */
export async function translationsCall(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/admin/translations${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}

/** A cell's version from the API (0: empty). */
export async function cellVersion(page: Page, key: string, locale: string): Promise<number> {
  return page.evaluate(
    async ({ key, locale }) => {
      const detail = await (await fetch(`/api/admin/translations/keys/${encodeURIComponent(key)}`)).json();
      return detail.key.values[locale]?.version ?? 0;
    },
    { key, locale },
  );
}

/** Approves a cell as it is now and sets "publish only reviewed" of `locale` back off: a review test's clean-up. */
export async function approveAndPublishAll(page: Page, key: string, locale: string): Promise<void> {
  const version = await cellVersion(page, key, locale);
  expect(await translationsCall(page, "POST", `/keys/${key}/values/${locale}/approve`, { version })).toBe(200);
  expect(await translationsCall(page, "PUT", `/locales/${locale}`, { reviewedOnly: false })).toBe(200);
}
