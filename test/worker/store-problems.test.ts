import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { LocaleCode } from "../../common/locales";
import { sourceLocaleOf } from "../../worker/lib/source-locale";
import { createKey } from "../../worker/services/translations/keys";
import { publishRevision } from "../../worker/services/translations/publish";
import { completion, listKeys } from "../../worker/services/translations/query";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { get, textOf } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

beforeEach(seedStore);

const titleOf = async (path: string) => textOf(await (await get(path)).text(), "<h1");

/** Saves a cell over whatever it holds now. */
async function put(key: string, locale: LocaleCode, text: string, sourceLocale?: LocaleCode) {
  const version = (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
  const result = await saveTranslation(env, { key, locale, text, baseVersion: version }, "ana", sourceLocale);
  if (result.status === "conflict") throw new Error("unexpected conflict");
  return result;
}

const codes = async (key: string, locale: LocaleCode) =>
  (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.problems.map((p) => p.code);

const list = (query: { problem: string; locales?: LocaleCode[] }) =>
  listKeys(env.DB, { ...query, sort: "name", order: "asc", page: 1, pageSize: 50 });

describe("a saved cell is checked against the source locale's text", () => {
  it("stores an argument-missing warning, and a no-other error with its line and column", async () => {
    const warned = await put("home.network", "de", "Aus vielen Städten.");
    expect(warned.cell?.problems).toEqual([
      expect.objectContaining({ code: "argument-missing", severity: "warning", line: 1, column: 1 }),
    ]);
    const failed = await put("home.lead", "de", "Schnell.\n  {kind, select, fast {schnell}}");
    expect(failed.cell?.problems).toEqual([
      expect.objectContaining({ code: "no-other", severity: "error", line: 2, column: 3 }),
      // The source has no {kind}: a warning next to the error.
      expect.objectContaining({ code: "argument-added", severity: "warning" }),
    ]);
    expect(failed.cell?.text).toBe("Schnell.\n  {kind, select, fast {schnell}}");
  });

  it("rechecks the key's other cells when the source text changes, in the same save", async () => {
    expect(await codes("home.lead", "de")).toEqual([]);
    await put("home.lead", "sk", "Rýchly web pre {name}.");
    expect(await codes("home.lead", "de")).toEqual(["argument-missing"]);
    expect(await codes("home.lead", "hu")).toEqual(["argument-missing"]);
    await put("home.lead", "sk", "");
    expect(await codes("home.lead", "de")).toEqual([]);
  });

  it("a stale source save rechecks nothing", async () => {
    const id = await keyId(env.DB, "home.lead");
    const stale = (await readTranslation(env.DB, id, "sk"))?.version ?? 0;
    await put("home.lead", "sk", "Nový text.");
    const result = await saveTranslation(
      env,
      { key: "home.lead", locale: "sk", text: "Text pre {name}.", baseVersion: stale },
      "ben",
    );
    expect(result.status).toBe("conflict");
    expect(await codes("home.lead", "de")).toEqual([]);
  });

  it("honours the source locale it is given", async () => {
    await createKey(env, "src.greeting", "", "ana");
    await put("src.greeting", "en", "Hello {name}");
    await put("src.greeting", "sk", "Ahoj");
    expect((await put("src.greeting", "de", "Hallo", "en")).cell?.problems.map((p) => p.code)).toEqual([
      "argument-missing",
    ]);
    expect((await put("src.greeting", "hu", "Szia")).cell?.problems).toEqual([]);
  });

  it("reads SOURCE_LOCALE: the default locale when unset, an error when not a locale", () => {
    expect(sourceLocaleOf({ SOURCE_LOCALE: "de" })).toBe("de");
    expect(sourceLocaleOf({ SOURCE_LOCALE: "" })).toBe("sk");
    expect(sourceLocaleOf({})).toBe("sk");
    expect(() => sourceLocaleOf({ SOURCE_LOCALE: "xx" })).toThrow(/SOURCE_LOCALE is "xx"/);
  });
});

describe("a cell with an error", () => {
  it("is stored, not served, and named in the publication's failures", async () => {
    const saved = await put("home.title", "de", "{n, plural, one {Ein Gruß}}");
    expect(saved.status).toBe("saved");
    expect(saved.publish.failed).toContainEqual(
      expect.objectContaining({ key: "home.title", locale: "de", line: 1, column: 1 }),
    );
    expect(saved.publish.failed.find((f) => f.key === "home.title")?.message).toMatch(/other/);
    expect(await titleOf("/de")).toBe("Vitajte");
    await put("home.title", "de", "Grüß Gott");
    expect(await titleOf("/de")).toBe("Grüß Gott");
  });

  it("is reported by the compiler when it reached D1 unchecked", async () => {
    await env.DB.prepare("UPDATE i18n_values SET text = 'Schnell {kaputt' WHERE locale = 'de' AND key_id = ?")
      .bind(await keyId(env.DB, "home.lead"))
      .run();
    const { failed } = await publishRevision(env.DB, env.CACHE);
    expect(failed).toEqual([
      { key: "home.lead", locale: "de", message: "expect argument closing brace", line: 1, column: 9 },
    ]);
  });
});

describe("the problem filter and the counts", () => {
  it("finds keys by code or severity, among the shown locales, and counts cells per locale", async () => {
    await put("home.title", "de", "Hallo <b>Welt");
    await put("home.network", "hu", "Sok városból.");
    const names = async (query: { problem: string; locales?: LocaleCode[] }) =>
      (await list(query)).items.map((i) => i.name);
    expect(await names({ problem: "tag-unbalanced" })).toEqual(["home.title"]);
    expect(await names({ problem: "errors" })).toEqual(["home.title"]);
    expect(await names({ problem: "warnings" })).toEqual(["home.network"]);
    expect(await names({ problem: "argument-missing", locales: ["sk", "de"] })).toEqual([]);
    expect(await names({ problem: "errors", locales: ["sk", "de"] })).toEqual(["home.title"]);
    expect(await names({ problem: "syntax" })).toEqual([]);
    const { locales } = await completion(env.DB);
    expect(locales.find((l) => l.locale === "de")).toMatchObject({ errors: 1, warnings: 0 });
    expect(locales.find((l) => l.locale === "hu")).toMatchObject({ errors: 0, warnings: 1 });
    expect(locales.find((l) => l.locale === "sk")).toMatchObject({ errors: 0, warnings: 0 });
  });
});

describe("key names", () => {
  it("refuses __proto__, constructor and prototype segments in the service, and changes nothing", async () => {
    const before = await countRows("i18n_keys");
    for (const name of ["__proto__.x", "a.constructor", "prototype"]) {
      await expect(createKey(env, name, "", "ana")).rejects.toMatchObject({ status: 400 });
    }
    expect(await countRows("i18n_keys")).toBe(before);
  });

  it("puts a new key after every other in file order", async () => {
    await createKey(env, "zz.last", "", "ana");
    const row = await env.DB.prepare(
      `SELECT (SELECT position FROM i18n_keys WHERE name = 'zz.last') - coalesce(max(position), 0) AS gap
       FROM i18n_keys WHERE name != 'zz.last'`,
    ).first<{ gap: number }>();
    expect(row?.gap).toBe(1);
  });
});
