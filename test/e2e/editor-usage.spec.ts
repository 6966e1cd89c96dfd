import type { Page } from "@playwright/test";
import { accounts, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Imports a flat JSON file into one locale through the admin API, in the page's session. */
async function importFile(page: Page, locale: string, entries: Record<string, string>) {
  const status = await page.evaluate(
    async ({ locale, content }) => {
      const res = await fetch("/api/admin/translations/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ format: "json", content, locale, dryRun: false }),
      });
      return res.status;
    },
    { locale, content: JSON.stringify(entries) },
  );
  expect(status).toBe(200);
}

async function deleteKey(page: Page, name: string) {
  const status = await page.evaluate(async (name) => {
    const res = await fetch(`/api/admin/translations/keys/${encodeURIComponent(name)}`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    return res.status;
  }, name);
  expect(status).toBe(204);
}

const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`);

test("An admin finds an imported key no page uses, opens a home key's page in Magyar, and sees the count on the dashboard", async ({
  page,
}) => {
  const imported = "e2eUsage.checkout.title";
  await openEditor(page, accounts.admin, "?cols=hu");
  await importFile(page, "sk", { [imported]: "Pokladňa" });

  // Only the keys no page shows: the imported one, never a page's own.
  await page.getByLabel("Used on pages").selectOption({ label: "Not used" });
  await expect(page).toHaveURL(/[?&]usage=unused(&|$)/);
  await expect(row(page, imported)).toBeVisible();
  await expect(row(page, "home.title")).toHaveCount(0);
  await row(page, imported).getByRole("button", { name: "History and key actions" }).click();
  const importedDialog = page.getByRole("dialog", { name: `Key ${imported}` });
  await expect(importedDialog.getByRole("region", { name: "Used on" })).toContainText("Not used on any page");
  await page.keyboard.press("Escape");
  await expect(importedDialog).toHaveCount(0);

  // A page's key: its page, as a link that opens the Hungarian home page in a new tab.
  await page.getByLabel("Used on pages").selectOption({ label: "Used" });
  await expect(page).toHaveURL(/[?&]usage=used(&|$)/);
  await expect(row(page, imported)).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search keys and texts" }).fill("home.title");
  await row(page, "home.title").getByRole("button", { name: "History and key actions" }).click();
  const usedOn = page.getByRole("dialog", { name: "Key home.title" }).getByRole("region", { name: "Used on" });
  const home = usedOn.getByRole("link", { name: /^Home: view on the page in Magyar/ });
  await expect(home).toHaveAttribute("href", "/hu");
  await expect(home).toHaveAttribute("target", "_blank");
  await expect(home).toHaveAttribute("rel", "noopener");
  await expect(usedOn.getByRole("link")).toHaveCount(1);
  const [tab] = await Promise.all([page.waitForEvent("popup"), home.click()]);
  await expect(tab).toHaveURL(/\/hu$/);
  await expect(tab.locator("html")).toHaveAttribute("lang", "hu");
  await tab.close();
  await page.keyboard.press("Escape");

  // The dashboard counts the keys no page uses, and links to the editor filtered to them.
  await page.goto("/admin");
  const unused = page.getByRole("link", { name: /^(1 key is|\d+ keys are) not used on any page$/ });
  await expect(unused).toHaveAttribute("href", "/admin/translation?usage=unused");
  await unused.click();
  await expect(page.getByLabel("Used on pages")).toHaveValue("unused");
  await expect(row(page, imported)).toBeVisible();

  await deleteKey(page, imported);
});
