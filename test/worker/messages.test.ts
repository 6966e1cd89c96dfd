import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createTranslator } from "../../client/i18n/messages";
import { pageNamespaces } from "../../client/routes";
import type { CompiledBundle } from "../../common/icu/types";
import type { LocaleCode } from "../../common/locales";
import { inNamespaces, PUBLIC_LAYOUT_NAMESPACES, ROOT_NAMESPACES, SITE_NAMESPACES } from "../../common/message-scopes";
import { allPageUrls } from "../../common/pages";
import { createBundleReader } from "../../worker/services/translations/bundles";
import { publishRevision, publishStatus } from "../../worker/services/translations/publish";
import { BUMP_REVISION } from "../../worker/services/translations/revision";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { get, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

beforeEach(seedStore);

const api = async (locale: LocaleCode) => (await (await get(`/api/i18n/${locale}`)).json()) as CompiledBundle;
const page = async (path: string) => (await get(path)).text();

/** Writes a cell as a save does (whatever text; the store's own checks are not under test here). */
async function save(key: string, locale: LocaleCode, text: string): Promise<void> {
  const id = await keyId(env.DB, key);
  const baseVersion = (await readTranslation(env.DB, id, locale))?.version ?? 0;
  const result = await saveTranslation(env, { key, locale, text, baseVersion }, "test");
  expect(result.status).toBe("saved");
}

/** Adds keys straight to D1: the key service's naming rules belong to another layer. */
async function addKeys(texts: Record<string, string>, locale: LocaleCode = "sk"): Promise<void> {
  const at = new Date().toISOString();
  for (const [name, text] of Object.entries(texts)) {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO i18n_keys (name, search, created_at, updated_at) VALUES (?1, ?1, ?2, ?2)").bind(
        name,
        at,
      ),
      env.DB.prepare(
        "INSERT INTO i18n_values (key_id, locale, text, search, updated_at) SELECT id, ?2, ?3, ?3, ?4 FROM i18n_keys WHERE name = ?1",
      ).bind(name, locale, text, at),
      env.DB.prepare(BUMP_REVISION),
    ]);
  }
}

describe("the public messages", () => {
  it("serves a locale's messages with an ETag and answers 304 to If-None-Match", async () => {
    const first = await get("/api/i18n/hu");
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const again = await get("/api/i18n/hu", { "If-None-Match": tag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends the browser of a public page no messages, only its islands' words", async () => {
    const html = await page("/de");
    expect(html).toContain("<h1>Willkommen</h1>");
    expect(html).not.toContain("__staticRouterHydrationData");
    const scripts = [...html.matchAll(/<script\b[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]).join("\n");
    for (const text of ["Willkommen", "Vitajte", "home.title", "site.name"]) expect(scripts).not.toContain(text);
    // The color-mode island's labels, in German, in its props.
    const props = /data-island="color-mode" data-props="([^"]*)"/.exec(html)?.[1] ?? "";
    const labels = JSON.parse(props.replaceAll("&quot;", '"').replaceAll("&amp;", "&")).labels;
    expect(labels.label).toBe(
      createTranslator({ locale: "de", fallback: {}, current: await api("de") }).t("runtime.colorMode.label"),
    );
    expect(labels.label).not.toBe("Color mode");
  });

  it("gives each page the namespaces its routes declare, and the routes declare every published one", () => {
    const site = ["site", "runtime", "error"];
    expect(ROOT_NAMESPACES).toEqual(site);
    const chrome = [...site, ...PUBLIC_LAYOUT_NAMESPACES];
    expect(pageNamespaces("/en").sort()).toEqual([...chrome, "home"].sort());
    expect(pageNamespaces("/").sort()).toEqual([...chrome, "home"].sort());
    expect(pageNamespaces("/de/preise").sort()).toEqual([...chrome, "pricing"].sort());
    expect(pageNamespaces("/de/404").sort()).toEqual(chrome.sort());
    expect(pageNamespaces("/admin/translation").sort()).toEqual([...site, "nav"].sort());
    // Nothing matched: the root's error page, with the root's own.
    expect(pageNamespaces("/%0a").sort()).toEqual([...site].sort());
    const paths = [...allPageUrls().map((u) => u.path), "/en/404", "/admin", "/admin/login"];
    const declared = new Set(paths.flatMap(pageNamespaces));
    expect([...declared].sort()).toEqual([...SITE_NAMESPACES].sort());
  });

  it("ships the admin only the site's chrome messages, not the public pages' bundle", async () => {
    const html = await page("/admin/login");
    const hydration = html.slice(html.indexOf("__staticRouterHydrationData"));
    expect(hydration).toContain('"site.name":"Polyglot"');
    expect(hydration).toContain('"runtime.colorMode.label"');
    expect(hydration).not.toContain("home.title");
    expect(hydration).not.toContain("Vitajte");
  });

  it("publishes compiled messages: plain text as strings, ICU as ASTs", async () => {
    const en = await api("en");
    expect(en["home.title"]).toBe("Welcome");
    expect(Array.isArray(en["home.languages"])).toBe(true);
    // The parser's source positions are dropped: no AST node carries a `location`.
    expect(JSON.stringify(en)).not.toContain('"location":');
  });

  it("renders ICU plurals with each language's categories, numbers, dates and rich text on the home page", async () => {
    expect(await page("/")).toContain("Dostupné v 10 jazykoch");
    expect(await page("/en")).toContain("Available in 10 languages");
    expect(await page("/ru")).toContain("Доступно на 10 языках");
    const en = await page("/en");
    expect(en).toContain("Pages are rendered <strong>at the edge</strong> and work");
    expect(en).toContain("Served from more than 330 cities worldwide.");
    expect(en).toContain("Online since March 1, 2025.");
    expect(await page("/de")).toContain("Online seit dem 1. März 2025.");
  });
});

describe("publishing", () => {
  it("publishes a key that is a message and the prefix of others, and renders both", async () => {
    await addKeys({ "home.b": "Leaf {n, number}", "home.b.c": "Branch <b>bold</b>" });
    await publishRevision(env.DB, env.CACHE);
    const sk = await api("sk");
    const { t, rich } = createTranslator({ locale: "sk", fallback: sk });
    expect(t("home.b", { n: 1234 })).toBe("Leaf 1\u00a0234");
    expect(t("home.b.c")).toBe("Branch bold");
    expect(rich("home.b.c")).toBeTruthy();
    // A real page key becomes a group too: the page still renders it.
    await addKeys({ "home.title.note": "Poznámka" });
    await publishRevision(env.DB, env.CACHE);
    expect(textOf(await page("/"), "<h1")).toBe("Vitajte");
    expect((await api("sk"))["home.title.note"]).toBe("Poznámka");
  });

  it("publishes only the site's namespaces: an imported key no page uses stays in the store", async () => {
    await addKeys({ "account.followers": "{n, plural, one {# sledujúci} other {# sledujúcich}}", homepage: "Nie" });
    const status = await publishRevision(env.DB, env.CACHE);
    const sk = await api("sk");
    expect(sk["home.title"]).toBe("Vitajte");
    expect(Object.keys(sk).filter((key) => !inNamespaces(key, SITE_NAMESPACES))).toEqual([]);
    expect(Object.keys(sk).filter((key) => /^(account|homepage)\b/.test(key))).toEqual([]);
    expect(status.failedTotal).toBe(0);
    // An error outside the site's namespaces is still named as not served.
    await save("account.followers", "pl", "{n, plural, one {# obserwujący}}");
    const after = await publishRevision(env.DB, env.CACHE);
    expect(after.failed).toContainEqual(expect.objectContaining({ key: "account.followers", locale: "pl" }));
    expect(after.failedTotal).toBe(1);
    // A warning (an argument the source does not have) is served and not counted.
    await save("account.followers", "de", "{n, plural, one {# Follower von {name}} other {# Follower}}");
    const cell = await readTranslation(env.DB, await keyId(env.DB, "account.followers"), "de");
    expect(cell?.problems.map((p) => `${p.severity}:${p.code}`)).toEqual(["warning:argument-added"]);
    const warned = await publishRevision(env.DB, env.CACHE);
    expect(warned.failed.map((f) => `${f.key}|${f.locale}`)).toEqual(["account.followers|pl"]);
  });

  it("keeps publishing past a message that does not compile; visitors get the sk text for it", async () => {
    await save("home.lead", "de", "Schnell {broken");
    const status = await publishRevision(env.DB, env.CACHE);
    expect(status.failed).toEqual([
      // The save's check found the error: publishing names it as the check did.
      {
        key: "home.lead",
        locale: "de",
        message: "ICU syntax error: EXPECT_ARGUMENT_CLOSING_BRACE",
        line: 1,
        column: 9,
      },
    ]);
    await save("home.title", "de", "Neu hier");
    await publishRevision(env.DB, env.CACHE);
    const html = await page("/de");
    expect(textOf(html, "<h1")).toBe("Neu hier");
    expect(textOf(html, 'class="lead"')).toBe("Rýchly viacjazyčný web, doručený z najbližšieho okraja siete.");
    expect(html).not.toContain("{broken");
    const report = await publishStatus(env.DB, env.CACHE);
    expect(report.failed.map((f) => [f.key, f.locale])).toEqual([["home.lead", "de"]]);
    expect(report.bundleErrors).toEqual([]);
    expect(report.revision).toBe(report.current);
  });

  it("keeps serving a locale's last good bundle when its new bundle cannot be built, and says so", async () => {
    const failingDe = failingFor("de");
    // Written straight to D1 (a save would publish it at once through the working D1).
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE i18n_values SET text = 'Nie gesehen' WHERE locale = 'de' AND key_id = (SELECT id FROM i18n_keys WHERE name = 'home.title')",
      ),
      env.DB.prepare(BUMP_REVISION),
    ]);
    const status = await publishRevision(failingDe, env.CACHE);
    expect(status.bundleErrors).toEqual([{ locale: "de", message: "D1 failed for de" }]);
    expect(status.failed).toEqual([]);
    const read = createBundleReader({
      db: failingDe,
      kv: env.CACHE,
      bundled: () => ({}),
      waitUntil: () => {},
      log: () => {},
    });
    expect((await read("de"))["home.title"]).toBe("Willkommen");
    expect((await read("en"))["home.title"]).toBe("Welcome");
    expect((await publishStatus(env.DB, env.CACHE)).bundleErrors.map((e) => e.locale)).toEqual(["de"]);
  });
});

/** D1 whose queries of one locale fail (its bundle cannot be built); all else is the real D1. */
function failingFor(locale: LocaleCode): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "prepare") return Reflect.get(target, prop).bind(target);
      return (sql: string) => {
        const statement = target.prepare(sql);
        const failing = { all: () => Promise.reject(new Error(`D1 failed for ${locale}`)) };
        return new Proxy(statement, {
          get: (stmt, name) =>
            name === "bind"
              ? (...args: unknown[]) => (args.includes(locale) ? failing : stmt.bind(...args))
              : Reflect.get(stmt, name),
        });
      };
    },
  });
}
