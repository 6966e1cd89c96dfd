import fc from "fast-check";
import { matchRoutes } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "../../client/routes";
import { LOCALES } from "../../common/locales";
import { allPageUrls, isPublicPagePath, PAGES } from "../../common/pages";

/**
 * The page cache decides what a public page is from the page and locale tables
 * (common/pages.ts), not from the route table; the two must agree on every path.
 */
const byRouteTable = (pathname: string): boolean =>
  matchRoutes(routes, pathname)?.some((m) => m.route.id?.startsWith("public-")) ?? false;

const PAGE_PATHS = allPageUrls().map((u) => u.path);
const SLUGS = PAGES.flatMap((p) => [p.slug, ...Object.values("slugs" in p ? p.slugs : {})]);
const SEGMENTS = [...new Set([...SLUGS, ...LOCALES.map((l) => l.code), "sk", "404", "admin", "De", "PREISE", "x"])];

const CORPUS = [
  ...PAGE_PATHS,
  ...PAGE_PATHS.map((p) => `${p}/`),
  ...PAGE_PATHS.map((p) => `${p}///`),
  ...PAGE_PATHS.map((p) => p.toUpperCase()),
  ...PAGE_PATHS.map((p) => `/${p}`),
  ...PAGE_PATHS.map((p) => p.replace(/e/g, "%65")),
  ...PAGE_PATHS.map((p) => `/${p.slice(1).replaceAll("/", "%2F")}`),
  ...PAGE_PATHS.map((p) => `/sk${p}`),
  ...LOCALES.map((l) => `/${l.code}/404`),
  "/",
  "//",
  "/404",
  "/sk",
  "/de//preise",
  "/de/preise/x",
  "/admin",
  "/admin/login",
  "/%",
  "/de/%ff",
  "/%0a",
  "/de/pr%C3%A9ise",
].map((path) => new URL(`https://example.test${path}`).pathname);

describe("what the page cache counts as a public page", () => {
  // react-router warns of every malformed percent-encoding it is given; these tests give many.
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("is true for every page of every locale", () => {
    for (const path of PAGE_PATHS) expect(isPublicPagePath(path), path).toBe(true);
  });

  it("answers as the route table does on a corpus of pages, near misses and hostile paths", () => {
    for (const path of CORPUS) expect(isPublicPagePath(path), path).toBe(byRouteTable(path));
  }, 30_000);

  it("answers as the route table does on any path built from slugs, locale codes and slashes", () => {
    const segment = fc.oneof(fc.constantFrom(...SEGMENTS), fc.constant(""), fc.string({ maxLength: 3 }));
    // As a request's URL gives it: `?` and `#` end the path, and the rest is percent-encoded.
    const path = fc
      .array(segment, { maxLength: 4 })
      .map((parts) => new URL(`https://example.test/${parts.join("/")}`).pathname);
    fc.assert(
      fc.property(path, (p) => isPublicPagePath(p) === byRouteTable(p)),
      { numRuns: 1000 },
    );
  }, 30_000);
});
