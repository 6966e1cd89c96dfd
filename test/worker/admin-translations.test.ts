import { SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, SAME_ORIGIN, signIn, translationsApi } from "./auth-helpers";
import { failingPaths, get, ORIGIN, problemOf, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
});
beforeEach(seedStore);

const API = "/api/admin/translations";

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function cell(name: string, locale: string) {
  const res = await call("GET", `/keys/${name}`, admin);
  const data = (await res.json()) as { key: { values: Record<string, { text: string; version: number }> } };
  return data.key.values[locale];
}

describe("the translation admin API", () => {
  it("answers 401 without a session", async () => {
    const res = await SELF.fetch(`${ORIGIN}${API}`);
    expect(res.status).toBe(401);
  });

  it("lists and searches keys with their values, paginated", async () => {
    const res = await call("GET", "?q=willkommen&locales=de,sk", admin);
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      total: number;
      items: { name: string; values: Record<string, unknown> }[];
      revision: number;
    };
    expect(data.items.map((i) => i.name)).toEqual(["home.title"]);
    expect(Object.keys(data.items[0]?.values ?? {}).sort()).toEqual(["de", "sk"]);
    expect(data.revision).toBeGreaterThan(0);
    const page = (await (await call("GET", "?pageSize=5&page=2", admin)).json()) as { items: unknown[]; total: number };
    expect(page.items).toHaveLength(5);
  });

  it("saves a cell; a stale version gets 409 with the current value, and the public page shows the first save", async () => {
    const { version } = (await cell("home.title", "de")) as { version: number };
    const first = await call("PUT", "/keys/home.title/values/de", admin, { text: "Hallo Welt", version });
    expect(first.status).toBe(200);
    const stale = await call("PUT", "/keys/home.title/values/de", admin, { text: "Servus", version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { text: "Hallo Welt", version: version + 1 } });
    expect(textOf(await (await get("/de")).text(), "<h1")).toBe("Hallo Welt");
  });

  it("answers 400 naming the field for bad input, and changes nothing", async () => {
    const cases: [string, string, unknown, string][] = [
      ["PUT", "/keys/home.title/values/de", { text: 42, version: 1 }, "text"],
      ["PUT", "/keys/home.title/values/de", { text: "x".repeat(10_001), version: 1 }, "text"],
      ["PUT", "/keys/home.title/values/de", { text: "ok" }, "version"],
      ["PUT", "/keys/home.title/values/xx", { text: "ok", version: 1 }, "locale"],
      ["PUT", "/keys/bad%20key%20/values/de", { text: "ok", version: 1 }, "name"],
      ["POST", "/keys", { name: "a..b" }, "name"],
      ["POST", "/import", { format: "yaml", content: "" }, "format"],
      ["POST", "/import", { format: "json", content: "{", locale: "de" }, "content"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(method, path, admin, body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(await failingPaths(res)).toContain(field);
    }
    expect(await failingPaths(await call("GET", "?sort=nope", admin))).toEqual(["sort"]);
    expect((await cell("home.title", "de"))?.text).toBe("Willkommen");
  });

  it("lets a translator edit their locale and answers 403 for any other", async () => {
    const hu = (await cell("home.title", "hu")) as { version: number };
    expect(
      (await call("PUT", "/keys/home.title/values/hu", translator, { text: "Szia", version: hu.version })).status,
    ).toBe(200);
    const ru = (await cell("home.title", "ru")) as { version: number };
    expect(
      (await call("PUT", "/keys/home.title/values/ru", translator, { text: "Привет", version: ru.version })).status,
    ).toBe(403);
    expect((await call("POST", "/keys", translator, { name: "new.key" })).status).toBe(403);
    expect((await call("POST", "/import", translator, { format: "json", locale: "de", content: "{}" })).status).toBe(
      403,
    );
    expect((await cell("home.title", "ru"))?.text).toBe("Добро пожаловать");
  });

  it("lets a translator import into their locale, but not add keys that way", async () => {
    const known = JSON.stringify({ home: { title: "Üdv" } });
    const preview = await call("POST", "/import", translator, { format: "nested-json", locale: "hu", content: known });
    expect(preview.status).toBe(200);
    const unknown = JSON.stringify({ home: { title: "Üdv" }, brand: { new: "Új" } });
    const refused = await call("POST", "/import", translator, {
      format: "nested-json",
      locale: "hu",
      content: unknown,
      dryRun: false,
    });
    expect(await problemOf(refused, 403)).toMatchObject({
      detail: "Only admins add keys; not found: brand.new",
      unknown: ["brand.new"],
    });
    expect((await call("GET", "/keys/brand.new", admin)).status).toBe(404);
  });

  it("previews an import, then applies it, and the completion figures change", async () => {
    const content = JSON.stringify({ home: { title: "Welcome!", brandNew: "Fresh" } });
    const preview = await call("POST", "/import", admin, { format: "nested-json", locale: "en", content });
    expect(await preview.json()).toMatchObject({
      dryRun: true,
      counts: { added: 1, changed: 1, unchanged: 0, conflicting: 0, invalid: 0 },
    });
    expect((await cell("home.title", "en"))?.text).toBe("Welcome");

    const before = (await (await call("GET", "/stats", admin)).json()) as {
      locales: { locale: string; missing: number }[];
    };
    const applied = await call("POST", "/import", admin, {
      format: "nested-json",
      locale: "en",
      content,
      dryRun: false,
    });
    expect(await applied.json()).toMatchObject({ dryRun: false, written: 2 });
    const after = (await (await call("GET", "/stats", admin)).json()) as {
      locales: { locale: string; missing: number }[];
    };
    const missing = (s: typeof before, l: string) => s.locales.find((x) => x.locale === l)?.missing;
    expect(missing(after, "de")).toBe((missing(before, "de") ?? 0) + 1);
    expect(missing(after, "en")).toBe(missing(before, "en"));
  });

  it("creates, renames and deletes keys, with history, and reverts a cell", async () => {
    expect((await call("POST", "/keys", admin, { name: "promo.banner", description: "Top banner" })).status).toBe(201);
    expect((await call("PUT", "/keys/promo.banner/values/de", admin, { text: "Angebot", version: 0 })).status).toBe(
      200,
    );
    expect((await call("PATCH", "/keys/promo.banner", admin, { name: "promo.top" })).status).toBe(200);
    const detail = (await (await call("GET", "/keys/promo.top", admin)).json()) as {
      history: { id: number; action: string }[];
    };
    expect(detail.history.map((h) => h.action)).toEqual(["rename", "edit", "create"]);
    const edit = detail.history.find((h) => h.action === "edit");
    // The edit filled an empty cell: reverting it empties a live text, which must be confirmed.
    const refused = await problemOf(await call("POST", `/history/${edit?.id}/revert`, admin, { version: 1 }), 422);
    expect(refused.detail).toMatch(/empties the live de text of promo.top/);
    expect(await cell("promo.top", "de")).toMatchObject({ text: "Angebot" });
    const revert = await call("POST", `/history/${edit?.id}/revert`, admin, { version: 1, clear: true });
    expect(revert.status).toBe(200);
    expect(await cell("promo.top", "de")).toBeUndefined();
    // Every admin mutation is JSON (CSRF rule), a DELETE too.
    expect((await call("DELETE", "/keys/promo.top", admin, {})).status).toBe(204);
    expect((await call("GET", "/keys/promo.top", admin)).status).toBe(404);
  });

  it("exports one locale as a download", async () => {
    const res = await call("GET", "/export?format=json&locale=de", admin);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="translations-de-json-/);
    expect(((await res.json()) as Record<string, string>)["home.title"]).toBe("Willkommen");
  });

  it("refuses a cross-site or non-JSON mutation", async () => {
    const crossSite = await SELF.fetch(`${ORIGIN}${API}/keys`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/json",
        Cookie: admin,
      },
      body: JSON.stringify({ name: "x.y" }),
    });
    expect(crossSite.status).toBe(403);
    const form = await SELF.fetch(`${ORIGIN}${API}/keys`, {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body: "name=x.y",
    });
    expect(form.status).toBe(415);
  });
});
