import { describe, expect, it } from "vitest";
import { routeMiddleware } from "../../client/lib/route-middleware";
import { defineRouteRules, findRedirect, ROUTE_RULES } from "../../common/route-rules";

const rules = defineRouteRules({
  "/old": { redirect: { to: "/en", status: 301 } },
  "/docs/**": { redirect: { to: "https://docs.example/", external: true } },
  "/docs/api/**": { redirect: { to: "/en/api" } },
});

describe("route rules", () => {
  it("finds exact rules, then the longest matching prefix", () => {
    expect(findRedirect("/old", rules)).toEqual({ to: "/en", status: 301, external: false });
    expect(findRedirect("/old/x", rules)).toBeUndefined();
    expect(findRedirect("/docs", rules)).toEqual({ to: "https://docs.example/", status: 302, external: true });
    expect(findRedirect("/docs/guide/intro", rules)?.external).toBe(true);
    expect(findRedirect("/docs/api/v1", rules)).toEqual({ to: "/en/api", status: 302, external: false });
    expect(findRedirect("/documents", rules)).toBeUndefined();
  });

  it("ships the product's rules valid", () => {
    expect(findRedirect("/index.html", ROUTE_RULES)).toEqual({ to: "/", status: 301, external: false });
  });

  it("fails at start on an external target not marked external", () => {
    expect(() => defineRouteRules({ "/x": { redirect: { to: "https://evil.example/" } } })).toThrow(/external: true/);
    expect(() => defineRouteRules({ "/x": { redirect: { to: "//evil.example/" } } })).toThrow(/external: true/);
  });

  it("fails at start on a blocked target, even marked external", () => {
    expect(() => defineRouteRules({ "/x": { redirect: { to: "JavaScript:alert(1)", external: true } } })).toThrow(
      /not allowed/,
    );
  });
});

describe("named route middleware", () => {
  it("gives the registered functions in order", () => {
    const [rulesFn, buildFn] = routeMiddleware("route-rules", "new-build-reload");
    expect(typeof rulesFn).toBe("function");
    expect(typeof buildFn).toBe("function");
  });

  it("throws on a name that is not registered (and the types reject it)", () => {
    // @ts-expect-error: "auth" is not a registered middleware name
    expect(() => routeMiddleware("auth")).toThrow('Unknown route middleware: "auth"');
    // @ts-expect-error: inherited object keys are not middleware either
    expect(() => routeMiddleware("toString")).toThrow(/Unknown route middleware/);
  });
});
