import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./a11y-helpers";
import { accounts, cell, openEditor } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 37, item 7: what a walk through the editor at 1366×800 found in the way. The actions carry
 * their words where they fit, the search says what it searches, and the field being typed in, with
 * the error under it, stays in the grid's view.
 */
test.use({ viewport: { width: 1366, height: 800 } });

const ACTIONS = ["Import", "Pre-translate…", "Bulk…", "Export", "Delete shown keys…", "Add key"];

/** The part of the grid's scroller rows show in (below its sticky head). */
async function gridView(page: Page) {
  return page.evaluate(() => {
    const scroller = (document.querySelector(".editor-scroll") as HTMLElement).getBoundingClientRect();
    const head = (document.querySelector(".editor-head") as HTMLElement).getBoundingClientRect();
    return { top: head.bottom, bottom: scroller.bottom };
  });
}

async function expectInView(page: Page, what: Locator, name: string) {
  const view = await gridView(page);
  const box = await what.boundingBox();
  expect(box, name).not.toBeNull();
  const { y, height } = box as { y: number; height: number };
  expect(y, `${name}: its top (the grid's view from ${view.top} px)`).toBeGreaterThanOrEqual(view.top);
  expect(y + height, `${name}: its bottom (the grid's view to ${view.bottom} px)`).toBeLessThanOrEqual(view.bottom);
}

test("At 1366 px the editor's actions carry their words and the search its whole placeholder; on a phone, icons with names", async ({
  page,
}) => {
  await openEditor(page, accounts.admin);
  for (const name of ACTIONS) {
    const action =
      name === "Export" ? page.locator("summary", { hasText: "Export" }) : page.getByRole("button", { name });
    await expect(action).toHaveCount(1);
    const word = await action.locator(".action-label").boundingBox();
    expect(word?.width ?? 0, `${name} shows its word`).toBeGreaterThan(20);
  }
  // The whole placeholder fits the search field's text box.
  const fit = await page
    .getByRole("searchbox", { name: "Search keys and texts" })
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
    });
  expect(fit.text).toBe("Search keys and texts");
  expect(fit.needs).toBeLessThanOrEqual(fit.room);

  await page.setViewportSize({ width: 375, height: 812 });
  for (const name of ["Import", "Delete shown keys…", "Add key"]) {
    const action = page.getByRole("button", { name });
    await expect(action).toBeVisible();
    expect(
      (await action.locator(".action-label").boundingBox())?.width ?? 0,
      `${name}: its icon alone`,
    ).toBeLessThanOrEqual(1);
    await expect(action).toHaveAttribute("title", name);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("At 1366×800 the plural form being typed in, and an ICU error under it, stay in the grid's view", async ({
  page,
}) => {
  test.slow();
  await openEditor(page, accounts.admin, "?q=home&cols=en,de,pl");
  // The plural's row low in the view: its Forms grow it past the view's bottom.
  const row = page.locator('[role=row][data-key="home.languages"]');
  for (let i = 0; i < 20 && (await row.count()) === 0; i++)
    await page.locator(".editor-scroll").evaluate((s) => s.scrollBy(0, 300));
  await row.evaluate((r) => {
    const scroller = r.closest(".editor-scroll") as HTMLElement;
    scroller.scrollTop += r.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 380;
  });
  const pl = cell(page, "home.languages", "pl");
  await pl.click();
  const forms = page.getByRole("button", { name: "Forms" });
  if ((await forms.getAttribute("aria-pressed")) !== "true") {
    await forms.click();
    // Opened again, as a translator comes back to it: the editor opens in Forms by itself.
    await page.keyboard.press("Escape");
    await pl.click();
  }
  const one = page.getByRole("textbox", { name: "Polski form one of home.languages" });
  await expect(one).toBeFocused();
  await expectInView(page, one, "the focused form");

  await page.getByRole("button", { name: "ICU" }).click();
  const icu = page.getByRole("textbox", { name: "Polski text of home.languages" });
  await icu.fill("{count, plural, one {# język} other {# języka} {");
  const problems = pl.locator(".cell-problems");
  await expect(problems).toContainText("Error");
  await expect(async () => {
    await expectInView(page, problems.locator(".problem-error").first(), "the error");
    await expectInView(page, icu, "the ICU field");
  }).toPass();
  // Esc drops the broken draft: nothing is saved.
  await icu.press("Escape");
});

test("A plural opened before the editor's tools have arrived keeps the caret: in its first form once Forms replace the text", async ({
  page,
}) => {
  // The ICU tools (the Forms view's parser) arrive late, as on a slow connection.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/icu-tools-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await openEditor(page, accounts.admin, "?q=home.languages&cols=pl");
  await cell(page, "home.languages", "pl").click();
  const text = page.getByRole("textbox", { name: "Polski text of home.languages" });
  await expect(text).toBeFocused();
  release();
  const one = page.getByRole("textbox", { name: "Polski form one of home.languages" });
  await expect(one).toBeFocused();
  await expectInView(page, one, "the first form");
  await page.keyboard.press("Escape");
});
