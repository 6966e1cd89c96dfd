import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MachineUsage } from "../../client/pages/dashboard/MachineUsage";
import { withAdminI18n } from "./admin-i18n-seed";

const html = (mt: Parameters<typeof MachineUsage>[0]["mt"], locale: "en" | "de" = "en") =>
  renderToStaticMarkup(withAdminI18n(<MachineUsage mt={mt} />, locale));

describe("the dashboard's machine-translation usage", () => {
  it("says nothing when no provider is configured", () => {
    expect(html(undefined)).toBe("");
    expect(html({ provider: null, used: 0, budget: null })).toBe("");
  });

  it("counts this month's characters against the budget, with a meter", () => {
    const usage = html({ provider: "deepl", used: 12_345, budget: 500_000 });
    expect(usage).toContain("Machine translation by DeepL: 12,345 of 500,000 characters this month");
    expect(usage).toMatch(/<meter min="0" max="500000" value="12345" aria-label="Machine translation budget used">/);
    // In German, with German digit grouping.
    expect(html({ provider: "deepl", used: 12_345, budget: 500_000 }, "de")).toContain("12.345");
  });

  it("says when no budget is set, and keeps the meter full past the budget", () => {
    expect(html({ provider: "openai", used: 10, budget: null })).toContain(
      "10 characters sent this month (no monthly budget set)",
    );
    expect(html({ provider: "openai", used: 900, budget: 500 })).toContain('value="500"');
  });
});
