import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MAX_PREVIEW_DRAFTS,
  overlayDrafts,
  PREVIEW_TTL_S,
  type PreviewRecord,
  previewKey,
  readPreview,
} from "../../worker/services/site/preview";
import { createAccount, postJson, signIn } from "./auth-helpers";
import { get, problemOf, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

let adminAccount: { email: string };
let admin: string;
let otherAdmin: string;
let translator: string;

beforeAll(async () => {
  await seedStore();
  adminAccount = await createAccount({ role: "admin" });
  admin = await signIn(adminAccount);
  otherAdmin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
});

const DRAFT = "Entwurf, noch nicht veröffentlicht";

async function createPreview(cookie: string, body: unknown): Promise<Response> {
  return postJson("/api/admin/preview", body, { Cookie: cookie });
}

/** A preview of one de draft of the home title by `cookie`; returns its URL. */
async function previewUrl(cookie = admin, drafts: Record<string, string> = { "home.title": DRAFT }): Promise<string> {
  const res = await createPreview(cookie, { locale: "de", drafts });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const heading = async (res: Response) => textOf(await res.text(), "<h1");
const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("preview") as string;

describe("POST /api/admin/preview", () => {
  it("answers 400 naming the field at fault", async () => {
    const cases: [unknown, string][] = [
      [[1], "body"],
      [{ drafts: { "home.title": "x" } }, "locale"],
      [{ locale: "xx", drafts: { "home.title": "x" } }, "locale"],
      [{ locale: "de" }, "drafts"],
      [{ locale: "de", drafts: [] }, "drafts"],
      [{ locale: "de", drafts: {} }, "drafts"],
      [{ locale: "de", drafts: { "a..b": "x" } }, "drafts"],
      [{ locale: "de", drafts: { "home.title": 42 } }, "drafts.home.title"],
      [{ locale: "de", drafts: { "home.title": "x".repeat(10_001) } }, "drafts.home.title"],
      [{ locale: "de", drafts: { "home.title": "x" }, path: "//evil.example" }, "path"],
      [{ locale: "de", drafts: { "home.title": "x" }, path: "https://evil.example/de" }, "path"],
      [{ locale: "de", drafts: { "home.title": "x" }, path: "/en" }, "path"],
      [{ locale: "de", drafts: { "home.title": "x" }, path: "/de?x=1" }, "path"],
      [{ locale: "sk", drafts: { "home.title": "x" }, path: "/admin" }, "path"],
      [{ locale: "sk", drafts: { "home.title": "x" }, path: "/api/i18n/sk" }, "path"],
    ];
    for (const [body, field] of cases) {
      const res = await createPreview(admin, body);
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
      expect((await problemOf(res, 400)).errors?.map((e) => e.path)).toContain(field);
    }
  });

  it(`accepts up to ${MAX_PREVIEW_DRAFTS} drafts, and no more`, async () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`bulk.k${i}`, `t${i}`]));
    expect((await createPreview(admin, { locale: "de", drafts: many(MAX_PREVIEW_DRAFTS) })).status).toBe(201);
    const tooMany = await createPreview(admin, { locale: "de", drafts: many(MAX_PREVIEW_DRAFTS + 1) });
    expect((await problemOf(tooMany, 400)).errors).toEqual([
      { path: "drafts", message: expect.stringContaining("2000") },
    ]);
  });

  it("answers 401 without a session, and refuses a cross-site or non-JSON request", async () => {
    const body = { locale: "de", drafts: { "home.title": "x" } };
    expect((await postJson("/api/admin/preview", body)).status).toBe(401);
    const crossSite = { Cookie: admin, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    expect((await postJson("/api/admin/preview", body, crossSite)).status).toBe(403);
    const form = await postJson("/api/admin/preview", body, { Cookie: admin, "Content-Type": "text/plain" });
    expect(form.status).toBe(415);
  });

  it("lets a translator preview their own locales only (403 otherwise)", async () => {
    const other = await createPreview(translator, { locale: "de", drafts: { "home.title": "x" } });
    expect(other.status).toBe(403);
    const own = await createPreview(translator, { locale: "hu", drafts: { "home.title": "x" } });
    expect(own.status).toBe(201);
    expect(((await own.json()) as { url: string }).url).toMatch(/^\/hu\?preview=[\w-]{43}$/);
  });

  it("answers the locale's page, or the given path, with an unguessable token and the expiry", async () => {
    const res = await createPreview(admin, { locale: "de", drafts: { "home.title": "x" }, path: "/de/404" });
    const body = (await res.json()) as { url: string; expiresAt: string };
    expect(body.url).toMatch(/^\/de\/404\?preview=[\w-]{43}$/);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan((PREVIEW_TTL_S - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(PREVIEW_TTL_S * 1000);
    // Two previews, two tokens.
    expect(tokenOf(await previewUrl())).not.toBe(tokenOf(await previewUrl()));
  });

  it("sends sk's home through /sk, so language detection cannot redirect the preview away", async () => {
    const res = await createPreview(admin, { locale: "sk", drafts: { "home.title": "Návrh" } });
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/sk\?preview=/);
    const hop = await get(url, { Cookie: admin });
    expect(hop.status).toBe(301);
    const target = hop.headers.get("location") as string;
    expect(target).toBe(`/?preview=${tokenOf(url)}`);
    const page = await get(target, { Cookie: `${admin}; i18n_redirected=sk`, "Accept-Language": "de" });
    expect(await heading(page)).toBe("Návrh");
  });

  it("stores the drafts in KV with the preview's TTL, bound to the session", async () => {
    const token = tokenOf(await previewUrl());
    const { keys } = await env.CACHE.list({ prefix: previewKey(token) });
    expect(keys).toHaveLength(1);
    const expiration = (keys[0]?.expiration ?? 0) * 1000;
    expect(expiration - Date.now()).toBeGreaterThan((PREVIEW_TTL_S - 60) * 1000);
    expect(expiration - Date.now()).toBeLessThanOrEqual(PREVIEW_TTL_S * 1000 + 1000);
    const record = await env.CACHE.get<PreviewRecord>(previewKey(token), "json");
    expect(record).toMatchObject({ locale: "de", drafts: { "home.title": DRAFT } });
    expect(record?.sessionId).toEqual(expect.any(String));
  });
});

describe("a page opened with ?preview=", () => {
  it("shows the drafts to the session that made them, marked private, no-store and noindex, with the banner", async () => {
    const res = await get(await previewUrl(), { Cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await res.text();
    expect(textOf(html, "<h1")).toBe(DRAFT);
    expect(html).toContain('data-testid="preview-banner"');
    expect(html).toContain("Preview — not published.");
  });

  it("shows the published page to anyone else: no session, another admin, the same account's other session", async () => {
    const url = await previewUrl();
    const published = await heading(await get("/de"));
    expect(published).not.toBe(DRAFT);
    const sameAccountAgain = await signIn(adminAccount);
    for (const cookie of [undefined, otherAdmin, sameAccountAgain, "__Host-session=forged.token.value"]) {
      const res = await get(url, cookie ? { Cookie: cookie } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
      const html = await res.text();
      expect(textOf(html, "<h1")).toBe(published);
      expect(html).not.toContain(DRAFT);
      expect(html).not.toContain("preview-banner");
    }
  });

  it("ignores a token on a page of another locale, an unknown token and a malformed one", async () => {
    const token = tokenOf(await previewUrl());
    for (const url of [
      `/en?preview=${token}`,
      `/de?preview=${"A".repeat(43)}`,
      "/de?preview=../../x",
      "/de?preview=",
    ]) {
      const html = await (await get(url, { Cookie: admin })).text();
      expect([url, html.includes(DRAFT) || html.includes("preview-banner")]).toEqual([url, false]);
    }
  });

  it("renders a draft as text: markup in it is escaped, never run", async () => {
    // Quoted, so ICU reads it as text (unquoted, `<script>` would be a rich-text tag).
    const hostile = `'</script><script>alert("draft")</script><img src=x onerror=alert(1)>'`;
    const res = await get(await previewUrl(admin, { "home.title": hostile }), { Cookie: admin });
    const html = await res.text();
    expect(html).not.toContain(hostile);
    expect(html).not.toContain('<script>alert("draft")');
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;draft&quot;)&lt;/script&gt;&lt;img");
  });

  it("keeps the page's shape: a draft cannot turn a group of messages into a text, or a text into a group", async () => {
    for (const drafts of [{ home: "flat" }, { "home.lead.x": "deep" }] as Record<string, string>[]) {
      const res = await get(await previewUrl(admin, drafts), { Cookie: admin });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(textOf(html, "<h1")).toBe(await heading(await get("/de")));
      expect(html).not.toContain(">flat<");
      expect(html).not.toContain(">deep<");
    }
  });

  it("stops showing the drafts once the preview has expired", async () => {
    const token = tokenOf(await previewUrl());
    const key = previewKey(token);
    const record = (await env.CACHE.get<PreviewRecord>(key, "json")) as PreviewRecord;
    // KV drops the record after the TTL; the expiry written in it is honoured as well.
    await env.CACHE.put(key, JSON.stringify({ ...record, expiresAt: Date.now() - 1 }));
    const html = await (await get(`/de?preview=${token}`, { Cookie: admin })).text();
    expect(html).not.toContain(DRAFT);
    expect(html).not.toContain("preview-banner");
    expect(await readPreview(env.CACHE, token, record.sessionId)).toBeNull();
  });

  it("stops showing the drafts after sign-out", async () => {
    const cookie = await signIn(await createAccount({ role: "admin" }));
    const url = await previewUrl(cookie);
    expect(await heading(await get(url, { Cookie: cookie }))).toBe(DRAFT);
    expect((await postJson("/api/admin/logout", {}, { Cookie: cookie })).status).toBe(204);
    expect(await heading(await get(url, { Cookie: cookie }))).not.toBe(DRAFT);
  });
});

describe("readPreview", () => {
  const record = (expiresAt: number): PreviewRecord => ({
    sessionId: "s1",
    locale: "de",
    drafts: { "home.title": "x" },
    expiresAt,
  });
  const token = "T".repeat(43);

  it("honours the expiry written in the record, to the millisecond", async () => {
    const now = Date.now();
    await env.CACHE.put(previewKey(token), JSON.stringify(record(now + PREVIEW_TTL_S * 1000)));
    expect(await readPreview(env.CACHE, token, "s1", now)).not.toBeNull();
    expect(await readPreview(env.CACHE, token, "s1", now + PREVIEW_TTL_S * 1000 - 1)).not.toBeNull();
    expect(await readPreview(env.CACHE, token, "s1", now + PREVIEW_TTL_S * 1000)).toBeNull();
    expect(await readPreview(env.CACHE, token, "s2", now)).toBeNull();
  });

  it("treats a KV failure as no preview", async () => {
    const broken = { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace;
    expect(await readPreview(broken, token, "s1")).toBeNull();
  });
});

describe("overlayDrafts", () => {
  it("puts compiled drafts over the messages without touching them; a draft that does not compile is left out", () => {
    const messages = { "home.title": "A", "site.name": "P" };
    const copy = structuredClone(messages);
    const result = overlayDrafts(messages, {
      "home.title": "B",
      home: "own",
      "new.key": "{broken",
      "site.name.x": "x",
    });
    expect({ ...result }).toEqual({ "home.title": "B", "site.name": "P", home: "own", "site.name.x": "x" });
    expect(messages).toEqual(copy);
  });
});
