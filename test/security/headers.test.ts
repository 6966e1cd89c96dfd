import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../common/security-headers";
import { ICONS } from "../../worker/ssr/icons";
import { createAccount, fetchWithEnv, postJson, SAME_ORIGIN, signIn } from "../worker/auth-helpers";
import { get, ORIGIN } from "../worker/helpers";
import { seedStore } from "../worker/store-helpers";

/**
 * Finding 12 (issue 13): the security header set on every response, whatever answers it.
 * A sample of every kind of response the worker gives is checked for the whole set; the
 * hashed build files the asset server answers without the worker are checked against a
 * running `wrangler dev` in test/e2e/security-headers.spec.ts.
 */

let admin: string;

beforeAll(async () => {
  await seedStore();
  admin = await signIn(await createAccount({ role: "admin" }));
});

/** The nonce of a page's CSP, after checking the policy's fixed directives. */
function cspNonce(res: Response): string {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
  const script = directives.get("script-src") ?? [];
  expect(script).toContain("'strict-dynamic'");
  expect(script.some((s) => s === "'unsafe-inline'" || s === "*")).toBe(false);
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  const nonce = /^'nonce-([A-Za-z0-9+/=_-]{16,})'$/.exec(script[0] ?? "")?.[1];
  expect(nonce, `a nonce in ${csp}`).toBeDefined();
  return nonce as string;
}

/** A `<script>` the browser runs (data blocks such as `type="application/json"` are never run). */
const runs = (tag: string) => !/\btype="(?!module"|text\/javascript")[^"]*"/.test(tag);

/** Asserts the whole header set of one response; for HTML also the nonce CSP, carried by every script that runs. */
async function expectSecurityHeaders(label: string, res: Response): Promise<void> {
  const actual = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));
  expect({ label, headers: actual }).toEqual({ label, headers: SECURITY_HEADERS });
  const html = /^text\/html\b/.test(res.headers.get("Content-Type") ?? "");
  if (!html) return;
  const nonce = cspNonce(res);
  expect(res.headers.get("Cache-Control"), label).toMatch(/\b(?:private|no-store)\b/);
  const scripts = ((await res.text()).match(/<script\b[^>]*>/g) ?? []).filter(runs);
  for (const tag of scripts) expect(tag, label).toContain(`nonce="${nonce}"`);
}

describe("the security header set (finding 12)", () => {
  const publicCases: [string, () => Promise<Response>, number][] = [
    ["page", () => get("/", { "Accept-Language": "sk" }), 200],
    ["page in a locale", () => get("/de"), 200],
    ["HEAD of a page", () => SELF.fetch(`${ORIGIN}/en`, { method: "HEAD" }), 200],
    ["404 page", () => get("/404?path=%2Fnowhere"), 404],
    ["404 page in a locale", () => get("/de/404?path=%2Fnowhere"), 404],
    ["redirect of an unknown path to the 404 page", () => get("/nowhere"), 302],
    ["redirect by language detection", () => get("/", { "Accept-Language": "de" }), 302],
    ["redirect of the default locale's prefix", () => get("/sk/x"), 301],
    ["API JSON", () => get("/api/i18n/de"), 200],
    ["API problem (unknown locale)", () => get("/api/i18n/xx"), 404],
    ["API problem (validation)", () => get(`/api/icons/${ICONS.version}/lucide.json?icons=Not_A_Name`), 400],
    ["API problem (no endpoint)", () => get("/api/nothing-here"), 404],
    ["icon JSON", () => get(`/api/icons/${ICONS.version}/lucide.json?icons=sun`), 200],
    ["icon problem", () => get(`/api/icons/${ICONS.version}/lucide.json?icons=no-such-icon`), 404],
    ["build info", () => get("/_app/version.json"), 200],
    ["sitemap", () => get("/sitemap.xml"), 200],
    ["robots.txt", () => get("/robots.txt"), 200],
    ["favicon from the asset binding", () => get("/favicon.svg"), 200],
    ["a hashed build file that does not exist", () => get("/assets/missing-0000.js"), 302],
    [
      "color-mode form redirect",
      () =>
        SELF.fetch(`${ORIGIN}/_app/color-mode`, {
          method: "POST",
          body: new URLSearchParams({ mode: "dark", redirect: "/en" }),
          redirect: "manual",
        }),
      303,
    ],
    ["sign-in page", () => get("/admin/login"), 200],
    ["sign-in redirect of an admin page", () => get("/admin/translation"), 302],
    ["admin API without a session", () => get("/api/admin/translations/stats"), 401],
  ];

  it.each(publicCases)("on: %s", async (label, request, status) => {
    const res = await request();
    expect([label, res.status]).toEqual([label, status]);
    await expectSecurityHeaders(label, res);
  });

  it("on the admin's pages and API, which are never stored", async () => {
    const cases: [string, Response, number][] = [
      ["dashboard", await get("/admin", { Cookie: admin }), 200],
      ["editor", await get("/admin/translation", { Cookie: admin }), 200],
      ["admin API JSON", await get("/api/admin/translations/stats", { Cookie: admin }), 200],
      ["admin API problem", await postJson("/api/admin/translations/keys", { name: "" }, { Cookie: admin }), 400],
      [
        "CSRF refusal",
        await SELF.fetch(`${ORIGIN}/api/admin/logout`, {
          method: "POST",
          headers: { Cookie: admin, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        }),
        403,
      ],
    ];
    for (const [label, res, status] of cases) {
      expect([label, res.status]).toEqual([label, status]);
      expect([label, res.headers.get("Cache-Control")]).toEqual([label, "no-store"]);
      await expectSecurityHeaders(label, res);
    }
  });

  it("on a live preview: its creation, the locale hop and the previewed page", async () => {
    const created = await postJson(
      "/api/admin/preview",
      { locale: "de", drafts: { "home.title": "Entwurf" } },
      { Cookie: admin },
    );
    expect(created.status).toBe(201);
    const { url } = (await created.clone().json()) as { url: string };
    await expectSecurityHeaders("preview created", created);
    let res = await get(url, { Cookie: admin });
    while (res.status >= 300 && res.status < 400) {
      await expectSecurityHeaders(`preview hop ${res.status}`, res);
      res = await get(res.headers.get("Location") as string, { Cookie: `${admin}; i18n_redirected=de` });
    }
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    await expectSecurityHeaders("previewed page", res);
  });

  it("on the answers of a failing store: a page and the API", async () => {
    const broken = {
      prepare() {
        throw new Error("D1 is unavailable");
      },
      batch() {
        throw new Error("D1 is unavailable");
      },
    };
    const cases: [string, Response][] = [
      ["page without D1 or KV", await fetchWithEnv({ DB: broken, CACHE: undefined }, "/de")],
      [
        "sign-in without D1",
        await fetchWithEnv({ DB: broken }, "/api/admin/login", {
          method: "POST",
          headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
          body: JSON.stringify({ email: "a@example.test", password: "x" }),
        }),
      ],
    ];
    for (const [label, res] of cases) await expectSecurityHeaders(`${label} (${res.status})`, res);
  });

  it("gives every page its own nonce", async () => {
    const [a, b] = await Promise.all([get("/en"), get("/en")]);
    expect(cspNonce(a)).not.toBe(cspNonce(b));
  });
});
