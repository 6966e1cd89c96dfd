import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { signedInContext, signIn } from "./auth-helpers";
import { accounts, cell, openEditor, readTranslation, setCell, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Keys of their own for each run: a pre-translation fills only the keys the filters select. */
const prefix = `e2eSuggest${Date.now().toString(36)}`;
const keys = { known: `${prefix}.known`, asked: `${prefix}.asked`, empty: `${prefix}.empty` };
const SOURCE = "Ahoj {name}, vitaj na palube";
const GERMAN = "Hallo {name}, willkommen an Bord";
/** Two plural keys with one source: the Polish of the first is the memory of the second. */
const plurals = { known: `${prefix}.filesKnown`, asked: `${prefix}.filesAsked` };
const PLURAL_SOURCE = "{count, plural, one {# súbor} few {# súbory} other {# súborov}}";
const POLISH = "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}";

async function sourceLocale(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await fetch("/api/admin/translations?pageSize=1")).json()).sourceLocale);
}

/** Keys whose cells of `locale` were written this way, among this run's keys. */
async function keysWithOrigin(page: Page, origin: string, locale: string): Promise<string[]> {
  return page.evaluate(
    async ({ origin, locale, q }) => {
      const query = new URLSearchParams({ q, origin, stateLocale: locale, locales: locale });
      const list = await (await fetch(`/api/admin/translations?${query}`)).json();
      return list.items.map((row: { name: string }) => row.name);
    },
    { origin, locale, q: prefix },
  );
}

/** axe at a desktop's and a phone's width: 0 serious or critical findings. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.beforeAll(async ({ browser }, info) => {
  const { context, page } = await signedInContext(browser, info.project.use.baseURL, accounts.admin);
  const source = await sourceLocale(page);
  for (const name of Object.values(keys)) {
    expect(await translationsCall(page, "POST", "/keys", { name, description: "" })).toBe(201);
    await setCell(page, name, source, SOURCE);
  }
  await setCell(page, keys.known, "de", GERMAN);
  for (const name of Object.values(plurals)) {
    expect(await translationsCall(page, "POST", "/keys", { name, description: "" })).toBe(201);
    await setCell(page, name, source, PLURAL_SOURCE);
  }
  await setCell(page, plurals.known, "pl", POLISH);
  await context.close();
});

test.afterAll(async ({ browser }, info) => {
  const { context, page } = await signedInContext(browser, info.project.use.baseURL, accounts.admin);
  for (const name of [...Object.values(keys), ...Object.values(plurals)]) {
    await translationsCall(page, "DELETE", `/keys/${name}`, {});
  }
  await context.close();
});

test("A German translator inserts a 100 % match with Ctrl+1, undoes and redoes it, and saves it as from memory", async ({
  page,
}) => {
  await openEditor(page, accounts.translator, `?q=${keys.asked}&cols=de`);
  const target = cell(page, keys.asked, "de");
  // A click on a translation the account may edit opens its editor.
  await target.click();
  const box = target.getByRole("textbox");
  await expect(box).toBeFocused();

  const suggestions = target.getByRole("region", { name: `Suggestions for Deutsch · ${keys.asked}` });
  const first = suggestions.getByRole("button").first();
  await expect(first).toContainText(GERMAN);
  await expect(first).toContainText(`100% from ${keys.known}`);
  await expect(first).toContainText(`source: ${SOURCE}`);
  await expectAccessibleAtBothWidths(page);

  await box.press("Control+1");
  await expect(box).toHaveValue(GERMAN);
  await expect(page.getByTestId("editor-announcer")).toContainText(
    `Inserted suggestion 1 into Deutsch · ${keys.asked}`,
  );
  await box.press("Control+z");
  await expect(box).toHaveValue("");
  await expect(page.getByTestId("editor-announcer")).toContainText("Insertion undone");

  // From a button of the cell as well: the suggestion keys work from any control of the editor.
  await target.getByRole("button", { name: /^Save/ }).focus();
  await page.keyboard.press("Control+1");
  await expect(box).toHaveValue(GERMAN);
  await expect(suggestions.getByRole("button", { name: /Undo insert/ })).toBeVisible();
  await box.press("Control+Enter");
  await expect(target).toContainText("Saved");

  expect(await readTranslation(page, keys.asked, "de")).toBe(GERMAN);
  expect(await keysWithOrigin(page, "memory", "de")).toEqual([keys.asked]);
});

test("An empty Polish plural offers each Forms field its own form of the memory match; one is taken, undone, taken, saved", async ({
  page,
}) => {
  await openEditor(page, accounts.admin, `?q=${plurals.asked}&cols=pl`);
  const target = cell(page, plurals.asked, "pl");
  await target.click();
  // An empty plural opens in Forms, a field per Polish category.
  const few = target.getByRole("textbox", { name: `Polski form few of ${plurals.asked}` });
  await expect(few).toBeVisible();
  await expect(few).toHaveValue("");
  const offersFor = (form: string) => target.getByRole("list", { name: `Suggestions for ${form}` });
  await expect(offersFor("few").getByRole("button")).toHaveText([`Use for few: # pliki 100% · from ${plurals.known}`]);
  await expect(offersFor("many").getByRole("button")).toHaveText([
    `Use for many: # plików 100% · from ${plurals.known}`,
  ]);
  await expectAccessibleAtBothWidths(page);

  await offersFor("few")
    .getByRole("button", { name: /^Use for few/ })
    .click();
  await expect(few).toHaveValue("# pliki");
  await expect(few).toBeFocused();
  // Only that form changed; the others are still the translator's to write.
  await expect(target.getByRole("textbox", { name: `Polski form one of ${plurals.asked}` })).toHaveValue("");
  await offersFor("few").getByRole("button", { name: "Undo the suggestion in few" }).click();
  await expect(few).toHaveValue("");
  await offersFor("few")
    .getByRole("button", { name: /^Use for few/ })
    .click();
  await few.press("Control+Enter");
  await expect(target).toContainText("Saved");
  expect(await readTranslation(page, plurals.asked, "pl")).toMatch(/^\{count, plural, .*few \{# pliki\} .*\}$/);
});

test("A German translator pre-translates what is missing in German from memory, then undoes it", async ({ page }) => {
  await openEditor(page, accounts.translator, `?q=${prefix}&missing=de&cols=de`);
  await expect(page.getByRole("row", { name: new RegExp(keys.empty) })).toBeVisible();
  await page.getByRole("button", { name: "Pre-translate…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Pre-translate" });
  await expect(dialog.getByLabel("Language")).toHaveValue("de");
  await expect(dialog.getByRole("status")).toContainText("1 empty text would be filled from 100 % memory matches.");
  await expect(dialog.getByRole("status")).toContainText("They go live at once");
  await expectAccessibleAtBothWidths(page);

  await dialog.getByRole("button", { name: "Fill 1 text" }).click();
  await expect(dialog.getByRole("status")).toContainText("1 empty text was filled from 100 % memory matches.");
  expect(await readTranslation(page, keys.empty, "de")).toBe(GERMAN);
  expect(await keysWithOrigin(page, "pretranslate", "de")).toEqual([keys.empty]);

  await dialog.getByRole("button", { name: "Undo…" }).click();
  const undo = page.getByRole("alertdialog", { name: "Undo a pre-translation?" });
  await expect(undo.getByRole("row", { name: new RegExp(`${keys.empty} de ${GERMAN}`) })).toBeVisible();
  await undo.getByRole("button", { name: "Undo (1 text)" }).click();
  await expect(undo.getByRole("status")).toHaveText("Undone: 1 text restored.");
  expect(await readTranslation(page, keys.empty, "de")).toBeNull();
});

test("On the page itself, an admin takes a memory suggestion for the heading of /de; it is saved as from memory", async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await page.getByRole("button", { name: "Edit on the site" }).click();
  await expect(page.getByTestId("in-context-bar")).toBeVisible();
  await page.goto("/de");
  const source = await sourceLocale(page);
  const published = (await readTranslation(page, "home.title", "de")) as string;
  const twin = `${prefix}.twin`;
  const twinText = `Zwilling ${prefix}`;
  expect(await translationsCall(page, "POST", "/keys", { name: twin, description: "" })).toBe(201);
  await setCell(page, twin, source, (await readTranslation(page, "home.title", source)) as string);
  await setCell(page, twin, "de", twinText);

  await page.locator('[data-i18n-key="home.title"]').first().click();
  const dialog = page.getByRole("dialog", { name: "home.title in Deutsch" });
  const choice = dialog.getByRole("button", { name: twinText });
  await expect(choice).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Suggestions" })).toContainText(`100% · from ${twin}`);
  expect(await seriousViolations(page)).toEqual([]);
  await choice.click();
  await expect(dialog.getByRole("textbox", { name: "Deutsch text" })).toHaveValue(twinText);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(twinText);
  const fromMemory = await page.evaluate(async () => {
    const query = new URLSearchParams({ q: "home.title", origin: "memory", stateLocale: "de", locales: "de" });
    const list = await (await fetch(`/api/admin/translations?${query}`)).json();
    return list.items.map((row: { name: string }) => row.name);
  });
  expect(fromMemory).toContain("home.title");

  await setCell(page, "home.title", "de", published);
  expect(await translationsCall(page, "DELETE", `/keys/${twin}`, {})).toBe(204);
});
