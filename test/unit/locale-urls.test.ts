import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  localeChoicePath,
  localePath,
  splitLocalePath,
  unprefixedDefaultPath,
} from "../../common/locales";

const restPath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 })
  .map((segments) => `/${segments.join("/")}`);

describe("locale URLs", () => {
  it("puts the default locale at the root and every other under its prefix", () => {
    expect(localePath(DEFAULT_LOCALE)).toBe("/");
    expect(localePath(DEFAULT_LOCALE, "/404")).toBe("/404");
    expect(localePath("cz")).toBe("/cz");
    expect(localePath("cz", "/404")).toBe("/cz/404");
  });

  it("splits every URL it builds back into the same locale and path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALE_CODES), restPath, (code, rest) => {
        // The default locale has no prefix, so its paths cannot start with another locale's
        // prefix: `/de` is the German home page, never a Slovak page named "de" (a seed found it).
        const first = rest.split("/")[1] ?? "";
        fc.pre(code !== DEFAULT_LOCALE || !(LOCALE_CODES as readonly string[]).includes(first));
        expect(splitLocalePath(localePath(code, rest))).toEqual({ locale: code, rest });
      }),
    );
  });

  it("links the switcher's Slovenčina to /sk…, which stands for the unprefixed page", () => {
    expect(localeChoicePath(DEFAULT_LOCALE)).toBe("/sk");
    expect(localeChoicePath(DEFAULT_LOCALE, "/404")).toBe("/sk/404");
    expect(localeChoicePath("de", "/404")).toBe("/de/404");
    fc.assert(
      fc.property(restPath, (rest) => {
        expect(unprefixedDefaultPath(localeChoicePath(DEFAULT_LOCALE, rest))).toBe(rest);
      }),
    );
  });

  it("recognises only the default locale's own prefix as one to strip", () => {
    expect(unprefixedDefaultPath("/sk")).toBe("/");
    expect(unprefixedDefaultPath("/sk/")).toBe("/");
    expect(unprefixedDefaultPath("/sk/a/b")).toBe("/a/b");
    for (const path of ["/", "/skate", "/de", "/de/sk", "/en/sk/x", ""])
      expect(unprefixedDefaultPath(path)).toBeUndefined();
  });
});
