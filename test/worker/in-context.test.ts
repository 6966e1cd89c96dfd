import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FORMER_IN_CONTEXT_PATH, IN_CONTEXT_COOKIE, IN_CONTEXT_PATH } from "../../common/in-context";
import { PAGES, pageUrlPath } from "../../common/pages";
import { PAGE_CACHE_HEADER } from "../../worker/services/page-cache/page-cache";
import { clientAssets } from "../../worker/ssr/assets";
import { createAccount, SAME_ORIGIN, signIn, translationsApi } from "./auth-helpers";
import { get, ORIGIN, problemOf, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * In-context editing (docs/decisions/0058-in-context-editing.md): the edit-mode switch, and the
 * edit-mode page: honoured only with a session, never cached, every message a span naming its
 * key, and nothing of it on a visitor's page.
 */

const EDIT = `${IN_CONTEXT_COOKIE}=1`;
/** Any code point of the key markers (common/in-context.ts). */
const MARKER = /[\uE000-\uE07F]/;

let admin: string;
let translator: string;
let reviewer: string;

beforeAll(async () => {
  await seedStore();
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
});

function putSwitch(body: unknown, headers: Record<string, string> = {}, path = IN_CONTEXT_PATH): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "PUT",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const keysOf = (html: string) => [...html.matchAll(/<span data-i18n-key="([^"]+)">/g)].map((m) => m[1]);

describe("PUT /api/admin/in-context", () => {
  it("is still answered at its former path, /api/admin/edit-on-page, for one release", async () => {
    const on = await putSwitch({ on: true }, { Cookie: admin }, FORMER_IN_CONTEXT_PATH);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ on: true });
    await problemOf(await putSwitch({ on: true }, {}, FORMER_IN_CONTEXT_PATH), 401);
  });

  it("sets an HttpOnly, Secure, SameSite=Strict __Host- cookie, and clears it", async () => {
    const on = await putSwitch({ on: true }, { Cookie: admin });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ on: true });
    const set = on.headers.getSetCookie().find((c) => c.startsWith(`${IN_CONTEXT_COOKIE}=`)) ?? "";
    expect(set).toMatch(/^__Host-edit-on-page=1;/);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).toMatch(/; Max-Age=43200/);
    expect(set).not.toMatch(/Domain=/i);

    const off = await putSwitch({ on: false }, { Cookie: translator });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ on: false });
    const cleared = off.headers.getSetCookie().find((c) => c.startsWith(`${IN_CONTEXT_COOKIE}=`)) ?? "";
    expect(cleared).toMatch(/^__Host-edit-on-page=;.*Max-Age=0/);
  });

  it("answers 401 without a session, 403 cross-site, 415 not JSON, 400 for a body that is not {on: boolean}", async () => {
    const noSession = await putSwitch({ on: true });
    await problemOf(noSession, 401);
    expect(noSession.headers.getSetCookie()).toEqual([]);
    await problemOf(await putSwitch({ on: true }, { Cookie: admin, Origin: "https://evil.example" }), 403);
    await problemOf(
      await putSwitch("on=1", { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" }),
      415,
    );
    for (const body of [{}, { on: "yes" }, { on: 1 }, [true], "null", "{"]) {
      const res = await putSwitch(body, { Cookie: admin });
      await problemOf(res, 400);
      expect(res.headers.getSetCookie().some((c) => c.startsWith(IN_CONTEXT_COOKIE))).toBe(false);
    }
  });
});

describe("a public page with the edit-mode cookie", () => {
  it("is the visitor's cached page when there is no session (the cookie alone is ignored)", async () => {
    const first = await get("/pl", { Cookie: EDIT });
    expect(first.status).toBe(200);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const html = await first.text();
    expect(html).not.toContain("data-i18n-key");
    expect(html).not.toMatch(MARKER);
    expect(html).not.toContain(clientAssets("inContext").entry);
    // Stored as usual, and answered from the cache to the next one with the same cookie.
    for (let i = 0; i < 50; i++) {
      const again = await get("/pl", { Cookie: EDIT });
      if (again.headers.get(PAGE_CACHE_HEADER) === "hit") {
        expect(await again.text()).not.toContain("data-i18n-key");
        return;
      }
      await again.arrayBuffer();
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("the page was never answered from the cache");
  });

  it("is a normal page with an invalid session cookie", async () => {
    const res = await get("/pl", { Cookie: `${EDIT}; __Host-session=forged` });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("data-i18n-key");
    expect(html).not.toContain(clientAssets("inContext").entry);
  });

  it("is an editor's edit-mode page with a session: private, never from nor into the cache", async () => {
    // A visitor's copy of /de is in the cache first.
    const visitor = await get("/de");
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    await visitor.arrayBuffer();

    const res = await get("/de", { Cookie: `${admin}; ${EDIT}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    const html = await res.text();
    expect(keysOf(html)).toContain("home.title");
    expect(textOf(html, '<span data-i18n-key="home.title"')).toBeTruthy();
    expect(html).toMatch(/<h1><span data-i18n-key="home.title">[^<]+<\/span><\/h1>/);

    // Visitors still get the cached page, without any of it.
    const after = await get("/de");
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    const plain = await after.text();
    expect(plain).not.toContain("data-i18n-key");
    expect(plain).not.toMatch(MARKER);
  });

  it("leaves no marker anywhere, and no span in attributes, the title, scripts or islands", async () => {
    const res = await get("/de", { Cookie: `${admin}; ${EDIT}` });
    const html = await res.text();
    expect(html).not.toMatch(MARKER);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length).toBeGreaterThan(0);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(0);
    for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(script[1]).not.toContain("data-i18n-key");
    }
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (ld) expect(() => JSON.parse(ld)).not.toThrow();
    // Islands are rendered again by the browser from their props: no span inside, props still JSON.
    const islands = [...html.matchAll(/<div class="island" data-island="[^"]+" data-props="([^"]*)">/g)];
    expect(islands.length).toBeGreaterThan(0);
    for (const [, props] of islands) {
      const json = (props as string).replace(/&quot;/g, '"').replace(/&amp;/g, "&");
      expect(() => JSON.parse(json)).not.toThrow();
    }
    const color = html.slice(html.indexOf('data-island="color-mode"'));
    expect(color.slice(0, color.indexOf("</header>"))).not.toContain("data-i18n-key");
    // The markup stays balanced: every span opened is closed.
    expect(html.match(/<span\b/g)?.length).toBe(html.match(/<\/span>/g)?.length);
  });

  it("leaves every public page balanced and free of markers, in every page of a locale", async () => {
    for (const { id } of PAGES) {
      for (const locale of ["de", "ru"] as const) {
        const path = pageUrlPath(id, locale);
        const res = await get(path, { Cookie: `${admin}; ${EDIT}` });
        expect([path, res.status]).toEqual([path, 200]);
        const html = await res.text();
        expect([path, MARKER.test(html)]).toEqual([path, false]);
        expect([path, keysOf(html).length > 5]).toEqual([path, true]);
        expect([path, html.match(/<span\b/g)?.length]).toEqual([path, html.match(/<\/span>/g)?.length]);
      }
    }
  });

  it("marks rich text around its elements, and a message inside another one", async () => {
    const html = await (await get("/de", { Cookie: `${admin}; ${EDIT}` })).text();
    // home.body is rich text (`<b>` becomes <strong>): one span around all of its parts.
    expect(html).toMatch(/<span data-i18n-key="home.body">(?:(?!<\/p>).)*<strong>(?:(?!<\/p>).)*<\/span><\/p>/s);
    // The copyright line names the site: its span holds the site name's.
    expect(html).toMatch(/<span data-i18n-key="footer.copyright">[^<]*<span data-i18n-key="site.name">/);
  });

  it("adds the in-context script with this response's nonce, after the public entry", async () => {
    const res = await get("/de", { Cookie: `${admin}; ${EDIT}` });
    const html = await res.text();
    const nonce = cspNonce(res);
    expect(nonce).toBeTruthy();
    const entry = clientAssets("inContext").entry;
    expect(html).toContain(`<script type="module" src="${entry}" nonce="${nonce}"></script></body>`);
    expect(html.indexOf(clientAssets("public").entry)).toBeLessThan(html.indexOf(entry));
  });

  it("is edit mode for a translator and a reviewer too, whatever their locales (saving is checked apart)", async () => {
    for (const cookie of [translator, reviewer]) {
      const html = await (await get("/de", { Cookie: `${cookie}; ${EDIT}` })).text();
      expect(keysOf(html)).toContain("home.title");
    }
    // The hu translator may not save a German text, on the page or anywhere.
    const key = (await (await translationsApi(admin, "GET", "/keys/home.title")).json()) as {
      key: { values: Record<string, { version: number }> };
    };
    const version = key.key.values.de?.version ?? 0;
    const refused = await translationsApi(translator, "PUT", "/keys/home.title/values/de", { text: "Nein", version });
    await problemOf(refused, 403);
  });

  it("is not edit mode on the admin's pages", async () => {
    const res = await get("/admin", { Cookie: `${admin}; ${EDIT}` });
    const html = await res.text();
    expect(html).not.toContain("data-i18n-key");
    expect(html).not.toMatch(MARKER);
  });
});

describe("a text waiting for review in a locale that publishes only reviewed texts", () => {
  const api = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);
  const cellOf = async (locale: string) =>
    (
      (await (await api("GET", "/keys/home.title")).json()) as {
        key: { values: Record<string, { text: string; version: number }> };
      }
    ).key.values[locale];

  it("shows on the editor's edit-mode page, marked pending, while visitors and the cache keep the reviewed text", async () => {
    const reviewed = (await cellOf("hu"))?.text as string;
    expect((await api("PUT", "/locales/hu", { reviewedOnly: true })).status).toBe(200);
    const pending = `Függőben ${crypto.randomUUID().slice(0, 8)}`;
    try {
      const version = (await cellOf("hu"))?.version as number;
      expect((await api("PUT", "/keys/home.title/values/hu", { text: pending, version })).status).toBe(200);

      const edit = await (await get("/hu", { Cookie: `${reviewer}; ${EDIT}` })).text();
      expect(edit).toMatch(
        new RegExp(`<h1><span data-i18n-key="home.title" data-i18n-pending(="")?>${pending}</span></h1>`),
      );
      // Only the pending key is marked.
      expect(edit.match(/data-i18n-pending/g)).toHaveLength(1);

      // A visitor (twice: rendered, then from the cache), and the edit cookie without a session.
      for (const headers of [{}, {}, { Cookie: EDIT }] as Record<string, string>[]) {
        const html = await (await get("/hu", headers)).text();
        expect(textOf(html, "<h1")).toBe(reviewed);
        expect(html).not.toContain(pending);
        expect(html).not.toContain("data-i18n-pending");
      }
    } finally {
      expect((await api("PUT", "/locales/hu", { reviewedOnly: false })).status).toBe(200);
      const version = (await cellOf("hu"))?.version as number;
      await api("PUT", "/keys/home.title/values/hu", { text: reviewed, version });
    }
  });
});

describe("a visitor's page", () => {
  it("references no in-context chunk", async () => {
    const inContext = clientAssets("inContext");
    const publicFiles = new Set([clientAssets("public").entry, ...clientAssets("public").preload]);
    // What only the in-context entry loads: its entry and the chunks the public entry does not.
    const own = [
      inContext.entry,
      ...inContext.preload.filter((f) => !publicFiles.has(f)),
      ...inContext.styles.filter((f) => !clientAssets("public").styles.includes(f)),
    ];
    expect(own.length).toBeGreaterThan(1);
    for (const path of ["/en", "/de", "/hu"]) {
      const html = await (await get(path)).text();
      for (const file of own) expect([path, html.includes(file)]).toEqual([path, false]);
      expect(html).not.toContain("data-i18n-key");
    }
  });
});
