import type { Page } from "@playwright/test";
import { axeAtBothWidths } from "./a11y-helpers";
import { type Account, accounts, signIn } from "./auth-helpers";
import { cell, cellVersion, openEditor, readTranslation, setCell, translationsCall } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { personWithOwnPassword } from "./people-helpers";

/**
 * Issue 37, item 2 (docs/decisions/0076): the review loop with the inbox. A Polish reviewer sends a
 * text back with a reason; the translator, who wrote it, sees the bell's count, opens the inbox,
 * follows the notification to the text, fixes it; the reviewer approves it, and the translator is
 * told. Two Polish accounts are made for the story (the seeded ones work on de and hu).
 */
const KEY = "home.facts";

/** A Polish account of `role` that chose its own password (people-helpers.ts). */
const polishAccount = (admin: Page, role: "reviewer" | "translator"): Promise<Account> =>
  personWithOwnPassword(admin, { prefix: `pl-${role}`, role, locales: ["pl"] });

test("A Polish reviewer sends a text back with a reason; the translator sees it in their inbox, fixes it, and the reviewer approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const reviewer = await polishAccount(page, "reviewer");
  const translatorAccount = await polishAccount(page, "translator");
  const original = (await readTranslation(page, KEY, "pl")) as string;

  const context = await browser.newContext({ baseURL });
  try {
    // The translator writes the Polish text: it is theirs.
    const translator = await context.newPage();
    await signIn(translator, translatorAccount);
    await translator.goto("/admin");
    await setCell(translator, KEY, "pl", "Krótko mówiąc");
    await expect(translator.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();

    // The reviewer sends it back from the keyboard, with a reason.
    await context.clearCookies({ name: "__Host-session" });
    await page.context().clearCookies({ name: "__Host-session" });
    await openEditor(page, reviewer, `?q=${KEY}&cols=pl`);
    const pl = cell(page, KEY, "pl");
    await pl.click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Alt+r");
    await pl.getByLabel("What should change?").fill("Za potoczne: napisz „W skrócie”.");
    await pl.getByRole("button", { name: "Send back" }).click();
    await expect(pl).toContainText("Changes requested");

    // The translator: the bell says one unread; the inbox names who, what and where, with the reason.
    await signIn(translator, translatorAccount);
    await translator.goto("/admin");
    await waitForHydration(translator);
    const bell = translator.getByRole("link", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible();
    await bell.click(); // click 1
    await expect(translator.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    const sentence = `${reviewer.email} sent your Polish text “${KEY}” back: “Za potoczne: napisz „W skrócie”.”`;
    const notification = translator.getByRole("link", { name: sentence });
    await expect(notification).toBeVisible();
    await expect(translator.getByRole("listitem").filter({ hasText: sentence })).toContainText(/just now|minute/);
    await axeAtBothWidths(translator);
    await translator.screenshot({ path: test.info().outputPath("inbox-1366.png") });
    await translator.setViewportSize({ width: 375, height: 800 });
    await translator.screenshot({ path: test.info().outputPath("inbox-375.png"), fullPage: true });
    await translator.setViewportSize({ width: 1366, height: 800 });

    // Opening it marks it read and lands on the text in the editor, its Polish column shown.
    await notification.click(); // click 2
    await translator.waitForURL((url) => url.pathname === "/admin/translation");
    await expect(translator.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    await expect(translator.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();
    const mine = cell(translator, KEY, "pl");
    await expect(mine).toContainText("Za potoczne");
    await mine.click(); // click 3: the text opens for editing
    const text = translator.getByRole("textbox", { name: `Polski text of ${KEY}` });
    await text.fill("W skrócie");
    await text.press("Control+Enter");
    await expect(mine).toContainText("Needs review");

    // The reviewer approves the new text.
    await page.context().clearCookies({ name: "__Host-session" });
    await signIn(page, reviewer);
    await page.reload();
    await expect(pl).toContainText("Needs review");
    await pl.getByRole("button", { name: "Approve" }).click();
    await expect(pl).toContainText("Reviewed");

    // The translator is told, and marks everything read.
    await translator.goto("/admin/inbox");
    await waitForHydration(translator);
    await expect(translator.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
    await expect(
      translator.getByRole("link", { name: `${reviewer.email} approved your Polish text “${KEY}”.` }),
    ).toBeVisible();
    await translator.getByRole("button", { name: "Mark all read" }).click();
    await expect(translator.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();
    await axeAtBothWidths(translator);
  } finally {
    await context.close();
  }

  // Back as the seed had it, for the other stories.
  await page.context().clearCookies({ name: "__Host-session" });
  await signIn(page, accounts.admin);
  await page.reload();
  const last = await cellVersion(page, KEY, "pl");
  expect(await translationsCall(page, "PUT", `/keys/${KEY}/values/pl`, { text: original, version: last })).toBe(200);
  const next = await cellVersion(page, KEY, "pl");
  expect(await translationsCall(page, "POST", `/keys/${KEY}/values/pl/approve`, { version: next })).toBe(200);
});

test("A Polish reviewer mentions the translator with @ from the keyboard; only they are told", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const baseURL = test.info().project.use.baseURL;
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const reviewer = await polishAccount(page, "reviewer");
  const translatorAccount = await polishAccount(page, "translator");
  const name = translatorAccount.email.split("@")[0] as string;

  await page.context().clearCookies({ name: "__Host-session" });
  await openEditor(page, reviewer, `?q=${KEY}&cols=pl`);
  await page.locator(`[role=row][data-key="${KEY}"]`).getByRole("button", { name: "History and key actions" }).click();
  const panel = page.getByRole("dialog", { name: `Key ${KEY}` });
  const box = panel.getByLabel("Comment or question");
  await box.click();
  await box.pressSequentially(`Sprawdź proszę, @${name.slice(0, 22)}`);
  const list = panel.getByRole("listbox", { name: "People to mention" });
  await expect(list.getByRole("option")).toHaveText([`@${name} ${translatorAccount.email}`]);
  await expect(list.getByRole("option", { selected: true })).toContainText(name);
  await axeAtBothWidths(page);
  await page.screenshot({ path: test.info().outputPath("mention-1366.png") });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath("mention-375.png") });
  await page.setViewportSize({ width: 1366, height: 800 });
  await box.press("Enter");
  await expect(list).toHaveCount(0);
  await box.press("End");
  await box.pressSequentially("ten tekst.");
  await expect(box).toHaveValue(`Sprawdź proszę, @${name} ten tekst.`);
  await panel.getByLabel("About").selectOption("pl");
  await panel.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(panel.locator(".comment-text").last()).toHaveText(`Sprawdź proszę, @${name} ten tekst.`);
  // Escape closes the list, not the dialog.
  await box.pressSequentially(`@${name.slice(0, 22)}`);
  await expect(list).toBeVisible();
  await box.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(panel).toBeVisible();

  const context = await browser.newContext({ baseURL });
  try {
    const translator = await context.newPage();
    await signIn(translator, translatorAccount);
    await translator.goto("/admin/inbox");
    await waitForHydration(translator);
    await expect(translator.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
    await expect(
      translator.getByRole("link", {
        name: `${reviewer.email} mentioned you on “${KEY}” (Polish): “Sprawdź proszę, @${name} ten tekst.”`,
      }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
