/**
 * The source locale is a setting, not the default locale (docs/client-runtime.md): this spec
 * starts a second server of its own with SOURCE_LOCALE=en (scripts/serve-e2e.mjs, its own
 * state and a free port) and checks that the editor compares against English and that a new
 * key's source text is saved in English, while sk stays the URLs' and visitors' default.
 */
import { accounts, cell, openEditor, readTranslation } from "./editor-helpers";
import { test as base, expect } from "./fixtures";
import { freePort, startOwnServer } from "./own-server";

/** Starts the built app with SOURCE_LOCALE=en; resolves with its origin once wrangler says it is ready. */
async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const { stop } = await startOwnServer(port, { E2E_STATE: ".wrangler/e2e-source-locale", E2E_SOURCE_LOCALE: "en" });
  return { origin: `http://localhost:${port}`, stop };
}

const test = base.extend<object, { englishSourceSite: string }>({
  englishSourceSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { origin, stop } = await startServer();
      try {
        await use(origin);
      } finally {
        stop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ englishSourceSite }, use) => use(englishSourceSite),
});

test("With SOURCE_LOCALE=en the editor's source column is English and a new key's source text is saved in English", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, "?cols=de");
  const headers = page.getByRole("columnheader");
  await expect(headers.nth(1)).toContainText("English");
  await expect(headers.nth(1)).toContainText("source");
  await expect(headers.nth(2)).toContainText("Deutsch");
  await expect(headers.filter({ hasText: "Slovenčina" })).toHaveCount(0);

  await page.getByRole("button", { name: "Add key" }).click();
  const add = page.getByRole("dialog", { name: "Add a key" });
  await add.getByLabel("Name").fill("e2eSource.greeting");
  await add.getByLabel("English text (optional)").fill("Hello {name}");
  await add.getByRole("button", { name: "Add key" }).click();
  await expect(add).toHaveCount(0);
  await expect(cell(page, "e2eSource.greeting", "en")).toContainText("Hello {name}");
  expect(await readTranslation(page, "e2eSource.greeting", "en")).toBe("Hello {name}");
  expect(await readTranslation(page, "e2eSource.greeting", "sk")).toBeNull();

  // The live check compares the German text with the English source (sk has none).
  await cell(page, "e2eSource.greeting", "de").click();
  await page.getByRole("textbox", { name: "Deutsch text of e2eSource.greeting" }).fill("Hallo");
  await expect(cell(page, "e2eSource.greeting", "de")).toContainText("The source uses {name}, this message does not");
});
