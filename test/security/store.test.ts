import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SEARCH_LENGTH } from "../../common/contracts/translations";
import { retireLocationPages } from "../../worker/services/page-cache/page-store";
import { previewKey, readPreview } from "../../worker/services/site/preview";
import { bundleKey, encodePointer, lastBundleKey, REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import { createBundleReader } from "../../worker/services/translations/bundles";
import { currentPointer } from "../../worker/services/translations/revision";
import { createAccount, fetchWithEnv, SAME_ORIGIN, signIn } from "../worker/auth-helpers";
import { get, ORIGIN, problemOf, textOf } from "../worker/helpers";
import { countRows, seedStore } from "../worker/store-helpers";

/**
 * The translation store under hostile input and faults (issue 13, group D): prototype key
 * names at every entry point, history of reused key ids, long searches, partial PATCHes,
 * saves without KV and KV bundles of the wrong shape.
 */

const API = "/api/admin/translations";

let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

/** A same-origin admin call; a string body is sent as it is (JSON.stringify drops `__proto__` members). */
function call(method: string, path: string, body?: unknown, cookie = admin): Promise<Response> {
  const json = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
    body: json,
    redirect: "manual",
  });
}

const api = (method: string, path: string, body?: unknown) => call(method, `${API}${path}`, body);

async function detail(name: string) {
  const res = await api("GET", `/keys/${name}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    key: { id: number; name: string; description: string; values: Record<string, { text: string; version: number }> };
    history: { id: number; keyName: string; action: string; locale: string | null; oldText: string | null }[];
  };
}

const revision = async () =>
  (await env.DB.prepare("SELECT revision FROM i18n_revision").first<{ revision: number }>())?.revision ?? 0;

/** Everything a hostile request could have changed: keys, cells, history, the revision and the preview records. */
async function storeState() {
  const { keys } = await env.CACHE.list({ prefix: "preview:" });
  return {
    keys: await countRows("i18n_keys"),
    values: await countRows("i18n_values"),
    history: await countRows("i18n_history"),
    revision: await revision(),
    previews: keys.length,
  };
}

/** The store and every session still work, and nothing reached `Object.prototype` here. */
async function stillHealthy() {
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(x|polluted|a|b)$/)]),
  );
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  const session = await call("GET", "/api/admin/session");
  expect(session.status).toBe(200);
  expect(await session.json()).toMatchObject({ user: { role: "admin" } });
  await expect(signIn(await createAccount({ role: "translator", locales: ["de"] }))).resolves.toMatch(/=/);
  expect((await api("GET", "?q=home")).status).toBe(200);
}

const RESERVED_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "__proto__.polluted",
  "constructor.prototype.polluted",
  "home.__proto__",
  "a.prototype.b",
];

describe("prototype key names are refused at every entry point (finding 1)", () => {
  it("key creation, rename, cell saves, reads and deletes answer 400 naming the name, and change nothing", async () => {
    const before = await storeState();
    for (const name of RESERVED_NAMES) {
      const path = name;
      const attempts: [string, string, unknown][] = [
        ["POST", "/keys", { name, description: "x" }],
        ["PATCH", "/keys/home.title", { name }],
        ["PATCH", "/keys/home.title", { name, description: "x" }],
        ["PUT", `/keys/${path}/values/de`, { text: "x", version: 0 }],
        ["GET", `/keys/${path}`, undefined],
        ["PATCH", `/keys/${path}`, { description: "x" }],
        ["DELETE", `/keys/${path}`, {}],
      ];
      for (const [method, route, body] of attempts) {
        const res = await api(method, route, body);
        expect([method, route, name, res.status]).toEqual([method, route, name, 400]);
        expect((await problemOf(res, 400)).errors?.map((e) => e.path)).toContain("name");
      }
    }
    expect(await storeState()).toEqual(before);
    expect((await detail("home.title")).key.description).toBe("");
    await stillHealthy();
  });

  it("imports of every format, nested objects and CSV included, are refused whole (400 at the line), applied or not", async () => {
    const files: [string, string][] = [
      ["json", '{"ok.one": "a", "__proto__.polluted": "x"}'],
      ["json", '{"__proto__": "x"}'],
      ["json", '{"constructor": "x"}'],
      ["nested-json", '{"ok": {"one": "a"}, "__proto__": {"polluted": "x"}}'],
      ["nested-json", '{"home": {"constructor": {"prototype": "x"}}}'],
      ["nested-json", '{"a": {"prototype": {"": "own message"}}}'],
      ["nested-json", '{"x": {"__proto__": {"polluted": {"": "deep"}}}}'],
      ["i18next", '{"__proto__": {"polluted_one": "x", "polluted_other": "y"}}'],
      ["i18next", '{"constructor": "{{x}}"}'],
      ["i18next", '{"ok": "a", "a": {"prototype_plural": "x", "prototype": "y"}}'],
      ["csv", "key,value\nok.one,a\n__proto__.polluted,x\n"],
      ["csv", "key,de,en\nconstructor,x,y\n"],
      ["csv", 'key;de\n"a.prototype";x\n'],
    ];
    const before = await storeState();
    for (const [format, content] of files) {
      for (const dryRun of [true, false]) {
        const res = await api("POST", "/import", { format, content, locale: "de", dryRun });
        expect([format, content, res.status]).toEqual([format, content, 400]);
        const problem = await problemOf(res, 400);
        expect(problem.detail).toMatch(/__proto__|constructor|prototype/);
        expect(problem.line).toEqual(expect.any(Number));
      }
    }
    expect(await storeState()).toEqual(before);
    await stillHealthy();
  });

  it("draft previews answer 400 and store no preview, whatever member carries the name", async () => {
    const bodies = [
      '{"locale": "de", "drafts": {"__proto__": "x"}}',
      '{"locale": "de", "drafts": {"home.title": "ok", "__proto__": {"polluted": "x"}}}',
      '{"locale": "de", "drafts": {"constructor": "x"}}',
      '{"locale": "de", "drafts": {"home.prototype": "x"}}',
      '{"locale": "de", "drafts": {"__proto__.polluted": "x"}}',
    ];
    const before = await storeState();
    for (const body of bodies) {
      const res = await call("POST", "/api/admin/preview", body);
      expect([body, res.status]).toEqual([body, 400]);
      expect((await problemOf(res, 400)).errors?.map((e) => e.path)).toContain("drafts");
    }
    expect(await storeState()).toEqual(before);
    await stillHealthy();
  });

  it("a preview record in KV is read back only with valid drafts, on a null prototype", async () => {
    const token = "A".repeat(43);
    const record = (drafts: string) =>
      `{"sessionId": "s1", "locale": "de", "expiresAt": ${Date.now() + 60_000}, "drafts": ${drafts}}`;
    for (const drafts of ['{"__proto__": "x"}', '{"home.title": {"polluted": "x"}}', '"text"', "[]", "null"]) {
      await env.CACHE.put(previewKey(token), record(drafts));
      expect([drafts, await readPreview(env.CACHE, token, "s1")]).toEqual([drafts, null]);
    }
    await env.CACHE.put(previewKey(token), record('{"home.title": "Entwurf"}'));
    const read = await readPreview(env.CACHE, token, "s1");
    expect(Object.getPrototypeOf(read?.drafts)).toBeNull();
    expect({ ...read?.drafts }).toEqual({ "home.title": "Entwurf" });
  });

  it("list filters, exports and public reads treat the names as data: 200 or 400, never 500", async () => {
    const answers: [string, number][] = [
      [`${API}?q=__proto__`, 200],
      [`${API}?q=constructor.prototype`, 200],
      [`${API}?problem=constructor`, 200],
      [`${API}?missing=__proto__`, 400],
      [`${API}?locales=de,constructor`, 400],
      [`${API}?sort=__proto__`, 400],
      [`${API}?order=constructor`, 400],
      [`${API}?problem=__proto__`, 400],
      [`${API}/export?format=__proto__`, 400],
      [`${API}/export?locale=constructor`, 400],
      ["/api/i18n/__proto__", 404],
      ["/api/i18n/constructor", 404],
    ];
    for (const [path, status] of answers) {
      const res = await call("GET", path);
      expect([path, res.status]).toEqual([path, status]);
      if (status === 200) expect(((await res.json()) as { total: number }).total).toBe(0);
    }
    const ignored = await call("GET", `${API}?__proto__=x&constructor=y&prototype=z`);
    expect(ignored.status).toBe(200);
    expect(((await ignored.json()) as { total: number }).total).toBeGreaterThan(0);
    await stillHealthy();
  });
});

describe("history belongs to a key id that is never reused (finding 5)", () => {
  /** A key with one saved cell, then deleted: the id of its edit. */
  async function deletedKeyEdit(name: string): Promise<{ editId: number; keyId: number }> {
    expect((await api("POST", "/keys", { name })).status).toBe(201);
    expect((await api("PUT", `/keys/${name}/values/de`, { text: "Alter Text", version: 0 })).status).toBe(200);
    const { key, history } = await detail(name);
    const edit = history.find((h) => h.action === "edit");
    expect((await api("DELETE", `/keys/${name}`, {})).status).toBe(204);
    return { editId: edit?.id as number, keyId: key.id };
  }

  it("a new key gets a new id, shows none of a deleted key's history, and the old edit cannot be reverted into it", async () => {
    const old = await deletedKeyEdit("sec.reused");
    expect((await api("POST", "/keys", { name: "sec.fresh" })).status).toBe(201);
    const fresh = await detail("sec.fresh");
    expect(fresh.key.id).not.toBe(old.keyId);
    expect(fresh.history.map((h) => [h.action, h.keyName])).toEqual([["create", "sec.fresh"]]);

    const revert = await api("POST", `/history/${old.editId}/revert`, { version: 0 });
    expect((await problemOf(revert, 404)).detail).toMatch(/deleted/);
    // Its preview too: there is no cell to show.
    expect((await problemOf(await api("GET", `/history/${old.editId}/revert`), 404)).detail).toMatch(/deleted/);
    expect((await detail("sec.fresh")).key.values.de).toBeUndefined();
  });

  it("a deleted key's history stays readable by any of its history ids, and in the dashboard's feed", async () => {
    const old = await deletedKeyEdit("sec.gone");
    const res = await api("GET", `/history/${old.editId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keyName: string; deleted: boolean; history: { action: string }[] };
    expect(body).toMatchObject({ keyName: "sec.gone", deleted: true });
    expect(body.history.map((h) => h.action)).toEqual(["delete", "delete", "edit", "create"]);

    const stats = (await (await api("GET", "/stats")).json()) as { recent: { keyName: string; action: string }[] };
    expect(stats.recent.slice(0, 2)).toEqual([
      expect.objectContaining({ keyName: "sec.gone", action: "delete" }),
      expect.objectContaining({ keyName: "sec.gone", action: "delete" }),
    ]);
    await problemOf(await api("GET", "/history/999999999"), 404);
  });

  it("a live key's history is readable by a history id too, and names the key as it is now", async () => {
    expect((await api("PATCH", "/keys/home.body", { name: "home.text" })).status).toBe(200);
    const [rename] = (await detail("home.text")).history;
    const body = (await (await api("GET", `/history/${rename?.id}`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ keyName: "home.text", deleted: false });
  });
});

describe("search never fails on length (finding 6)", () => {
  const LONG_DE = "Dieser Satz ist absichtlich lang genug, um das Muster von D1 zu sprengen";
  const LONG_RU = "Эта фраза на русском языке достаточно длинная для поиска";

  async function search(q: string) {
    return api("GET", `?q=${encodeURIComponent(q)}&locales=de,ru`);
  }

  it("finds a key by 49+ ASCII or 25+ Cyrillic characters, and by every length up to the maximum", async () => {
    const de = (await detail("home.lead")).key.values.de?.version ?? 0;
    const ru = (await detail("home.lead")).key.values.ru?.version ?? 0;
    expect((await api("PUT", "/keys/home.lead/values/de", { text: LONG_DE, version: de })).status).toBe(200);
    expect((await api("PUT", "/keys/home.lead/values/ru", { text: LONG_RU, version: ru })).status).toBe(200);
    for (const q of [LONG_DE.slice(0, 49), LONG_DE, LONG_RU.slice(0, 25), LONG_RU, LONG_RU.toUpperCase()]) {
      const res = await search(q);
      expect([q, res.status]).toEqual([q, 200]);
      const body = (await res.json()) as { items: { name: string }[] };
      expect(body.items.map((i) => i.name)).toEqual(["home.lead"]);
    }
    for (const q of ["x".repeat(MAX_SEARCH_LENGTH), "ж".repeat(MAX_SEARCH_LENGTH), "%_%\\".repeat(50)]) {
      const res = await search(q);
      expect([q.length, res.status]).toEqual([q.length, 200]);
      expect(((await res.json()) as { total: number }).total).toBe(0);
    }
  });

  it(`answers a search over ${MAX_SEARCH_LENGTH} characters with a 400 naming q`, async () => {
    const res = await search("ж".repeat(MAX_SEARCH_LENGTH + 1));
    expect((await problemOf(res, 400)).errors?.map((e) => e.path)).toEqual(["q"]);
  });
});

describe("a PATCH is all or nothing (finding 7)", () => {
  it("a rename refused as a clash leaves the description, the history and the revision as they were", async () => {
    const before = { ...(await detail("home.title")), revision: await revision() };
    const res = await api("PATCH", "/keys/home.title", { description: "should not stay", name: "home.lead" });
    await problemOf(res, 409);
    const after = await detail("home.title");
    expect(after.key.description).toBe(before.key.description);
    expect(after.history).toEqual(before.history);
    expect(await revision()).toBe(before.revision);
  });

  it("a description and a name change together, in one step with one history entry each", async () => {
    const res = await api("PATCH", "/keys/home.title", { description: "The page heading", name: "home.heading" });
    expect(await res.json()).toEqual({ name: "home.heading" });
    const after = await detail("home.heading");
    expect(after.key.description).toBe("The page heading");
    expect(after.history.slice(0, 2).map((h) => h.action)).toEqual(expect.arrayContaining(["describe", "rename"]));
  });
});

/** A KV binding that fails every call, as when the namespace is unavailable. */
const brokenKv = new Proxy({} as KVNamespace, {
  get() {
    throw new Error("KV is down");
  },
});

function withoutKv(method: string, path: string, body: unknown) {
  return fetchWithEnv({ CACHE: brokenKv }, `${API}${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("a change written without KV reports success, publishing delayed (finding 9)", () => {
  it("a save answers 200 with publish.delayed; D1 holds it, so a retry of the same version is a conflict", async () => {
    const { version } = (await detail("home.title")).key.values.de as { version: number };
    const res = await withoutKv("PUT", "/keys/home.title/values/de", { text: "Ohne KV", version });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; publish: { delayed?: boolean; message?: string } };
    expect(body).toMatchObject({ status: "saved", publish: { delayed: true, message: expect.any(String) } });
    expect((await detail("home.title")).key.values.de).toMatchObject({ text: "Ohne KV", version: version + 1 });
    expect((await api("PUT", "/keys/home.title/values/de", { text: "Ohne KV", version })).status).toBe(409);

    const unchanged = await withoutKv("PUT", "/keys/home.title/values/de", { text: "Ohne KV", version: version + 1 });
    expect(await unchanged.json()).toMatchObject({ status: "unchanged", publish: { delayed: true } });
  });

  it("key changes and an applied import answer success too, and are in D1", async () => {
    expect((await withoutKv("POST", "/keys", { name: "sec.nokv" })).status).toBe(201);
    expect((await withoutKv("PATCH", "/keys/sec.nokv", { description: "d" })).status).toBe(200);
    const imported = await withoutKv("POST", "/import", {
      format: "json",
      content: '{"sec.nokv": "Importiert"}',
      locale: "de",
      dryRun: false,
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ written: 1, publish: { delayed: true } });
    expect((await detail("sec.nokv")).key).toMatchObject({ description: "d", values: { de: { text: "Importiert" } } });
    expect((await withoutKv("DELETE", "/keys/sec.nokv", {})).status).toBe(204);
    expect((await api("GET", "/keys/sec.nokv")).status).toBe(404);
  });

  it("the dashboard's figures answer without KV, the publication shown as delayed and stale", async () => {
    const res = await fetchWithEnv({ CACHE: brokenKv }, `${API}/stats`, { headers: { Cookie: admin } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ totalKeys: expect.any(Number), publish: { delayed: true, stale: true } });
  });

  it("a publication that worked is not marked delayed", async () => {
    const { version } = (await detail("home.title")).key.values.de as { version: number };
    const body = await (await api("PUT", "/keys/home.title/values/de", { text: "Mit KV", version })).json();
    expect((body as { publish: Record<string, unknown> }).publish).not.toHaveProperty("delayed");
  });
});

describe("a KV bundle of the wrong shape is not trusted (finding 12)", () => {
  const WRONG = [
    "[]",
    '"Willkommen"',
    "42",
    "true",
    '{"home.title": {"text": "Gefälscht"}}',
    '{"home.title": 42}',
    '{"home.title": null}',
    '{"home.title": [{"type": "x"}]}',
    '{"home.title": "Gefälscht", "__proto__": {"polluted": "x"}}',
    '{"constructor.prototype": "Gefälscht", "home.title": "Gefälscht"}',
  ];

  /** A new revision whose de bundle in KV is `json`, the pointer set to it, published; answers the bundle's key. */
  async function plant(json: string): Promise<string> {
    await env.DB.batch([
      env.DB.prepare("UPDATE i18n_revision SET revision = revision + 1"),
      env.DB.prepare("UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale = 'de'"),
    ]);
    const pointer = await currentPointer(env.DB);
    const key = bundleKey(pointer.locales.de, "de");
    await env.CACHE.put(REVISION_KEY, encodePointer(pointer));
    await env.CACHE.put(key, json);
    // As a publication does: pages cached before it are not answered (docs/decisions/0059).
    await retireLocationPages();
    return key;
  }

  it("the page and the public API rebuild it from D1, and KV holds a good bundle again", async () => {
    for (const json of WRONG) {
      const planted = await plant(json);
      const page = await get("/de");
      expect([json, page.status]).toEqual([json, 200]);
      expect([json, textOf(await page.text(), "<h1")]).toEqual([json, "Willkommen"]);
      // The rebuilt bundle goes back to KV once the response is sent (waitUntil).
      await vi.waitFor(async () => {
        const stored = await env.CACHE.get<Record<string, unknown>>(planted, "json");
        expect([json, stored?.["home.title"]]).toEqual([json, "Willkommen"]);
        expect(Object.keys(stored ?? {})).not.toContain("constructor.prototype");
      });

      await plant(json);
      const messages = (await (await get("/api/i18n/de")).json()) as Record<string, unknown>;
      expect([json, messages["home.title"]]).toEqual([json, "Willkommen"]);
      expect(Object.hasOwn(messages, "__proto__")).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a last bundle of the wrong shape is passed over for the built-in messages when D1 is down", async () => {
    const brokenDb = new Proxy({} as D1Database, {
      get() {
        throw new Error("D1 is down");
      },
    });
    await env.CACHE.delete(REVISION_KEY);
    for (const json of WRONG) {
      await env.CACHE.put(lastBundleKey("de"), json);
      const read = createBundleReader({
        db: brokenDb,
        kv: env.CACHE,
        waitUntil: () => {},
        log: () => {},
        bundled: () => ({ "home.title": "Gebaut" }),
      });
      expect([json, await read("de")]).toEqual([json, { "home.title": "Gebaut" }]);
    }
  });

  it("a good bundle is read as a flat object without a prototype", async () => {
    const planted = await plant('{"home.title": "Aus KV", "home.lead": [{"type": 0, "value": "Teil"}]}');
    const read = createBundleReader({
      db: env.DB,
      kv: env.CACHE,
      waitUntil: () => {},
      bundled: () => ({}),
    });
    const bundle = await read("de");
    expect(Object.getPrototypeOf(bundle)).toBeNull();
    expect({ ...bundle }).toEqual({ "home.title": "Aus KV", "home.lead": [{ type: 0, value: "Teil" }] });
    expect(await env.CACHE.get(planted)).not.toBeNull();
  });
});
