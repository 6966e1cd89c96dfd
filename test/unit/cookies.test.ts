import { describe, expect, it } from "vitest";
import { colorModeCookie, readColorModeCookie } from "../../common/color-mode";
import {
  COOKIES,
  cookieHeader,
  expiredCookieHeader,
  localeCookie,
  readCookie,
  readLocaleCookie,
} from "../../common/cookies";

describe("the cookies the app sets", () => {
  it("stores the locale for a year on the whole site, readable by scripts, Secure only on https", () => {
    expect(localeCookie("de", false)).toBe("i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(localeCookie("sk", true)).toBe("i18n_redirected=sk; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });

  it("stores a color mode for a year, and removes the cookie for system (the default)", () => {
    expect(colorModeCookie("dark", false)).toBe("color_mode=dark; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(colorModeCookie("light", true)).toBe("color_mode=light; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
    expect(colorModeCookie("system", true)).toBe("color_mode=; Max-Age=0; Path=/; Secure; SameSite=Lax");
  });

  it("sends the session as a __Host- cookie: HttpOnly and Secure even over http", () => {
    expect(cookieHeader(COOKIES.session, "a.b.c", { secure: false, maxAge: 1800 })).toBe(
      "__Host-session=a.b.c; Max-Age=1800; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(expiredCookieHeader(COOKIES.session, false)).toBe(
      "__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("encodes a value that is not a cookie token rather than letting it add attributes", () => {
    expect(cookieHeader(COOKIES.colorMode, "x; Domain=evil.example", { secure: false })).toMatch(
      /^color_mode=x%3B%20Domain%3Devil.example; Max-Age/,
    );
  });
});

describe("reading cookies from a Cookie header or document.cookie", () => {
  const header = "color_mode=dark; i18n_redirected=hu; __Host-session=tok.en; note=%E2%9C%93";

  it("finds one cookie by its exact name, decoded", () => {
    expect(readCookie(header, "i18n_redirected")).toBe("hu");
    expect(readCookie(header, COOKIES.session.name)).toBe("tok.en");
    expect(readCookie(header, "note")).toBe("✓");
    expect(readCookie(header, "session")).toBeUndefined();
    expect(readCookie("", "note")).toBeUndefined();
    expect(readCookie(null, "note")).toBeUndefined();
  });

  it("keeps the first of two cookies with the same name (the most specific path, as browsers send them)", () => {
    expect(readCookie("i18n_redirected=de; i18n_redirected=en", "i18n_redirected")).toBe("de");
  });

  it("does not find inherited object members by name", () => {
    expect(readCookie("a=1", "__proto__")).toBeUndefined();
    expect(readCookie("a=1", "constructor")).toBeUndefined();
  });

  it("reads the locale only when it is a locale code", () => {
    expect(readLocaleCookie("i18n_redirected=cz")).toBe("cz");
    expect(readLocaleCookie("i18n_redirected=xx")).toBeUndefined();
    expect(readLocaleCookie("i18n_redirected=__proto__")).toBeUndefined();
    expect(readLocaleCookie(undefined)).toBeUndefined();
  });

  it("reads the color mode, anything else meaning system", () => {
    expect(readColorModeCookie("color_mode=light")).toBe("light");
    expect(readColorModeCookie("color_mode=purple")).toBe("system");
    expect(readColorModeCookie(undefined)).toBe("system");
  });

  it("round-trips what it writes", () => {
    const written = localeCookie("rs", true).split(";")[0] as string;
    expect(readLocaleCookie(written)).toBe("rs");
  });
});
