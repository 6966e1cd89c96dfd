import { seriousViolations } from "./a11y-helpers";
import { headingOf, signedInContext } from "./auth-helpers";
import {
  accounts,
  translationsCall as api,
  approveAndPublishAll,
  cell,
  cellVersion,
  openEditor,
  readTranslation,
  setCell,
} from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Review states (docs/decisions/0055): in a locale that publishes only reviewed texts, a
 * translator's new text stays off the public page until a reviewer approves it in the editor.
 */
const KEY = "home.title";

test("A reviewer approves a waiting text in the editor and the public page changes", async ({ page, browser }) => {
  // Three accounts sign in, each with its own browser context.
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const { context: adminContext, page: admin } = await signedInContext(browser, baseURL, accounts.admin);
  const original = (await readTranslation(admin, KEY, "de")) as string;

  try {
    // The admin turns "publish only reviewed" on for German on the dashboard.
    await admin.goto("/admin");
    await waitForHydration(admin);
    const toggle = admin.getByRole("checkbox", { name: "Only reviewed texts published in Deutsch" });
    const saved = admin.waitForResponse((r) => r.url().endsWith("/api/admin/translations/locales/de"));
    await toggle.click();
    // The dashboard asks first, saying what visitors will see.
    await admin.getByRole("dialog").getByRole("button", { name: "Publish only reviewed" }).click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(await seriousViolations(admin)).toEqual([]);

    // A translator's new text waits: visitors still see the reviewed one.
    const translatorContext = await browser.newContext({ baseURL });
    const translator = await translatorContext.newPage();
    await openEditor(translator, accounts.translator, `?q=${KEY}&cols=de`);
    await setCell(translator, KEY, "de", "Willkommen, geprüft");
    await translatorContext.close();
    expect(await headingOf(page, "/de")).toBe(original);

    // The reviewer sees both texts, approves, and the public page changes on the next request.
    await openEditor(page, accounts.reviewer, `?q=${KEY}&cols=de`);
    const de = cell(page, KEY, "de");
    await expect(de).toContainText("Needs review");
    await expect(de).toContainText(`Live (reviewed): ${original}`);
    expect(await seriousViolations(page)).toEqual([]);
    await de.getByRole("button", { name: "Approve" }).click();
    await expect(de).toContainText("Reviewed");
    await expect(de).not.toContainText("Needs review");
    await expect(de.getByRole("button", { name: "Approve" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingOf(page, "/de")).toBe("Willkommen, geprüft");
  } finally {
    // Back as it was, reviewed, and the setting off, for the other tests.
    await setCell(admin, KEY, "de", original);
    await approveAndPublishAll(admin, KEY, "de");
    await adminContext.close();
  }
});

test("A changed source marks the translation outdated; the editor shows the difference and Confirm clears it", async ({
  page,
}) => {
  const key = "home.lead";
  await openEditor(page, accounts.admin, `?q=${key}&cols=de`);
  const source = (await readTranslation(page, key, "sk")) as string;
  try {
    await setCell(page, key, "sk", `${source} Teraz aj rýchlejšie.`);
    await page.reload();
    const de = cell(page, key, "de");
    await expect(de).toContainText("Outdated");
    await expect(de.locator("ins")).toContainText("Teraz aj rýchlejšie.");
    expect(await seriousViolations(page)).toEqual([]);
    await de.getByRole("button", { name: "Confirm still current" }).click();
    await expect(de).not.toContainText("Outdated");
  } finally {
    // The source as it was, and the translation confirmed against it again.
    await setCell(page, key, "sk", source);
    const version = await cellVersion(page, key, "de");
    expect(await api(page, "POST", `/keys/${key}/values/de/confirm`, { version })).toBe(200);
  }
});
