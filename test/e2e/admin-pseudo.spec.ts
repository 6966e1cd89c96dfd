import type { Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { sidewaysOverflow, unbracketedText, usePseudoLocale } from "./pseudo-helpers";

/**
 * Issue 38, item 5: every admin screen in the pseudo-locale `en-XA`, at 1366 and 375 px: no text
 * that is not a message (a letter outside `[ … ]`; the exemptions for user data and other
 * languages are in ./pseudo-helpers.ts), no sideways scroll, axe-clean.
 */

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What opens the screen's part once the page is there (a dialog). */
  open?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: "sign-in", path: "/admin/login", signedIn: false },
  { name: "dashboard", path: "/admin", signedIn: true },
  { name: "editor", path: "/admin/translation", signedIn: true },
  {
    name: "key dialog",
    path: "/admin/translation",
    signedIn: true,
    // The first row's "History and key actions" (named in the pseudo-locale, so found by its place).
    open: async (page) => {
      await page.locator(".key-line .icon-button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  { name: "inbox", path: "/admin/inbox", signedIn: true },
  { name: "tasks", path: "/admin/tasks", signedIn: true },
  { name: "activity", path: "/admin/audit", signedIn: true },
  { name: "people", path: "/admin/people", signedIn: true },
  { name: "account", path: "/admin/account", signedIn: true },
  { name: "glossary", path: "/admin/glossary", signedIn: true },
  { name: "tokens", path: "/admin/tokens", signedIn: true },
  { name: "webhooks", path: "/admin/webhooks", signedIn: true },
];

/** What is wrong with the page as it is now, at `width` px: every finding, so one run reports them all. */
async function findings(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  return {
    unbracketed: await unbracketedText(page),
    overflowPx: await sidewaysOverflow(page),
    axe: await seriousViolations(page),
  };
}

const CLEAN = { unbracketed: [], overflowPx: 0, axe: [] };

test.describe("the admin in the pseudo-locale", () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: every word a message, no sideways scroll, axe-clean at 1366 and 375 px`, async ({
      page,
      baseURL,
    }) => {
      await usePseudoLocale(page.context(), baseURL as string);
      if (screen.signedIn) await signIn(page, accounts.admin);
      await page.goto(screen.path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      await screen.open?.(page);
      for (const width of [1366, 375]) {
        expect.soft(await findings(page, width), `${screen.name} at ${width} px`).toEqual(CLEAN);
      }
    });
  }

  test("the sign-in page's language menu: each language named in itself, the menu's name a message", async ({
    page,
    baseURL,
  }) => {
    await usePseudoLocale(page.context(), baseURL as string);
    await page.goto("/admin/login");
    await waitForHydration(page);
    const menu = page.locator("nav.language-menu");
    await expect(menu).toHaveAttribute("aria-label", /^\[.*\]$/);
    await expect(menu.getByRole("link", { name: "Polski" })).toHaveAttribute("lang", "pl");
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await unbracketedText(page, "nav.language-menu"), `at ${width} px`).toEqual([]);
    }
  });
});

test("the harness finds text that is not a message, and lets user data and other languages be", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en-XA"><head><title>[Ţéšţ··]</title></head><body>
    <nav aria-label="[Ñåṽ·]"><a href="#">[Ðåšĥƀöåŕð····]</a></nav>
    <main>
      <h1>[Šîĝñéð îñ åš <b translate="no">ana@example.test</b>·····]</h1>
      <p>Not a message</p>
      <p>[Çöûñţ: <span>12</span> ķéýš····]</p>
      <button title="Plain title">[Šåṽé··]</button>
      <code>home.title</code> <span lang="pl">Polski</span> <time datetime="2026-11-28">Nov 28, 2026</time>
      <span data-no-pseudo>Polyglot</span> <span hidden>Hidden words</span> 1 234 · —
    </main></html>`);
  expect(await unbracketedText(page)).toEqual([
    { where: "p", text: "Not a message" },
    { where: "button[title]", text: "Plain title" },
  ]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML("beforeend", '<div style="width: 600px">[Ŵîðé····]</div>');
  });
  expect(await sidewaysOverflow(page)).toBeGreaterThan(0);
});
