import { describe, expect, it } from "vitest";
import { LOCALES, localePath } from "../../common/locales";
import manifest from "../../dist/client/.vite/manifest.json";
import { createAccount, signIn } from "./auth-helpers";
import { get, problemOf, textOf } from "./helpers";

describe("public pages", () => {
  it("streams the Slovak home page at / as text/html", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="sk">/);
    expect(html).toContain("<h1>Vitajte</h1>");
  });

  it.each(LOCALES.map((l) => [localePath(l.code), l.tag] as const))(
    "renders %s with <html lang=%s>",
    async (path, tag) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<html lang="${tag}">`);
    },
  );

  it("renders English text from locales/en.json at /en", async () => {
    const html = await (await get("/en")).text();
    expect(html).toContain("<h1>Welcome</h1>");
  });

  it("loads the islands' script on public pages and the app on admin pages, each chunk modulepreloaded with the nonce", async () => {
    const chunks = manifest as Record<string, { file: string; imports?: string[]; css?: string[] }>;
    for (const [path, source] of [
      ["/", "client/public-entry.tsx"],
      ["/admin/login", "client/entry.tsx"],
    ] as const) {
      const res = await get(path);
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      const entry = chunks[source];
      expect(html).toContain(`<script type="module" src="/${entry?.file}"`);
      const imports = entry?.imports ?? [];
      expect(imports.length).toBeGreaterThan(0);
      for (const name of imports) {
        expect(html).toContain(`<link rel="modulepreload" href="/${chunks[name]?.file}" nonce="${nonce}"`);
      }
      for (const css of imports.flatMap((name) => chunks[name]?.css ?? []).concat(entry?.css ?? [])) {
        expect(html).toContain(`<link rel="stylesheet" href="/${css}"`);
      }
    }
    const other = (source: string) => chunks[source]?.file;
    expect(await (await get("/en")).text()).not.toContain(other("client/entry.tsx"));
    expect(await (await get("/admin/login")).text()).not.toContain(other("client/public-entry.tsx"));
  });

  it("redirects /sk and /sk/... to the unprefixed path with 301", async () => {
    const root = await get("/sk");
    expect(root.status).toBe(301);
    expect(root.headers.get("location")).toBe("/");
    const deep = await get("/sk/x?y=1");
    expect(deep.status).toBe(301);
    expect(deep.headers.get("location")).toBe("/x?y=1");
  });
});

describe("admin pages render their layouts", () => {
  it.each([
    ["/admin/login", "Sign in", "layout-login"],
    ["/admin", "Dashboard", "layout-admin"],
    ["/admin/translation", "Translations", "layout-admin"],
  ])("%s shows the heading %s in the %s layout", async (path, heading, layout) => {
    // The admin pages need a session (test/worker/auth-guards.test.ts); the login page is for visitors without one.
    const headers: Record<string, string> =
      path === "/admin/login" ? {} : { Cookie: await signIn(await createAccount()) };
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`class="layout ${layout}( [a-z-]+)?"`));
    expect(textOf(html, 'id="page-title"')).toBe(heading);
  });
});

describe("unknown routes and the 404 page", () => {
  it("redirects an unknown route to /404 naming the asked-for path", async () => {
    const res = await get("/does-not-exist");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe("/404");
    expect(location.searchParams.get("path")).toBe("/does-not-exist");
  });

  it("redirects to the 404 page of the locale in the i18n_redirected cookie", async () => {
    const res = await get("/does-not-exist", { Cookie: "i18n_redirected=de" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/de\/404\?/);
  });

  it("ignores a cookie that names no locale", async () => {
    const res = await get("/nope", { Cookie: "i18n_redirected=xx" });
    expect(res.headers.get("location")).toMatch(/^\/404\?/);
  });

  it("takes the locale from the path's prefix first, then the cookie, then Accept-Language", async () => {
    const where = async (path: string, headers: Record<string, string> = {}) =>
      (await get(path, headers)).headers.get("location");
    expect(await where("/de/gibt-es-nicht")).toBe("/de/404?path=%2Fde%2Fgibt-es-nicht");
    expect(await where("/en/nope", { Cookie: "i18n_redirected=de" })).toMatch(/^\/en\/404\?/);
    expect(await where("/nope", { "Accept-Language": "pl-PL,pl;q=0.9" })).toMatch(/^\/pl\/404\?/);
    expect(await where("/nope", { Cookie: "i18n_redirected=hu", "Accept-Language": "pl" })).toMatch(/^\/hu\/404\?/);
    expect(await where("/nope", { "Accept-Language": "ja" })).toMatch(/^\/404\?/);
  });

  it("says a page is missing in every locale's own words, with status 404 and <html lang>", async () => {
    const texts = new Set<string>();
    for (const { code, tag } of LOCALES) {
      const res = await get(`${localePath(code, "/404")}?path=%2Fnope`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<html lang="${tag}">`);
      const text = textOf(html, 'data-testid="error-message"') ?? "";
      expect(text).toMatch(/: \/nope$/);
      texts.add(text.slice(0, text.indexOf(":")));
      expect(html).toContain(`href="${localePath(code)}"`);
    }
    // Croatian and Serbian (Latin) say it alike; every other language its own way.
    expect(texts.size).toBe(LOCALES.length - 1);
  });

  it("answers 404 naming the path in the page's language (`error.notFoundPath`)", async () => {
    const res = await get("/de/404?path=%2Fdoes-not-exist");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(textOf(html, 'data-testid="error-message"')).toBe("Seite nicht gefunden: /does-not-exist");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("names its own path when /404 is opened directly", async () => {
    const res = await get("/404");
    expect(res.status).toBe(404);
    expect(textOf(await res.text(), 'data-testid="error-message"')).toBe("Stránka sa nenašla: /404");
  });

  it("escapes the asked-for path instead of rendering it as markup", async () => {
    const res = await get(`/404?path=${encodeURIComponent("/<img src=x onerror=alert(1)>")}`);
    const html = await res.text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Stránka sa nenašla: /&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("the HTTP API", () => {
  it("serves a locale's messages as JSON", async () => {
    const res = await get("/api/i18n/de");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body["home.title"]).toBe("Willkommen");
  });

  it("answers a 404 problem for an unknown locale", async () => {
    const res = await get("/api/i18n/xx");
    expect(await problemOf(res, 404)).toMatchObject({ detail: "Unknown locale: xx" });
  });
});
