import { allPageUrls } from "../../common/pages";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("A German-speaking visitor", () => {
  test.use({ locale: "de-AT" });

  test("lands on /de, switches to English, and / later remembers English; Slovenčina makes / stay Slovak", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen");
    await waitForHydration(page);

    const messages: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/i18n/")) messages.push(new URL(req.url()).pathname);
    });
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
    // A public page is the server's HTML (docs/decisions/0053-public-pages-hydrate-islands.md): its words come with it.
    expect(messages, "no message bundle fetched").toEqual([]);
    await waitForHydration(page);

    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Slovenčina" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vitajte");
    await expect(page).toHaveURL(/:\d+\/$/);

    await page.goto("/");
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "de-DE" });

  test("the switcher still works and choosing Slovenčina keeps / Slovak", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await page.getByRole("link", { name: "Slovenčina" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vitajte");
    await page.goto("/");
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.getByRole("link", { name: "Polski" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Witamy");
    await page.goto("/");
    await expect(page).toHaveURL(/\/pl$/);
  });
});

test("the sitemap is well-formed XML with ten alternates plus x-default per URL", async ({ page, request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  await page.goto("/robots.txt");
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length) return { error: true, urls: [] as number[] };
    const urls = [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
    return {
      error: false,
      urls: urls.map((u) => u.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length),
    };
  }, xml);
  expect(result.error).toBe(false);
  // Every public page in every locale (common/pages.ts), each with its ten alternates and x-default.
  expect(result.urls).toEqual(Array(allPageUrls().length).fill(11));
});
