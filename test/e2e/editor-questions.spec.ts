import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { signedInContext, signIn } from "./auth-helpers";
import { accounts } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Questions on keys (issue 28, item 5; docs/decisions/0065): a translator asks the team in the
 * key dialog, the dashboard counts the open question and links to the editor filtered to it, and
 * an admin answers and resolves it there.
 */
const KEY = "home.title";
const QUESTION = "Is this the browser tab's title or the page's heading? <b>asking</b>";

const keyDialog = (page: Page) => page.getByRole("dialog", { name: `Key ${KEY}` });

async function openKeyDialog(page: Page) {
  const row = page.locator(`[role=row][data-key="${KEY}"]`);
  await row.getByRole("button", { name: "History and key actions" }).click();
  await expect(keyDialog(page).getByRole("heading", { name: /^Comments/ })).toBeVisible();
}

async function openDashboard(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await waitForHydration(page);
}

test("A translator asks a question, an admin answers and resolves it, and the dashboard's count goes to 0", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The translator, in a context of their own, asks in the key dialog.
  const baseURL = test.info().project.use.baseURL;
  const { context, page: translator } = await signedInContext(browser, baseURL, accounts.translator);
  try {
    await translator.goto(`/admin/translation?q=${KEY}&cols=de`);
    await expect(translator.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
    await openKeyDialog(translator);
    const panel = keyDialog(translator);
    await panel.getByLabel("Comment or question").fill(QUESTION);
    await panel.getByLabel("About").selectOption("de");
    await panel.getByRole("button", { name: "Ask the team" }).click();
    const asked = panel.locator(".comment-open");
    // Markup in a comment is shown as text, never run.
    await expect(asked.locator(".comment-text")).toHaveText(QUESTION);
    await expect(asked).toContainText("Open question");
    await expect(asked).toContainText(accounts.translator.email);
    for (const width of [1366, 375]) {
      await translator.setViewportSize({ width, height: 812 });
      expect(await seriousViolations(translator), `axe at ${width} px`).toEqual([]);
    }
  } finally {
    await context.close();
  }

  // The admin sees one open question on the dashboard; its link opens the editor filtered to it.
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await waitForHydration(page);
  await page.getByRole("link", { name: "1 open question" }).click();
  await expect(page).toHaveURL(/\/admin\/translation\?question=open/);
  await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
  await expect(page.locator("[role=row][data-key]")).toHaveCount(1);
  await openKeyDialog(page);

  // The admin answers, then resolves the question.
  const panel = keyDialog(page);
  await panel.getByLabel("Comment or question").fill("The heading: the tab title has a key of its own.");
  await panel.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(panel.locator(".comment-comment").last()).toContainText(accounts.admin.email);
  await panel.locator(".comment-open").getByRole("button", { name: "Resolve" }).click();
  await expect(panel.locator(".comment-resolved")).toContainText(`Resolved by ${accounts.admin.email}`);
  await expect(panel.locator(".comment-open")).toHaveCount(0);

  await openDashboard(page);
  await expect(page.getByText("No open questions.")).toBeVisible();
});
