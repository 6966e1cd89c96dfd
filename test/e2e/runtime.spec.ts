import type { Page } from "@playwright/test";
import { BUILD_CHECK_INTERVAL_MS } from "../../common/constants";
import { accounts, signIn } from "./auth-helpers";
import { expect, isSameDocument, markDocument, test, waitForHydration } from "./fixtures";

/** The page's own JavaScript never arrives: what shows is the server's HTML and CSS alone. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/(?:public-)?entry-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const DARK_BG = "rgb(13, 20, 16)";
const LIGHT_BG = "rgb(255, 255, 255)";

/** The color of one pixel of a screenshot, decoded in a blank page of the same browser. */
async function pixelOf(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ data, x, y }) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))]));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      },
      { data: png.toString("base64"), x, y },
    );
  } finally {
    await scratch.close();
  }
}

test.describe("Color mode", () => {
  test("a visitor whose OS is dark gets a dark first paint, icons included, before any script runs", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await withoutScripts(page);
    await page.goto("/");

    expect(await page.locator("html").getAttribute("data-theme")).toBeNull();
    expect(await bodyBackground(page)).toBe(DARK_BG);
    const [r, g, b] = await pixelOf(page, await page.screenshot(), 20, 300);
    expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(40);

    const icon = page.getByRole("button", { name: "Tmavý" }).locator("svg.iconify--lucide");
    await expect(icon).toBeVisible();
    expect((await icon.boundingBox())?.width).toBeGreaterThan(10);
  });

  test("the toggle works as a plain form before JavaScript has loaded", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/en");
    await page.getByRole("button", { name: "Dark" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("a chosen mode survives a reload; with System the page follows the OS live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/en");
    await waitForHydration(page);
    const iconRequests: string[] = [];
    page.on("request", (req) => req.url().includes("/api/icons/") && iconRequests.push(req.url()));

    const dark = page.getByRole("button", { name: "Dark", exact: true });
    await dark.click();
    await expect(dark).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(DARK_BG);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await waitForHydration(page);

    await page.getByRole("button", { name: /^System/ }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
    await expect(page.getByRole("button", { name: "System (Dark)" })).toHaveAttribute("aria-pressed", "true");
    // The icons came with the page: hydration asked the icon API for nothing.
    expect(iconRequests).toEqual([]);
  });

  test("the admin and login layouts have the toggle too", async ({ page }) => {
    for (const path of ["/admin", "/admin/login"]) {
      await page.goto(path);
      await expect(page.getByRole("group", { name: "Color mode" })).toBeVisible();
    }
  });
});

test.describe("New builds", () => {
  test("a newer build is announced, and the next navigation loads the page afresh", async ({ page }) => {
    await page.clock.install();
    await page.route("**/_app/version.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() }, headers: { "cache-control": "no-store" } }),
    );
    await page.goto("/en");
    await waitForHydration(page);
    await markDocument(page);
    const banner = page.getByRole("status").filter({ hasText: "A new version" });
    await expect(banner).toHaveCount(0);

    const iconRequests: string[] = [];
    page.on("request", (req) => req.url().includes("/api/icons/") && iconRequests.push(req.url()));
    await page.clock.fastForward(BUILD_CHECK_INTERVAL_MS);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Reload" })).toBeVisible();
    // The banner's icons came with the page, although it showed none of them then.
    await expect(banner.locator("svg.iconify--lucide")).toHaveCount(2);
    expect(iconRequests).toEqual([]);

    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen");
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe("Route transitions and chunk failures", () => {
  test("a slow transition keeps the current page and shows progress", async ({ page }) => {
    await page.route(/\/assets\/TranslationPage-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await signIn(page, accounts.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Translations" }).click();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Translations");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("a chunk that fails twice within 10 s reloads the page once, then shows the error page", async ({
    page,
    consoleErrors,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const documentLoads: string[] = [];
    page.on("request", (req) => req.isNavigationRequest() && documentLoads.push(new URL(req.url()).pathname));
    await page.route(/\/assets\/TranslationPage-[\w-]+\.js$/, (route) => route.abort());

    await signIn(page, accounts.admin);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await waitForHydration(page);
    documentLoads.length = 0;
    await page.getByRole("link", { name: "Translations" }).click();

    await expect(page.getByTestId("error-message")).toHaveText("Internal Server Error");
    await expect(page).toHaveURL(/\/admin\/translation$/);
    await page.waitForTimeout(500);
    expect(documentLoads).toEqual(["/admin/translation"]);
    expect(pageErrors).toEqual([]);
    // The chunk this test blocks is the only thing the console may complain about.
    const blocked = consoleErrors.filter((line) => /net::ERR_FAILED \(.*\/assets\/TranslationPage-/.test(line));
    expect(blocked.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !blocked.includes(line)));
  });
});
