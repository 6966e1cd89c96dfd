import AxeBuilder from "@axe-core/playwright";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

test("An admin previews an unsaved German draft; a visitor opening the same link sees the published text", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/de");
  const published = await page.getByRole("heading", { level: 1 }).textContent();

  await signIn(page, accounts.admin);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

  // ICU quoting makes the markup literal text (unquoted, `<b>` would be a rich-text tag).
  const draft = "Willkommen im Entwurf '<b>'nicht veröffentlicht'</b>'";
  const shown = "Willkommen im Entwurf <b>nicht veröffentlicht</b>";
  const created = await page.evaluate(async (text) => {
    const res = await fetch("/api/admin/preview", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ locale: "de", drafts: { "home.title": text } }),
    });
    return { status: res.status, body: (await res.json()) as { url: string } };
  }, draft);
  expect(created.status).toBe(201);
  const { url } = created.body;
  expect(url).toMatch(/^\/de\?preview=[\w-]{43}$/);

  const response = await page.goto(url);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown);
  const banner = page.getByRole("complementary", { name: "Preview" });
  await expect(banner).toContainText("Preview — not published.");
  await expect(banner).toContainText("1 unsaved draft for Deutsch");
  await waitForHydration(page);
  // Hydrated with the same drafts: still there, still text.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown);
  const { violations } = await new AxeBuilder({ page }).include(".preview-banner").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Leaving the preview URL leaves the preview: the published text, no banner.
  await page.getByRole("link", { name: "Polyglot" }).first().click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(published ?? "");
  await expect(banner).toHaveCount(0);

  // A visitor (a fresh browser profile, not signed in) with the very same link.
  const visitor = await browser.newContext({ baseURL });
  try {
    const other = await visitor.newPage();
    await other.goto(url);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(published ?? "");
    await expect(other.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
    expect(await other.content()).not.toContain("nicht veröffentlicht");
  } finally {
    await visitor.close();
  }
});
