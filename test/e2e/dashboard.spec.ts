import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** Signs the development admin in and lands on the dashboard, hydrated. */
async function openDashboard(page: Page) {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await waitForHydration(page);
}

const completion = (page: Page) => page.getByRole("table", { name: "Keys translated in each locale" });
const localeRow = (page: Page, name: string) =>
  completion(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

/** Calls the admin API from the page, as the app itself would (same origin, JSON). */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/admin${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: res.status === 204 ? null : await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}

test("An admin sees each locale's completion and the latest changes on the dashboard", async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByText("Signed in as admin@polyglot.test, an administrator.")).toBeVisible();
  await expect(completion(page).getByRole("row")).toHaveCount(11);
  const deutsch = localeRow(page, "Deutsch");
  await expect(deutsch.getByRole("cell").nth(0)).toContainText(/^\d+ % done[\d,]+ of [\d,]+ keys translated$/);
  await expect(page.getByTestId("site-completion")).toHaveText(
    /^Whole site: [\d,]+ of [\d,]+ texts translated \([\d,]+ keys in each of 10 locales\)\.$/,
  );

  const changes = page.getByRole("region", { name: "Latest changes" });
  await expect(changes.getByRole("listitem").first()).toContainText(/by .+ · .+ ago|just now/);
  await expect(changes.locator("time").first()).toHaveAttribute("title", /\d{4}/);
  await expect(changes.getByRole("link", { name: "Everything changed in the last 24 hours" })).toHaveAttribute(
    "href",
    "/admin/translation?changed=24h",
  );
});

test("An admin imports a JSON file, the dashboard counts the new key as missing, and its link opens the editor filtered", async ({
  page,
}) => {
  await openDashboard(page);
  // Done, then reviewed, needs review, changes requested, outdated, errors and missing.
  const missingDe = localeRow(page, "Deutsch").getByRole("cell").nth(6);
  const before = Number((await missingDe.textContent())?.match(/^\d+/)?.[0]);

  const file = {
    format: "json",
    locale: "sk",
    content: JSON.stringify({ "e2e.dashboard.import": "Len po slovensky" }),
  };
  const preview = await api<{ counts: Record<string, number> }>(page, "POST", "/translations/import", {
    ...file,
    dryRun: true,
  });
  expect(preview.status).toBe(200);
  expect(preview.data.counts).toEqual({ added: 1, changed: 0, unchanged: 0, conflicting: 0, invalid: 0 });
  try {
    const applied = await api<{ written: number }>(page, "POST", "/translations/import", { ...file, dryRun: false });
    expect(applied.data.written).toBe(1);

    // Client-side: away and back to the dashboard, which refreshes its figures.
    await page.getByRole("link", { name: "Translations" }).click();
    await expect(page).toHaveURL(/\/admin\/translation$/);
    await page.getByRole("link", { name: "Dashboard" }).click();
    const link = page.getByRole("link", { name: `${before + 1} missing in Deutsch` });
    await expect(link).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest changes" })).toContainText("e2e.dashboard.import");

    // And on a full load, as rendered by the worker.
    await page.reload();
    await expect(link).toBeVisible();
    await waitForHydration(page);
    await link.click();
    await expect(page).toHaveURL(/\/admin\/translation\?missing=de$/);
  } finally {
    // Other stories share this database: put it back as it was.
    const removed = await api(page, "DELETE", "/translations/keys/e2e.dashboard.import", {});
    expect(removed.status).toBe(204);
  }
  await page.goto("/admin");
  await expect(missingDe).toHaveText(`${before} missing in Deutsch`);
});

test("A translator's dashboard names the locales they may edit", async ({ page }) => {
  await signIn(page, accounts.translator);
  await page.goto("/admin");
  await expect(page.getByText("You may edit Magyar (hu) and Deutsch (de).")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open your locales in the editor" })).toHaveAttribute(
    "href",
    "/admin/translation?cols=hu,de",
  );
});

test("The dashboard fits a tablet screen", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openDashboard(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Below a laptop's width each locale is a card with every figure in words (the table's columns do not fit).
  const russian = localeRow(page, "Русский");
  await russian.scrollIntoViewIfNeeded();
  await expect(russian).toBeInViewport({ ratio: 0.5 });
  await expect(russian.getByText(/\d+ missing/)).toBeVisible();
});

for (const mode of ["light", "dark"] as const) {
  test(`axe finds no serious or critical problem on /admin (${mode} mode)`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "color_mode", value: mode, url: baseURL }]);
    await openDashboard(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test.describe("at a glance on a 1366 px laptop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("Every column shows without sideways scrolling, and a segment of a bar opens the editor filtered to it", async ({
    page,
  }) => {
    await openDashboard(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: (() => {
        const box = document.querySelector(".table-scroll") as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      })(),
    }));
    expect(widths).toEqual({ page: 0, table: 0 });
    // Every column within the window's width (no sideways scroll to reach one).
    const rightEdge = async (locator: ReturnType<Page["locator"]>) => {
      const box = await locator.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    for (const name of ["Needs review", "Outdated", "Warnings", "Publish only reviewed"]) {
      expect(await rightEdge(completion(page).getByRole("columnheader", { name }))).toBeLessThanOrEqual(1366);
    }
    const deutsch = localeRow(page, "Deutsch");
    const toggle = deutsch.getByRole("checkbox", { name: "Only reviewed texts published in Deutsch" });
    expect(await rightEdge(toggle)).toBeLessThanOrEqual(1366);
    await expect(page.getByRole("list", { name: "Legend of the bars" })).toContainText(
      "Outdated: the source text changed",
    );
    expect(await seriousViolations(page)).toEqual([]);

    const reviewed = page.getByTestId("status-bar-de").locator('a[data-segment="reviewed"]');
    await expect(reviewed).toHaveAttribute("href", "/admin/translation?state=reviewed&stateLocale=de&cols=de");
    await reviewed.click();
    await expect(page).toHaveURL(/\/admin\/translation\?state=reviewed&stateLocale=de&cols=de$/);
    await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
    await expect(page.getByRole("grid")).toHaveAttribute("aria-busy", "false");
  });

  test("Changing Publish only reviewed asks first, saying what visitors will see; Cancel changes nothing", async ({
    page,
  }) => {
    await openDashboard(page);
    const toggle = localeRow(page, "Polski").getByRole("checkbox", { name: "Only reviewed texts published in Polski" });
    const wasOn = await toggle.isChecked();
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(wasOn ? "will go live at once" : "Visitors of Polski will see");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeChecked({ checked: wasOn });
    await expect(toggle).toBeFocused();
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Each locale keeps every figure, in words, and the page does not scroll sideways", async ({ page }) => {
    await openDashboard(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const deutsch = localeRow(page, "Deutsch");
    for (const words of [
      /\d+ reviewed/,
      /\d+ needs? review/,
      /\d+ outdated/,
      /\d+ with (an )?errors?/,
      /\d+ missing/,
    ]) {
      await expect(deutsch.getByText(words).first()).toBeVisible();
    }
    await expect(deutsch.getByText(/\d+ % done/)).toBeVisible();
    await expect(deutsch.getByRole("checkbox", { name: "Only reviewed texts published in Deutsch" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
