import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MachineUsage } from "../../client/pages/dashboard/MachineUsage";

describe("the dashboard's machine-translation usage", () => {
  it("says nothing when no provider is configured", () => {
    expect(renderToStaticMarkup(<MachineUsage mt={undefined} />)).toBe("");
    expect(renderToStaticMarkup(<MachineUsage mt={{ provider: null, used: 0, budget: null }} />)).toBe("");
  });

  it("counts this month's characters against the budget, with a meter", () => {
    const html = renderToStaticMarkup(<MachineUsage mt={{ provider: "deepl", used: 12_345, budget: 500_000 }} />);
    expect(html).toContain("Machine translation by DeepL: 12,345 of 500,000 characters this month");
    expect(html).toMatch(/<meter min="0" max="500000" value="12345" aria-label="Machine translation budget used">/);
  });

  it("says when no budget is set, and keeps the meter full past the budget", () => {
    expect(renderToStaticMarkup(<MachineUsage mt={{ provider: "openai", used: 10, budget: null }} />)).toContain(
      "10 characters sent this month (no monthly budget set)",
    );
    expect(renderToStaticMarkup(<MachineUsage mt={{ provider: "openai", used: 900, budget: 500 }} />)).toContain(
      'value="500"',
    );
  });
});
