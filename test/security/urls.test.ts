import { env, SELF } from "cloudflare:test";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../client/routes";
import { COLOR_MODE_FORM_PATH } from "../../common/app-paths";
import type { LoginResult } from "../../common/auth";
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import sk from "../../locales/sk.json";
import { adminMessageReader } from "../../worker/services/site";
import { bundledMessagesFrom } from "../../worker/services/site/messages";
import { createPageRenderer } from "../../worker/ssr/render";
import { createAccount, loginRequest, PASSWORD, SAME_ORIGIN, signIn, uniqueIp } from "../worker/auth-helpers";
import { get, ORIGIN, servePages, testRenderOptions, textOf } from "../worker/helpers";

/**
 * The hostile-URL corpus (issue 13): open redirects, encodings, double slashes, backslashes,
 * controls and mixed case. Whatever the path, no answer is a 500 and no `Location` leaves
 * the site once a browser resolves it against the page.
 */

const PREFIXES = ["", "/sk", "/SK", "/Sk", "/en", "/EN", "/De", "/admin", "/ADMIN", "/admin/login", "/_app", "/api"];
const SUFFIXES = [
  "//evil.com",
  "/\\evil.com",
  "/\\\\evil.com",
  "/%2f%2fevil.com",
  "/%2F/evil.com",
  "/%5cevil.com",
  "/%5C%5Cevil.com",
  "/..//evil.com",
  "/.//evil.com",
  "/%2e%2e//evil.com",
  "/%2e%2e%2f%2fevil.com",
  "/\t/evil.com",
  "/%09/evil.com",
  "/%0a",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%00",
  "/%ff",
  "/%",
  "/%zz",
  "/%E2%80%A8",
  "/\u00e4",
  "//",
  "/?redirect=//evil.com",
  "/../admin",
];
const CORPUS = [...PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => prefix + suffix)), "/sk/../admin", "/%0a"];

/** A `Location` as a browser reads it: `//host` and `/\host` name another host. */
function leavesSite(location: string): boolean {
  return /^[/\\][/\\]/.test(location) || new URL(location, ORIGIN).origin !== new URL(ORIGIN).origin;
}

function formPost(path: string, fields: Record<string, string>, ip = uniqueIp()): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body: new URLSearchParams(fields),
  });
}

/** The title, `<h1>`, home link and `lang` of an error page. */
function errorPageOf(html: string) {
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    heading: textOf(html, 'id="error-title"'),
    backHome: /<section class="error-page"[\s\S]*?<a [^>]*>([^<]*)<\/a>/.exec(html)?.[1],
  };
}

describe("the hostile-URL corpus", () => {
  it("never answers 500, never points a Location off the site, never splits a header", async () => {
    for (const path of CORPUS) {
      const res = await get(path);
      await res.body?.cancel();
      expect(res.status, path).toBeLessThan(500);
      const location = res.headers.get("location");
      if (location !== null) expect(leavesSite(location), `${path} → ${location}`).toBe(false);
      expect(
        res.headers.getSetCookie().filter((cookie) => cookie.startsWith("x=")),
        path,
      ).toEqual([]);
    }
  });
});

describe("open redirects through the default locale's prefix (finding 2)", () => {
  it.each(["/sk//evil.com", "/sk/\\evil.com", "/sk//evil.com?x=1", "/SK//evil.com"])(
    "does not send %j off the site",
    async (path) => {
      const res = await get(path);
      const location = res.headers.get("location");
      expect(location, path).not.toBeNull();
      expect(leavesSite(location as string), `${path} → ${location}`).toBe(false);
    },
  );

  it("still strips the prefix of an ordinary path", async () => {
    const res = await get("/sk/404?path=%2Fx");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/404?path=%2Fx");
  });
});

describe("the way back after signing in or choosing a color mode (finding 3)", () => {
  const TARGETS = [
    "/admin/../..//evil.com",
    "/.//evil.com",
    "/%2e%2e//evil.com",
    "/%2E%2E/%2e%2e//evil.com",
    "/admin/%2e%2e/%2e%2e//evil.com",
    "/./\\evil.com",
    "/..\\\\evil.com",
    "/ADMIN/..//evil.com",
  ];

  it("keeps the JSON sign-in's redirectTo on the site", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    for (const redirect of TARGETS) {
      const res = await loginRequest({ email: user.email, password: PASSWORD, redirect }, ip);
      expect(res.status, redirect).toBe(200);
      const { redirectTo } = (await res.json()) as Extract<LoginResult, { ok: true }>;
      expect(leavesSite(redirectTo), `${redirect} → ${redirectTo}`).toBe(false);
    }
  });

  it("keeps the sign-in form's 303 on the site", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    for (const redirect of TARGETS) {
      const res = await formPost(
        `/admin/login?redirect=${encodeURIComponent(redirect)}`,
        { email: user.email, password: PASSWORD },
        ip,
      );
      expect(res.status, redirect).toBe(303);
      const location = res.headers.get("location") as string;
      expect(leavesSite(location), `${redirect} → ${location}`).toBe(false);
    }
  });

  it("still honours an ordinary same-site target", async () => {
    const user = await createAccount();
    const res = await loginRequest({ email: user.email, password: PASSWORD, redirect: "/admin/translation?locale=de" });
    expect(((await res.json()) as { redirectTo: string }).redirectTo).toBe("/admin/translation?locale=de");
  });

  it("keeps the color-mode form's 303 on the site", async () => {
    for (const redirect of TARGETS) {
      const res = await formPost(COLOR_MODE_FORM_PATH, { mode: "dark", redirect });
      expect(res.status, redirect).toBe(303);
      const location = res.headers.get("location") as string;
      expect(leavesSite(location), `${redirect} → ${location}`).toBe(false);
    }
    const back = await formPost(COLOR_MODE_FORM_PATH, { mode: "dark", redirect: "/de?x=1" });
    expect(back.headers.get("location")).toBe("/de?x=1");
  });
});

describe("trailing slashes", () => {
  it.each([
    ["/de/preise/", "/de/preise"],
    ["/en/", "/en"],
    ["/cennik/?a=1", "/cennik?a=1"],
    ["/de/preise///", "/de/preise"],
  ])("answers %j with a 301 to the one URL of the page %j", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it.each(["//evil.com/", "///evil.com//", "/\\evil.com/", "/%2F%2Fevil.com/"])(
    "redirects %j within the site, never off it",
    async (path) => {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      expect(res.status, path).toBeLessThan(400);
      const location = res.headers.get("location");
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(leavesSite(location as string), `${path} → ${location}`).toBe(false);
    },
  );
});

describe("mixed-case paths (finding 10)", () => {
  it.each([
    ["/De", "/de"],
    ["/EN", "/en"],
    ["/eN/404?path=%2Fx", "/en/404?path=%2Fx"],
    // One hop: the prefix lowercased and the trailing slash dropped (one URL per page).
    ["/RU/", "/ru"],
  ])("answers %j with a 301 to the lowercase locale prefix %j", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it("sends /SK and /Sk/… where /sk and /sk/… go, storing the choice", async () => {
    const root = await get("/SK");
    expect(root.status).toBe(301);
    expect(root.headers.get("location")).toBe("/");
    expect(root.headers.get("set-cookie")).toMatch(/^i18n_redirected=sk;/);
    const page = await get("/Sk/404");
    expect(page.headers.get("location")).toBe("/404");
  });

  it.each(["/ADMIN/translation", "/Admin", "/ADMIN/LOGIN", "/Admin/login"])(
    "treats %j as an unknown page: no sign-in, the 404 page",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(302);
      const location = res.headers.get("location") as string;
      expect(location).toBe(`/404?path=${encodeURIComponent(path)}`);
      expect((await get(location)).status).toBe(404);
    },
  );

  it("does not open the editor at /admin/Translation: sign-in first (as anywhere under /admin/), then the 404 page", async () => {
    const signedOut = await get("/admin/Translation");
    expect(signedOut.headers.get("location")).toBe(`/admin/login?redirect=${encodeURIComponent("/admin/Translation")}`);
    const cookie = await signIn(await createAccount());
    const res = await get("/admin/Translation", { Cookie: cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/404?path=${encodeURIComponent("/admin/Translation")}`);
    expect((await get("/admin/translation", { Cookie: cookie })).status).toBe(200);
  });
});

describe("error pages without the root loader's data (finding 13)", () => {
  it.each([
    ["/%0a", "sk", sk],
    ["/en/%0a", "en", en],
    ["/de/x%0Ay", "de", de],
  ])("renders %j from the fallback messages in the URL's language", async (path, lang, messages) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const page = errorPageOf(await res.text());
    expect(page).toEqual({ lang, heading: messages.error.notFoundTitle, backHome: messages.error.backHome });
  });
});

/** The product's route table with the editor's module failing to load, as a blocked chunk does. */
function withBrokenEditor(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    if (route.path === "translation") {
      return { ...route, lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")) };
    }
    return (route.children ? { ...route, children: withBrokenEditor(route.children) } : route) as RouteObject;
  });
}

describe("the admin's error page (finding 13)", () => {
  it("speaks the admin's English under lang=en when a route module fails, not the site's Slovak", async () => {
    const options = testRenderOptions({
      admin: { locale: "en", messages: "/_app/admin-messages/en/test.json", pseudo: false },
    });
    const admin = { id: 1, email: "admin@example.test", role: "admin" as const, locales: null };
    // An admin page renders with the admin's messages (docs/decisions/0087), English here.
    const { current, fallback } = await adminMessageReader(env, () => {}, "test")("en");
    const page = servePages(createPageRenderer(withBrokenEditor(routes)), {
      ...options,
      adminMessages: { locale: "en", current, fallback },
      dataSource: { ...options.dataSource, messages: bundledMessagesFrom(env.ASSETS), session: async () => admin },
    });
    const res = await page("/admin/translation");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(/<html lang="([^"]*)"/.exec(html)?.[1]).toBe("en");
    expect(textOf(html, 'id="error-title"')).toBe("Something went wrong");
    expect(textOf(html, 'data-testid="error-message"')).toBe("Internal Server Error");
    const shown = html.slice(0, html.indexOf("<script"));
    for (const text of Object.values(sk.error)) expect(shown).not.toContain(text);
  });
});
