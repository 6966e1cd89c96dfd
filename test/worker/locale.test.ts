import { describe, expect, it } from "vitest";
import { get } from "./helpers";

interface Case {
  name: string;
  path: string;
  cookie?: string;
  acceptLanguage?: string;
  /** A redirect's status and Location, or the rendered page's `<html lang>`. */
  redirect?: [number, string];
  lang?: string;
  /** The locale cookie the response sets, or null for "no Set-Cookie". */
  sets?: string | null;
}

const cases: Case[] = [
  { name: "Czech header on / → /cz", path: "/", acceptLanguage: "cs-CZ,cs;q=0.9", redirect: [302, "/cz"], sets: null },
  { name: "sl → /si", path: "/", acceptLanguage: "sl", redirect: [302, "/si"] },
  { name: "sr-Latn-RS → /rs", path: "/", acceptLanguage: "sr-Latn-RS", redirect: [302, "/rs"] },
  { name: "de-AT → /de", path: "/", acceptLanguage: "de-AT", redirect: [302, "/de"] },
  { name: "fr → no redirect (sk)", path: "/", acceptLanguage: "fr", lang: "sk", sets: null },
  { name: "cookie en beats header de", path: "/", cookie: "en", acceptLanguage: "de", redirect: [302, "/en"] },
  { name: "cookie xx is ignored", path: "/", cookie: "xx", acceptLanguage: "de", redirect: [302, "/de"], sets: null },
  { name: "/de with header ru renders German", path: "/de", acceptLanguage: "ru", lang: "de", sets: "de" },
  { name: "/sk/x → 301 /x", path: "/sk/x", redirect: [301, "/x"], sets: "sk" },
  { name: "/sk → 301 /", path: "/sk", redirect: [301, "/"], sets: "sk" },
  { name: "/sk with cookie sk sets nothing", path: "/sk", cookie: "sk", redirect: [301, "/"], sets: null },
  { name: "/sk keeps the query", path: "/sk?a=1", redirect: [301, "/?a=1"] },
  { name: "no header, no cookie → sk", path: "/", lang: "sk", sets: null },
  { name: "cookie sk beats header de", path: "/", cookie: "sk", acceptLanguage: "de", lang: "sk", sets: null },
  { name: "q-values decide, not order", path: "/", acceptLanguage: "ru;q=0.5, pl;q=0.8", redirect: [302, "/pl"] },
  { name: "order breaks q ties", path: "/", acceptLanguage: "hu, hr", redirect: [302, "/hu"] },
  {
    name: "unsupported first, supported later",
    path: "/",
    acceptLanguage: "fr-FR, fr;q=0.9, en;q=0.8",
    redirect: [302, "/en"],
  },
  { name: "q=0 refuses a language", path: "/", acceptLanguage: "de;q=0, en;q=0.1", redirect: [302, "/en"] },
  {
    name: "q=0 on sl-SK leaves sl acceptable",
    path: "/",
    acceptLanguage: "sl;q=0.7, sl-SK;q=0",
    redirect: [302, "/si"],
  },
  { name: "q=0 on en-CZ leaves en-GB", path: "/", acceptLanguage: "en-GB;q=0.001, en-CZ;q=0", redirect: [302, "/en"] },
  {
    name: "* above a low sk-SK is not sk",
    path: "/",
    acceptLanguage: "sk-SK;q=0.001, *;q=0.9",
    redirect: [302, "/en"],
  },
  { name: "* alone means any: the default sk", path: "/", acceptLanguage: "*", lang: "sk" },
  {
    name: "* with sk refused picks another locale",
    path: "/",
    acceptLanguage: "sk;q=0, *;q=0.5",
    redirect: [302, "/en"],
  },
  { name: "Slovak header stays on /", path: "/", acceptLanguage: "sk-SK,sk;q=0.9,en;q=0.8", lang: "sk" },
  { name: "upper-case tags", path: "/", acceptLanguage: "DE-CH", redirect: [302, "/de"] },
  { name: "Croatian region", path: "/", acceptLanguage: "hr-HR", redirect: [302, "/hr"] },
  { name: "Russian with region", path: "/", acceptLanguage: "ru-RU,ru;q=0.9", redirect: [302, "/ru"] },
  { name: "malformed header falls back to sk", path: "/", acceptLanguage: ";;;,q=2,=", lang: "sk" },
  { name: "invalid q is skipped", path: "/", acceptLanguage: "de;q=7, en;q=0.3", redirect: [302, "/en"] },
  { name: "prefix never redirected by header", path: "/en", acceptLanguage: "de", lang: "en", sets: "en" },
  { name: "prefix never redirected by cookie", path: "/hu", cookie: "de", lang: "hu", sets: "hu" },
  { name: "same cookie, no Set-Cookie", path: "/pl", cookie: "pl", lang: "pl", sets: null },
  { name: "prefix cz renders lang cs", path: "/cz", lang: "cs", sets: "cz" },
  { name: "/ keeps the query on redirect", path: "/?utm=x", acceptLanguage: "de", redirect: [302, "/de?utm=x"] },
];

describe("locale negotiation at the edge", () => {
  it.each(cases)("$name", async (c) => {
    const headers: Record<string, string> = {};
    if (c.cookie) headers.Cookie = `i18n_redirected=${c.cookie}`;
    if (c.acceptLanguage) headers["Accept-Language"] = c.acceptLanguage;
    const res = await get(c.path, headers);
    if (c.redirect) {
      expect([res.status, res.headers.get("location")]).toEqual(c.redirect);
    } else {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<html lang="${c.lang}">`);
    }
    const setCookie = res.headers.get("set-cookie");
    if (c.sets === null) expect(setCookie).toBeNull();
    if (c.sets) {
      expect(setCookie).toBe(`i18n_redirected=${c.sets}; Max-Age=31536000; Path=/; SameSite=Lax`);
    }
    if (c.cookie === "xx") expect(setCookie ?? "").not.toContain("xx");
  });

  it("marks the root's answer as per-visitor and never shared-cacheable", async () => {
    for (const res of [await get("/", { "Accept-Language": "de" }), await get("/")]) {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("vary")).toBe("Cookie, Accept-Language");
    }
  });

  it("adds Secure to the cookie on https", async () => {
    const { SELF } = await import("cloudflare:test");
    const res = await SELF.fetch("https://example.com/de", { redirect: "manual" });
    expect(res.headers.get("set-cookie")).toBe("i18n_redirected=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });
});
