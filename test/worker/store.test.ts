import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SEED_ASSET_DIR } from "../../common/app-paths";
import { importCsv } from "../../common/formats/import-csv";
import { LOCALE_CODES, type LocaleCode } from "../../common/locales";
import { bundledMessagesFrom, seedMessages } from "../../worker/services/site/messages";
import { lastBundleKey } from "../../worker/services/translations/bundle-keys";
import { createBundleReader } from "../../worker/services/translations/bundles";
import { exportTranslations, importRequest } from "../../worker/services/translations/import-export";
import { writeImport } from "../../worker/services/translations/import-translations";
import { createKey, deleteKey, renameKey } from "../../worker/services/translations/keys";
import { publishRevision } from "../../worker/services/translations/publish";
import { completion, listKeys } from "../../worker/services/translations/query";
import { currentRevision } from "../../worker/services/translations/revision";
import {
  history,
  keyId,
  readTranslation,
  revertTranslation,
  saveTranslation,
} from "../../worker/services/translations/translation-sql";
import { get, textOf } from "./helpers";
import { countRows, currentBundleKey, emptyKv, seedStore } from "./store-helpers";

beforeEach(seedStore);

const titleOf = async (path: string) => textOf(await (await get(path)).text(), "<h1");

describe("saving a cell", () => {
  it("lets the first of two editors on version n win; the second gets a conflict and changes nothing", async () => {
    const id = await keyId(env.DB, "home.title");
    const loaded = (await readTranslation(env.DB, id, "de"))?.version as number;
    const first = await saveTranslation(
      env,
      { key: "home.title", locale: "de", text: "Hallo", baseVersion: loaded },
      "ana",
    );
    expect(first.status).toBe("saved");
    const historyBefore = await countRows("i18n_history");
    const revisionBefore = await currentRevision(env.DB);

    const second = await saveTranslation(
      env,
      { key: "home.title", locale: "de", text: "Servus", baseVersion: loaded },
      "ben",
    );
    expect(second).toMatchObject({
      status: "conflict",
      current: { text: "Hallo", version: loaded + 1, updatedBy: "ana" },
    });
    expect((await readTranslation(env.DB, id, "de"))?.text).toBe("Hallo");
    expect(await countRows("i18n_history")).toBe(historyBefore);
    expect(await currentRevision(env.DB)).toBe(revisionBefore);
  });

  it("lets the same editor save twice in a row with the version each save returns", async () => {
    const id = await keyId(env.DB, "home.title");
    const v1 = (await readTranslation(env.DB, id, "hu"))?.version as number;
    const a = await saveTranslation(env, { key: "home.title", locale: "hu", text: "Szia", baseVersion: v1 }, "ana");
    if (a.status !== "saved") throw new Error(a.status);
    const b = await saveTranslation(
      env,
      { key: "home.title", locale: "hu", text: "Sziasztok", baseVersion: a.cell?.version ?? 0 },
      "ana",
    );
    expect(b).toMatchObject({ status: "saved", cell: { text: "Sziasztok", version: v1 + 2 } });
  });

  it("fills an empty cell from version 0 and clears a cell with empty text", async () => {
    await createKey(env, "home.extra", "A test key", "ana");
    const added = await saveTranslation(
      env,
      { key: "home.extra", locale: "pl", text: "Dodatkowy", baseVersion: 0 },
      "ana",
    );
    expect(added).toMatchObject({ status: "saved", cell: { version: 1 } });
    const cleared = await saveTranslation(env, { key: "home.extra", locale: "pl", text: "", baseVersion: 1 }, "ana");
    expect(cleared).toMatchObject({ status: "saved", cell: null });
  });

  it("changes what the public page shows on the next request", async () => {
    expect(await titleOf("/de")).toBe("Willkommen");
    const id = await keyId(env.DB, "home.title");
    const v = (await readTranslation(env.DB, id, "de"))?.version as number;
    await saveTranslation(env, { key: "home.title", locale: "de", text: "Herzlich willkommen", baseVersion: v }, "ana");
    await publishRevision(env.DB, env.CACHE);
    expect(await titleOf("/de")).toBe("Herzlich willkommen");
  });
});

describe("history and revert", () => {
  it("restores the old value and records the revert", async () => {
    const id = await keyId(env.DB, "home.title");
    const v = (await readTranslation(env.DB, id, "ru"))?.version as number;
    await saveTranslation(env, { key: "home.title", locale: "ru", text: "Привет", baseVersion: v }, "ana");
    const [edit] = await history(env.DB, id);
    expect(edit).toMatchObject({ action: "edit", oldText: "Добро пожаловать", newText: "Привет", actor: "ana" });

    const reverted = await revertTranslation(env, edit?.id as number, { version: v + 1 }, "ben", () => true);
    expect(reverted.status).toBe("saved");
    expect((await readTranslation(env.DB, id, "ru"))?.text).toBe("Добро пожаловать");
    expect((await history(env.DB, id))[0]).toMatchObject({
      action: "revert",
      newText: "Добро пожаловать",
      actor: "ben",
    });
  });

  it("keeps history when a key is renamed and deleted", async () => {
    await renameKey(env, "home.body", "home.text", "ana");
    const id = await keyId(env.DB, "home.text");
    await deleteKey(env, "home.text", "ana");
    const rows = await history(env.DB, id);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(["rename", "delete"]));
    expect(rows.filter((r) => r.action === "delete" && r.locale !== null)).toHaveLength(10);
  });

  it("refuses an existing name, and accepts a key that is a message and a group of keys at once", async () => {
    await expect(createKey(env, "home.title", "", "ana")).rejects.toMatchObject({ status: 409 });
    await createKey(env, "home", "", "ana");
    await createKey(env, "home.title.more", "", "ana");
    await expect(keyId(env.DB, "home.title.more")).resolves.toBeGreaterThan(0);
    await expect(createKey(env, "bad..key", "", "ana")).rejects.toMatchObject({
      status: 400,
      details: { errors: [{ path: "name", message: expect.any(String) }] },
    });
  });
});

const ADMIN = { actor: "ana", canEdit: () => true, canAddKeys: true };

/** An import of one nested JSON file through the service, as the API makes it. */
function importDe(content: object, options: { dryRun?: boolean; since?: string; locale?: "de" | "cz" } = {}) {
  const request = {
    format: "nested-json" as const,
    content: JSON.stringify(content),
    locale: options.locale ?? "de",
    dryRun: options.dryRun ?? true,
    overwriteConflicts: false,
    ...(options.since ? { since: options.since } : {}),
  };
  return importRequest(env, request, ADMIN, "sk");
}

describe("bulk import", () => {
  it("reports added, changed, unchanged and conflicting entries in a dry run", async () => {
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = await keyId(env.DB, "nav.home");
    await saveTranslation(
      env,
      {
        key: "nav.home",
        locale: "de",
        text: "Start",
        baseVersion: (await readTranslation(env.DB, id, "de"))?.version ?? 0,
      },
      "ana",
    );
    const plan = await importDe(
      { home: { title: "Willkommen", lead: "Neu" }, nav: { home: "Heim" }, brand: { new: "Neu hier" } },
      { since },
    );
    expect(plan.counts).toEqual({ added: 1, changed: 1, unchanged: 1, conflicting: 1, invalid: 0 });
  });

  it("leaves the database unchanged when the last chunk fails", async () => {
    const before = {
      values: await countRows("i18n_values"),
      history: await countRows("i18n_history"),
      revision: await currentRevision(env.DB),
    };
    const entries = Array.from({ length: 300 }, (_, i) => ({ key: `bulk.k${i}`, locale: "en", text: `Value ${i}` }));
    // The database itself refuses the last row (over 10,000 characters): the batch must roll back whole.
    entries.push({ key: "bulk.last", locale: "en", text: "x".repeat(10_001) });
    await expect(writeImport(env.DB, entries, "ana", 2_000)).rejects.toThrow();
    expect({
      values: await countRows("i18n_values"),
      history: await countRows("i18n_history"),
      revision: await currentRevision(env.DB),
    }).toEqual(before);
    expect(await countRows("i18n_keys")).toBeLessThan(300);
  });

  it("applies added and changed entries, skips conflicts unless asked, and is idempotent", async () => {
    const content = { home: { title: "Ahoj" }, brand: { new: "Nové" } };
    const applied = await importDe(content, { dryRun: false, locale: "cz" });
    expect(applied).toMatchObject({ dryRun: false, written: 2 });
    const revision = await currentRevision(env.DB);
    const again = await importDe(content, { dryRun: false, locale: "cz" });
    expect(again).toMatchObject({ written: 0, counts: { unchanged: 2 } });
    expect(await currentRevision(env.DB)).toBe(revision);
  });

  it("refuses a file with a text over the length limit, naming where, and writes nothing", async () => {
    const before = await countRows("i18n_values");
    await expect(importDe({ ok: { key: "x".repeat(10_001) } }, { dryRun: false })).rejects.toMatchObject({
      status: 400,
      details: { line: 1, file: "content" },
    });
    expect(await countRows("i18n_values")).toBe(before);
  });
});

describe("export", () => {
  it("reproduces the seed files after an import", async () => {
    for (const locale of LOCALE_CODES) {
      expect((await exportTranslations(env.DB, "nested-json", locale)).text).toBe(
        `${JSON.stringify(await seedMessages(env.ASSETS, locale), null, 2)}\n`,
      );
    }
  });

  it("escapes CSV cells that a spreadsheet would run as formulas, and reads them back", async () => {
    await createKey(env, "csv.formula", "", "ana");
    await saveTranslation(env, { key: "csv.formula", locale: "en", text: '=HYPERLINK("x")', baseVersion: 0 }, "ana");
    const { text: csv } = await exportTranslations(env.DB, "csv", "en");
    expect(csv).toContain('"\'=HYPERLINK(""x"")"');
    const read = importCsv(csv, { locale: "en" });
    expect(read.entries.find((e) => e.key === "csv.formula")?.text).toBe('=HYPERLINK("x")');
  });
});

describe("search and completion", () => {
  it("finds keys by value in any locale, ignoring case and diacritics", async () => {
    const result = await listKeys(env.DB, { q: "CESTINA", sort: "name", order: "asc", page: 1, pageSize: 50 });
    // No value says "Čeština"; but "jazycích" (cz: the home page, a feature, a news entry) folds to "jazycich".
    expect(result.total).toBe(0);
    const found = await listKeys(env.DB, { q: "JAZYCICH", sort: "name", order: "asc", page: 1, pageSize: 50 });
    expect(found.items.map((i) => i.name)).toEqual([
      "features.items.languages.text",
      "home.languages",
      "news.items.launch.summary",
    ]);
  });

  it("filters missing texts and argument warnings, and counts completion", async () => {
    await createKey(env, "only.sk", "", "ana");
    await saveTranslation(env, { key: "only.sk", locale: "sk", text: "Ahoj {name}", baseVersion: 0 }, "ana");
    await saveTranslation(env, { key: "only.sk", locale: "de", text: "Hallo {nam}", baseVersion: 0 }, "ana");
    const missing = await listKeys(env.DB, { missing: "hu", sort: "name", order: "asc", page: 1, pageSize: 50 });
    expect(missing.items.map((i) => i.name)).toEqual(["only.sk"]);
    const added = await listKeys(env.DB, {
      problem: "argument-added",
      sort: "name",
      order: "asc",
      page: 1,
      pageSize: 50,
    });
    expect(added.items.map((i) => [i.name, i.values.de?.problems.map((p) => p.code)])).toEqual([
      ["only.sk", ["argument-missing", "argument-added"]],
    ]);
    const stats = await completion(env.DB);
    expect(stats.locales.find((l) => l.locale === "hu")).toMatchObject({ missing: 1, errors: 0, warnings: 0 });
    expect(stats.locales.find((l) => l.locale === "de")).toMatchObject({ missing: 0, errors: 0, warnings: 1 });
  });
});

describe("the public read path degrades, never fails", () => {
  it("renders from D1 with KV emptied", async () => {
    const id = await keyId(env.DB, "home.title");
    await saveTranslation(
      env,
      {
        key: "home.title",
        locale: "de",
        text: "Aus D1",
        baseVersion: (await readTranslation(env.DB, id, "de"))?.version ?? 0,
      },
      "ana",
    );
    await emptyKv();
    expect(await titleOf("/de")).toBe("Aus D1");
  });

  it("fills KV with the bundle of the current revision on a miss", async () => {
    const current = await currentBundleKey("de");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const read = createBundleReader({
      db: env.DB,
      kv: env.CACHE,
      waitUntil: (p) => ctx.waitUntil(p),
      bundled: () => ({}),
    });
    await read("de");
    await waitOnExecutionContext(ctx);
    expect(await env.CACHE.get(current, "json")).toMatchObject({ "home.title": "Willkommen" });
    expect(await env.CACHE.get(lastBundleKey("de"), "json")).toMatchObject({ "home.title": "Willkommen" });
  });

  const broken = new Proxy({} as D1Database, {
    get() {
      throw new Error("D1 is down");
    },
  });
  const brokenKv = new Proxy({} as KVNamespace, {
    get() {
      throw new Error("KV is down");
    },
  });
  const quiet = { waitUntil: () => {}, log: () => {} };

  it("serves the last bundle in KV when D1 is down", async () => {
    await env.CACHE.put(lastBundleKey("de"), JSON.stringify({ "home.title": "Zuletzt" }));
    await env.CACHE.delete("i18n:revision");
    const read = createBundleReader({
      db: broken,
      kv: env.CACHE,
      bundled: () => ({ "home.title": "Gebaut" }),
      ...quiet,
    });
    expect(await read("de")).toEqual({ "home.title": "Zuletzt" });
  });

  it("reads D1 when KV is down, and the built-in messages when both are", async () => {
    const fromD1 = createBundleReader({ db: env.DB, kv: brokenKv, bundled: () => ({}), ...quiet });
    expect(await fromD1("de")).toMatchObject({ "home.title": "Willkommen" });
    const neither = createBundleReader({
      db: broken,
      kv: brokenKv,
      bundled: () => ({ "home.title": "Gebaut" }),
      ...quiet,
    });
    expect(await neither("de")).toEqual({ "home.title": "Gebaut" });
  });

  it("takes the built-in messages from the seed files among the static assets, not from the worker's bundle", async () => {
    const builtIn = bundledMessagesFrom(env.ASSETS);
    expect((await builtIn("de"))["pricing.title"]).toBe("Preise");
    expect((await builtIn("ru"))["home.title"]).toBe("Добро пожаловать");
    // Unreadable assets: nothing built in (the reader then falls back to sk, then to keys), and no throw.
    const missing = { fetch: async () => new Response("gone", { status: 404 }) } as unknown as Fetcher;
    expect(await seedMessages(missing, "it" as LocaleCode)).toEqual({});
    // Not a page: a visitor asking for the file gets no JSON.
    const res = await get(`${SEED_ASSET_DIR}/de.json`);
    expect(res.headers.get("content-type") ?? "").not.toMatch(/json/);
  });
});

describe("values are text", () => {
  it("renders a saved </script> as characters in the page, and no script carries it", async () => {
    // Quoted, so ICU reads it as text (unquoted, `<script>` would be a rich-text tag).
    const hostile = "'</script><script>alert(1)</script><img src=x onerror=alert(2)>'";
    const id = await keyId(env.DB, "home.title");
    await saveTranslation(
      env,
      {
        key: "home.title",
        locale: "de",
        text: hostile,
        baseVersion: (await readTranslation(env.DB, id, "de"))?.version ?? 0,
      },
      "ana",
    );
    await publishRevision(env.DB, env.CACHE);
    const html = await (await get("/de")).text();
    expect(html).toContain(
      "<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>",
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    // A public page sends no messages to the browser (docs/decisions/0053-public-pages-hydrate-islands.md).
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
    expect(scripts).not.toContain("alert(");
  });
});

describe("values are text in the admin's hydration data", () => {
  it("escapes a saved </script> in the router's data the admin's app hydrates from", async () => {
    const hostile = "'</script><script>alert(1)</script>'";
    const id = await keyId(env.DB, "site.name");
    await saveTranslation(
      env,
      {
        key: "site.name",
        locale: "sk",
        text: hostile,
        baseVersion: (await readTranslation(env.DB, id, "sk"))?.version ?? 0,
      },
      "ana",
    );
    await publishRevision(env.DB, env.CACHE);
    const html = await (await get("/admin/login")).text();
    const hydration = html.slice(html.indexOf("__staticRouterHydrationData"));
    expect(hydration).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("keys named like plural categories", () => {
  it("are ordinary messages: missing when empty and counted in completion, whatever the language's plural forms", async () => {
    const before = await completion(env.DB);
    for (const name of ["units.few", "units.other"]) {
      await createKey(env, name, "", "ana");
      await saveTranslation(env, { key: name, locale: "sk", text: `Jednotky (${name})`, baseVersion: 0 }, "ana");
    }
    // Hungarian has no "few" plural form, and units.few still needs a Hungarian text.
    await saveTranslation(env, { key: "units.other", locale: "hu", text: "Egységek", baseVersion: 0 }, "ana");

    const after = await completion(env.DB);
    expect(after.totalKeys).toBe(before.totalKeys + 2);
    const of = (stats: typeof after, locale: string) => stats.locales.find((l) => l.locale === locale);
    expect(of(after, "hu")).toMatchObject({
      translated: (of(before, "hu")?.translated ?? 0) + 1,
      missing: (of(before, "hu")?.missing ?? 0) + 1,
    });
    expect(of(after, "pl")?.missing).toBe((of(before, "pl")?.missing ?? 0) + 2);
    expect(of(after, "sk")?.missing).toBe(of(before, "sk")?.missing);

    const missing = async (locale: LocaleCode) =>
      (
        await listKeys(env.DB, { missing: locale, q: "units.", sort: "name", order: "asc", page: 1, pageSize: 50 })
      ).items.map((i) => i.name);
    expect(await missing("hu")).toEqual(["units.few"]);
    expect(await missing("pl")).toEqual(["units.few", "units.other"]);
  });
});
