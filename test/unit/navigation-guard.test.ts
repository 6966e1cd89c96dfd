import { describe, expect, it } from "vitest";
import { NavigationRefusedError, resolveNavigation } from "../../client/lib/navigate";
import { classifyUrl, hasBlockedScheme, sameSitePath } from "../../common/safe-url";

const ORIGIN = "https://polyglot.example";

/** Hostile URLs that must never navigate, whatever the caller says. */
const BLOCKED = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u00a0javascript:alert(1)",
  "\u200bjavascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\r\nscript:alert(1)",
  "jav\u0000ascript:alert(1)",
  "javascript\t:alert(1)",
  "%6Aavascript:alert(1)",
  "%4A%41%56%41%53%43%52%49%50%54:alert(1)",
  "java%0ascript:alert(1)",
  "%256Aavascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "  data:text/html,x",
  "d\na\tt\ra:text/html,x",
  "%64ata:text/html,x",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
];

/** Off-site URLs: allowed only with `external: true`. */
const EXTERNAL = [
  "https://evil.example/",
  "HTTPS://EVIL.EXAMPLE/",
  "http://polyglot.example/",
  "//evil.example/path",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  " //evil.example",
  "/\t/evil.example",
  "https://polyglot.example.evil.example/",
  "https://polyglot.example@evil.example/",
  "mailto:team@polyglot.example",
];

/** Same-site targets. */
const INTERNAL: [string, string][] = [
  ["/", "/"],
  ["/en", "/en"],
  ["/admin/translation?locale=de#row-3", "/admin/translation?locale=de#row-3"],
  ["en/404", "/en/404"],
  [`${ORIGIN}/de`, "/de"],
  ["?q=1", "/?q=1"],
  ["/docs/javascript:intro", "/docs/javascript:intro"],
  ["/search?q=%2520", "/search?q=%2520"],
];

describe("the navigation guard", () => {
  it.each(BLOCKED)("refuses %j even when marked external", (url) => {
    expect(hasBlockedScheme(url)).toBe(true);
    expect(classifyUrl(url, ORIGIN)).toBeNull();
    expect(() => resolveNavigation(url, { external: true }, ORIGIN)).toThrow(NavigationRefusedError);
  });

  it.each(EXTERNAL)("refuses external %j unless marked external", (url) => {
    expect(() => resolveNavigation(url, {}, ORIGIN)).toThrow(/external/);
    expect(resolveNavigation(url, { external: true }, ORIGIN).kind).toBe("external");
  });

  it.each(INTERNAL)("navigates to %j on the site as %j", (url, path) => {
    expect(resolveNavigation(url, {}, ORIGIN)).toEqual({ kind: "internal", path });
  });

  it("treats a URL wrapped in more layers of encoding than any real link as hostile", () => {
    let url = "javascript:alert(1)";
    for (let i = 0; i < 6; i++) url = encodeURIComponent(url);
    expect(hasBlockedScheme(url)).toBe(true);
  });

  it("sends form posts back to same-site paths only", () => {
    expect(sameSitePath("/de?x=1", ORIGIN)).toBe("/de?x=1");
    expect(sameSitePath("//evil.example", ORIGIN)).toBe("/");
    expect(sameSitePath("javascript:alert(1)", ORIGIN)).toBe("/");
    expect(sameSitePath(undefined, ORIGIN)).toBe("/");
  });
});
