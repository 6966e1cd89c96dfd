import { afterEach, describe, expect, it, vi } from "vitest";
import { NavigationRefusedError, navigateTo, registerRouter } from "../../client/lib/navigate";

/** A page at https://polyglot.example/en with a router that records where it was sent. */
function setUp() {
  const location = { origin: "https://polyglot.example", assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal("window", { location });
  const navigate = vi.fn(async () => {});
  registerRouter({ navigate } as unknown as Parameters<typeof registerRouter>[0]);
  return { location, navigate };
}

describe("navigateTo", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("moves to internal paths client-side through the router", async () => {
    const { location, navigate } = setUp();
    await navigateTo("/de?x=1#top", { replace: true });
    expect(navigate).toHaveBeenCalledWith("/de?x=1#top", { replace: true });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("leaves the site with a full navigation only when marked external", async () => {
    const { location, navigate } = setUp();
    await expect(navigateTo("https://docs.example/")).rejects.toThrow(NavigationRefusedError);
    await navigateTo("https://docs.example/", { external: true });
    expect(location.assign).toHaveBeenCalledWith("https://docs.example/");
    await navigateTo("//docs.example/a", { external: true, replace: true });
    expect(location.replace).toHaveBeenCalledWith("https://docs.example/a");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("never follows javascript: or data:, external or not", async () => {
    const { location, navigate } = setUp();
    for (const url of [" JaVaScRiPt:alert(1)", "data:text/html,x"]) {
      await expect(navigateTo(url, { external: true })).rejects.toThrow(NavigationRefusedError);
    }
    expect(location.assign).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
