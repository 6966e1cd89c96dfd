import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../common/auth";
import { canonicalLocalePath } from "../../common/locales";
import { sitePath } from "../../common/safe-redirect";
import { classifyUrl, sameSitePath } from "../../common/safe-url";

const ORIGIN = "https://polyglot.example";

/** Pieces of hostile redirect targets: what an attacker puts in `?redirect=` or a path. */
const HOSTILE_PARTS = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\\\",
  ".",
  "..",
  "./",
  "../",
  "%2e",
  "%2E%2e",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%09",
  "%0a",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "@",
  ":",
  "?",
  "#",
  "evil.com",
  "EVIL.COM",
  "https:",
  "javascript:",
  "admin",
  "ADMIN",
  "sk",
  "SK",
  "\u3002",
  "\uff0f",
  "\u2028",
];

/** Targets seen to leave the site, or close to them. */
const HOSTILE = [
  "//evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "///evil.com",
  " //evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/admin/../..//evil.com",
  "/.//evil.com",
  "/%2e%2e//evil.com",
  "/%2E%2E/%2e%2E//evil.com",
  "/admin/%2e%2e/%2e%2e//evil.com",
  "/./\\evil.com",
  "/.\\/evil.com",
  "/..\\\\evil.com",
  "/sk/../..//evil.com",
  "/ADMIN/..//evil.com",
  "//evil\u3002com",
  "https://evil.com",
  "HTTPS://evil.com/admin",
  "https:/\\evil.com",
  "javascript:alert(1)",
  "/\u0000/evil.com",
];

/** What a browser does with a Location value: resolve it against the page it came from. */
function leavesSite(location: string): boolean {
  return /^\s*[/\\]{2}/.test(location) || new URL(location, ORIGIN).origin !== ORIGIN;
}

const hostileTarget = fc.array(fc.constantFrom(...HOSTILE_PARTS), { maxLength: 8 }).map((parts) => parts.join(""));

describe("redirect targets built from input stay on the site (issue 13, findings 2 and 3)", () => {
  it.each(HOSTILE)("the sign-in redirect never leaves the site for %j", (target) => {
    const location = safeRedirect(target);
    expect(leavesSite(location), location).toBe(false);
  });

  it.each(HOSTILE)("a form's way back never leaves the site for %j", (target) => {
    const location = sameSitePath(target, ORIGIN);
    expect(leavesSite(location), location).toBe(false);
  });

  it.each(HOSTILE)("the navigation guard never calls %j a path of this site that leaves it", (target) => {
    const classified = classifyUrl(target, ORIGIN);
    if (classified?.kind === "internal") expect(leavesSite(classified.path), classified.path).toBe(false);
  });

  it("holds for any mix of slashes, backslashes, dots, encodings and controls", () => {
    fc.assert(
      fc.property(hostileTarget, (target) => {
        for (const location of [safeRedirect(target), sameSitePath(target, ORIGIN), sitePath(target, ORIGIN)]) {
          if (location !== null) expect(leavesSite(location), JSON.stringify([target, location])).toBe(false);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it("answers a normalised path of the site, or null", () => {
    expect(sitePath("/admin/translation?locale=de#row-3")).toBe("/admin/translation?locale=de#row-3");
    expect(sitePath("/a/./b/../c")).toBe("/a/c");
    expect(sitePath("/a/%2e%2e/c")).toBe("/c");
    expect(sitePath(`${ORIGIN}/de?x=1`, ORIGIN)).toBe("/de?x=1");
    expect(sitePath("/search?q=%2520")).toBe("/search?q=%2520");
    for (const target of HOSTILE) expect(sitePath(target, ORIGIN), JSON.stringify(target)).toBeNull();
    for (const target of [undefined, null, 42, "", "https://polyglot.example.evil.com/"]) {
      expect(sitePath(target, ORIGIN)).toBeNull();
    }
  });

  it("gives the same answer for a path it gave (normalised already)", () => {
    fc.assert(
      fc.property(hostileTarget, (target) => {
        const path = sitePath(target, ORIGIN);
        if (path !== null) expect(sitePath(path, ORIGIN)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("locale prefixes in any case (issue 13, finding 10)", () => {
  it("lower-cases a locale prefix written in another case, and nothing else", () => {
    expect(canonicalLocalePath("/De")).toBe("/de");
    expect(canonicalLocalePath("/EN/404")).toBe("/en/404");
    expect(canonicalLocalePath("/SK/x/Y")).toBe("/sk/x/Y");
    for (const path of ["/", "/de", "/en/404", "/Deutsch", "/ADMIN/translation", "/admin", "/Foo/EN", ""]) {
      expect(canonicalLocalePath(path)).toBe(path);
    }
  });
});
