import { SELF } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { Document } from "../../client/layouts/Document";
import { LoginLayout } from "../../client/layouts/LoginLayout";
import { queryClientContext } from "../../client/lib/query";
import { defineRouteRules } from "../../common/route-rules";
import { routeRules } from "../../worker/middleware/route-rules";
import { BUILD } from "../../worker/ssr/build-info";
import { ICONS } from "../../worker/ssr/icons";
import { createPageRenderer } from "../../worker/ssr/render";
import { englishAdminBundle } from "./admin-seed";
import { get, ORIGIN, problemOf, servePages, testRenderOptions } from "./helpers";

// The login layout is the admin's: rendered with the admin's messages, as the worker renders it.
const options = { ...testRenderOptions({ colorMode: "light" }), adminMessages: englishAdminBundle() };

/** Routes made for these tests, rendered by the real SSR pipeline. */
const render = createPageRenderer([
  {
    id: "root",
    Component: Document,
    children: [
      { path: "always-dark", handle: { colorMode: "dark" }, Component: LoginLayout },
      {
        path: "with-data",
        loader: ({ context }) =>
          context.get(queryClientContext).ensureQueryData({ queryKey: ["greeting"], queryFn: async () => "Ahoj" }),
        Component: LoginLayout,
      },
      { path: "plain", Component: LoginLayout },
    ],
  },
]);
const page = servePages(render, options);

/** A form post to the worker under test, as a browser without JavaScript sends it. */
function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

describe("color mode on the first byte", () => {
  it("renders <html data-theme> from the color_mode cookie", async () => {
    const html = await (await get("/en", { Cookie: "color_mode=dark" })).text();
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain('<meta name="color-scheme" content="dark"/>');
    expect(html).toContain('value="dark" aria-pressed="true"');
  });

  it("leaves the mode to the stylesheet's media query with no (or an unknown) preference", async () => {
    for (const cookie of [undefined, "color_mode=purple"]) {
      const html = await (await get("/", cookie ? { Cookie: cookie } : {})).text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="sk">/);
      expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html).toContain('value="system" aria-pressed="true"');
      expect(html).toContain('"colorMode":"system"');
    }
  });

  it("lets a route force a mode over the visitor's preference, and disables the toggle there", async () => {
    const html = await (await page("/always-dark")).text();
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('<fieldset disabled="" title="This page has a fixed color mode.">');
  });

  it("stores a choice posted by the toggle's form and goes back to the page", async () => {
    const res = await postForm("/_app/color-mode", { mode: "dark", redirect: "/de?x=1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/de?x=1");
    expect(res.headers.get("set-cookie")).toBe("color_mode=dark; Max-Age=31536000; Path=/; SameSite=Lax");
    const system = await postForm("/_app/color-mode", { mode: "system", redirect: "//evil.example/" });
    expect(system.headers.get("location")).toBe("/");
    expect(system.headers.get("set-cookie")).toBe("color_mode=; Max-Age=0; Path=/; SameSite=Lax");
  });
});

describe("icons", () => {
  it("renders the page's icons into the HTML and hands exactly their data to the browser", async () => {
    const html = await (await get("/en")).text();
    expect(html.match(/<svg [^>]*class="iconify iconify--lucide icon"/g)).toHaveLength(3);
    const data = JSON.parse(/<script type="application\/json" id="__icons">(.*?)<\/script>/.exec(html)?.[1] ?? "");
    // The toggle's three, and the new-build banner's two it shows only later (no icon request then).
    expect(Object.keys(data[0].icons).sort()).toEqual(["monitor", "moon", "refresh-cw", "sun", "x"]);
    expect(html).toContain(`"iconsVersion":"${ICONS.version}"`);
  });

  it("serves icon data in the Iconify API format, cacheable for good under the current version", async () => {
    const res = await get(`/api/icons/${ICONS.version}/lucide.json?icons=sun,moon`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = (await res.json()) as {
      prefix: string;
      icons: Record<string, { body: string }>;
      not_found?: string[];
    };
    expect(body.prefix).toBe("lucide");
    expect(Object.keys(body.icons).sort()).toEqual(["moon", "sun"]);
    expect(body.icons.sun?.body).toContain("<circle");
    expect(body.not_found).toBeUndefined();
  });

  it("lists unknown names beside known ones, and answers a 404 problem when none are known", async () => {
    const mixed = (await (await get(`/api/icons/${ICONS.version}/lucide.json?icons=sun,nope`)).json()) as {
      not_found: string[];
    };
    expect(mixed.not_found).toEqual(["nope"]);
    const unknown = await get(`/api/icons/${ICONS.version}/lucide.json?icons=nope`);
    expect(await problemOf(unknown, 404)).toMatchObject({ prefix: "lucide", not_found: ["nope"] });
    expect((await get(`/api/icons/${ICONS.version}/mdi.json?icons=home`)).status).toBe(404);
  });

  it("answers another version with the current data, revalidated each time", async () => {
    const res = await get("/api/icons/old-version/lucide.json?icons=sun");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("build files", () => {
  it("gives the latest build at /_app/version.json, never cached", async () => {
    const res = await get("/_app/version.json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ id: BUILD.id, timestamp: BUILD.timestamp });
  });

  it("gives this build's manifest by id, immutable, and 404 for other ids", async () => {
    const res = await get(`/_app/builds/${BUILD.id}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const manifest = (await res.json()) as { id: string; assets: string[] };
    expect(manifest.id).toBe(BUILD.id);
    expect(manifest.assets.some((file) => /^assets\/entry-[\w-]+\.js$/.test(file))).toBe(true);
    expect((await get("/_app/builds/some-old-build.json")).status).toBe(404);
  });

  it("tells the page its build id", async () => {
    expect(await (await get("/")).text()).toContain(`"buildId":"${BUILD.id}"`);
  });
});

describe("route rules", () => {
  it("redirects the product's rules on the server, before rendering", async () => {
    const res = await get("/index.html");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/");
  });

  it("redirects to internal and external targets with the rule's status", async () => {
    const rules = defineRouteRules({
      "/old": { redirect: { to: "/en", status: 308 } },
      "/docs/**": { redirect: { to: "https://docs.example/", external: true } },
    });
    const app = new Hono().use(routeRules(rules)).all("*", (c) => c.text("page"));
    const old = await app.request("/old");
    expect([old.status, old.headers.get("location")]).toEqual([308, "/en"]);
    const docs = await app.request("/docs/a/b");
    expect([docs.status, docs.headers.get("location")]).toEqual([302, "https://docs.example/"]);
    expect(await (await app.request("/old", { method: "POST" })).text()).toBe("page");
  });

  it("refuses to start with an external rule not marked external", () => {
    expect(() => routeRules({ "/x": { redirect: { to: "https://evil.example/" } } })).toThrow(/external: true/);
  });
});

describe("the data cache", () => {
  it("hands queries fetched by loaders during SSR to the browser", async () => {
    const html = await (await page("/with-data")).text();
    const state = /window\.__QUERY_STATE__=(.*?);(?:window|<\/script>)/.exec(html)?.[1] ?? "";
    const queries = (JSON.parse(state) as { queries: { queryKey: unknown; state: { data: unknown } }[] }).queries;
    expect(queries.map((q) => [q.queryKey, q.state.data])).toEqual([[["greeting"], "Ahoj"]]);
  });

  it("sends no query state when nothing was fetched", async () => {
    expect(await (await page("/plain")).text()).not.toContain("__QUERY_STATE__");
  });
});
