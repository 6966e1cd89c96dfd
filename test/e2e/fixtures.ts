import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails if a page logs a console error or throws (a clean
 * console is part of the product), or if a request would leave localhost (it is
 * blocked and recorded). Both run for every test; a test that provokes an error
 * on purpose takes the expected lines out of `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; offsiteRequests: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // Chromium logs a document's own error status (the 404 page answers 404 on purpose);
        // tests assert those statuses themselves. Failed subresources still count.
        const ownDocument = msg.location().url === page.url();
        if (ownDocument && msg.text().startsWith("Failed to load resource")) return;
        errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  offsiteRequests: [
    async ({ page }, use) => {
      const offsite: string[] = [];
      await page.route(
        (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
        (route) => {
          offsite.push(route.request().url());
          return route.abort();
        },
      );
      await use(offsite);
      expect(offsite, "requests that left localhost").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Marks the current document, so a later check can tell a client-side navigation from a full load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Waits until React has hydrated the document (the router marks hydrated links). */
export async function waitForHydration(page: Page): Promise<void> {
  // The admin's app hydrates the document; a public page, each of its islands.
  await page.waitForFunction(() => {
    const isRoot = (node: object) => Object.keys(node).some((k) => k.startsWith("__reactContainer"));
    const islands = [...document.querySelectorAll("[data-island]")];
    return islands.length > 0 ? islands.every(isRoot) : isRoot(document);
  });
}
