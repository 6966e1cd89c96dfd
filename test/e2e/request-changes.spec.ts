import { axeAtBothWidths, seriousViolations } from "./a11y-helpers";
import { accounts, cell, cellVersion, openEditor, readTranslation, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 37, item 1 (docs/decisions/0074): a reviewer sends a German text back with a reason from
 * the keyboard; the translator finds it with the filter, reads the reason and fixes it; the
 * reviewer approves the new text.
 */
const KEY = "home.lead";

test("A reviewer sends a text back with a reason; the translator fixes it and the reviewer approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const baseURL = test.info().project.use.baseURL;
  await openEditor(page, accounts.reviewer, `?q=${KEY}&cols=de`);
  // The story starts from a reviewed text, whatever other stories left.
  const version = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version })).toBe(200);
  await page.reload();
  const de = cell(page, KEY, "de");
  await expect(de).toContainText("Reviewed");
  const original = (await readTranslation(page, KEY, "de")) as string;

  // Alt+R on the cell opens the reason form; the reason is required.
  await de.click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Alt+r");
  const reason = de.getByLabel("What should change?");
  await expect(reason).toBeFocused();
  await expect(de.getByRole("button", { name: "Send back" })).toBeDisabled();
  await reason.fill("Zu förmlich: bitte duzen.");
  expect(await seriousViolations(page)).toEqual([]);
  await de.getByRole("button", { name: "Send back" }).click();
  await expect(de).toContainText("Changes requested");
  await expect(de).toContainText("Zu förmlich: bitte duzen.");

  // The translator finds it with the review filter, reads the reason and fixes the text.
  const context = await browser.newContext({ baseURL });
  try {
    const translator = await context.newPage();
    await openEditor(translator, accounts.translator, "?state=changes-requested&stateLocale=de&cols=de");
    const mine = cell(translator, KEY, "de");
    await expect(mine).toContainText("Zu förmlich: bitte duzen.");
    await expect(mine.getByRole("button", { name: "Request changes…" })).toHaveCount(0);
    expect(await seriousViolations(translator)).toEqual([]);
    await mine.click();
    const text = translator.getByRole("textbox", { name: `Deutsch text of ${KEY}` });
    await text.fill("Schnelle Seiten in deiner Sprache.");
    await text.press("Control+Enter");
    await expect(mine).toContainText("Saved");
    await expect(mine).toContainText("Needs review");
    await expect(mine).not.toContainText("Changes requested");
  } finally {
    await context.close();
  }

  // The reviewer approves the new text.
  await page.reload();
  await expect(de).toContainText("Needs review");
  await de.getByRole("button", { name: "Approve" }).click();
  await expect(de).toContainText("Reviewed");

  // Back as the seed had it, for the other stories.
  const last = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "PUT", `/keys/${KEY}/values/de`, { text: original, version: last })).toBe(200);
  const next = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version: next })).toBe(200);
});

test("A reviewer sends a text back from the key dialog and from the page itself, by keyboard, with a reason", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await openEditor(page, accounts.reviewer, `?q=${KEY}&cols=de`);
  const version = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version })).toBe(200);
  await page.reload();
  const original = (await readTranslation(page, KEY, "de")) as string;

  // The key dialog: Enter on the key's cell opens it; its Review part sends the German text back.
  await cell(page, KEY, "de").click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Key ${KEY}` });
  const review = dialog.getByRole("region", { name: "Review" });
  await expect(review.getByLabel("Language")).toHaveValue("de");
  await expect(review).toContainText("State: Reviewed");
  await review.getByRole("button", { name: "Request changes…" }).focus();
  await page.keyboard.press("Enter");
  const reason = review.getByLabel("What should change?");
  await expect(reason).toBeFocused();
  const send = review.getByRole("button", { name: "Send the Deutsch text back" });
  await expect(send).toBeDisabled();
  // Escape leaves the form, not the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(review.getByRole("button", { name: "Request changes…" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Bitte duzen.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(review).toContainText("State: Changes requested");
  await expect(review).toContainText("Bitte duzen.");
  await expect(review.locator(".key-review-state")).toBeFocused();
  await expect(review.getByRole("button", { name: "Request changes…" })).toHaveCount(0);
  await axeAtBothWidths(page);
  await page.keyboard.press("Escape");
  await expect(cell(page, KEY, "de")).toContainText("Changes requested");

  // Approved again, then sent back from the page itself.
  const next = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version: next })).toBe(200);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Edit on the site" }).click();
  await expect(page.getByTestId("in-context-bar")).toBeVisible();
  await page.goto("/de");
  await page.locator(`[data-i18n-key="${KEY}"]`).first().focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: `${KEY} in Deutsch` }).getByTestId("in-context-review");
  await expect(panel).toContainText("State: Reviewed");
  await panel.getByRole("button", { name: "Request changes…" }).focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByLabel("What should change?")).toBeFocused();
  await page.keyboard.type("Kürzer, bitte.");
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole("button", { name: "Send back" }).press("Enter");
  await expect(page.getByTestId("in-context-flash")).toContainText(
    `Sent ${KEY} in Deutsch back with changes requested`,
  );
  expect(await readTranslation(page, KEY, "de")).toBe(original);
  await page.locator(`[data-i18n-key="${KEY}"]`).first().click();
  await expect(panel).toContainText("State: Changes requested");
  await expect(panel).toContainText("Kürzer, bitte.");

  // Back as the seed had it.
  const last = await cellVersion(page, KEY, "de");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/de/approve`, { version: last })).toBe(200);
});
