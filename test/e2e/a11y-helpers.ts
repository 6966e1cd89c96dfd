import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Axe's serious and critical findings on the page (WCAG 2.1 A and AA), by rule and the nodes they name. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // `axe.run` in the page itself, violations only: the default (runPartial per frame, then
    // finishRun in a new blank page) took 2.0–2.7 s a call against 0.9 s, and the suite is CPU-bound
    // on 2 cores. Equivalent here: no page of the product has an iframe.
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

/** No serious or critical axe finding at 1366 and at 375 px; the page is left at 1366 px. */
export async function axeAtBothWidths(page: Page) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}
