import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BulkResult } from "../../common/contracts/bulk";
import type { ListResult, Stats } from "../../common/contracts/translation-responses";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { createAccount, signIn } from "./auth-helpers";
import { call, emptyStore, json, write } from "./suggestions-helpers";

/**
 * The admin's messages are translated from English whatever SOURCE_LOCALE says (docs/decisions/0088):
 * the tests' SOURCE_LOCALE is sk (wrangler.toml). An `admin.*` key's text is checked against its en
 * text; a site key's still against sk.
 */
let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(emptyStore);

interface Cell {
  text: string;
  version: number;
  problems: { code: string }[];
  outdatedSource?: string | null;
}

const cell = async (key: string, locale: string) =>
  (await json<{ key: { values: Record<string, Cell> } }>(await call(admin, "GET", `/keys/${key}`))).key.values[locale];
const codes = async (key: string, locale: string) => (await cell(key, locale))?.problems.map((p) => p.code);

/** en has {name}, sk has none: which of them a translation is compared with shows in its problems. */
const TEXTS = { en: "Hello {name}", sk: "Ahoj" };

describe("an admin key's cells are checked against English", () => {
  it("on save: pl lacking en's argument is flagged, pl matching en but not sk is not; a site key compares with sk", async () => {
    await write(admin, "admin.test.greeting", TEXTS);
    await write(admin, "misc.greeting", TEXTS);
    await write(admin, "admin.test.greeting", { pl: "Cześć", hu: "Szia {name}" });
    await write(admin, "misc.greeting", { pl: "Cześć", hu: "Szia {name}" });
    expect(await codes("admin.test.greeting", "pl")).toEqual(["argument-missing"]);
    expect(await codes("admin.test.greeting", "hu")).toEqual([]);
    // The site's key: sk has no {name}, so pl is fine and hu added one.
    expect(await codes("misc.greeting", "pl")).toEqual([]);
    expect(await codes("misc.greeting", "hu")).toEqual(["argument-added"]);
    // en is an admin key's source, so it is checked on its own, and sk against it.
    expect(await codes("admin.test.greeting", "en")).toEqual([]);
    expect(await codes("admin.test.greeting", "sk")).toEqual(["argument-missing"]);
  });

  it("rechecks and marks outdated the other cells when en changes, not when sk does", async () => {
    await write(admin, "admin.test.greeting", { en: "Hello", sk: "Ahoj", pl: "Cześć" });
    await write(admin, "admin.test.greeting", { sk: "Ahoj {name}" });
    expect(await codes("admin.test.greeting", "pl")).toEqual([]);
    expect((await cell("admin.test.greeting", "pl"))?.outdatedSource ?? null).toBeNull();
    await write(admin, "admin.test.greeting", { en: "Hello {name}" });
    expect(await codes("admin.test.greeting", "pl")).toEqual(["argument-missing"]);
    expect((await cell("admin.test.greeting", "pl"))?.outdatedSource).toBe("Hello");
  });

  it("on import: an admin key's pl is checked against en, from the file or the store", async () => {
    await write(admin, "admin.test.greeting", TEXTS);
    const outcome = await importTranslations(env, {
      files: [
        { name: "pl.json", format: "nested-json", content: '{"admin":{"test":{"greeting":"Cześć"}}}' },
        { name: "hu.json", format: "nested-json", content: '{"admin":{"test":{"other":"{n} perc"}}}' },
        { name: "en.json", format: "nested-json", content: '{"admin":{"test":{"other":"{n} minutes"}}}' },
      ],
      importer: { actor: "cli:test", canEdit: () => true, canAddKeys: true },
      sourceLocale: "sk",
      dryRun: true,
      reviewed: true,
      label: { format: "nested-json", fileName: "pl.json" },
      overwriteConflicts: true,
    });
    const problems = (key: string, locale: string) =>
      outcome.entries.find((e) => e.key === key && e.locale === locale)?.problems.map((p) => p.code);
    expect(problems("admin.test.greeting", "pl")).toEqual(["argument-missing"]);
    expect(problems("admin.test.other", "hu")).toEqual([]);
  });

  it("in a bulk copy, and a bulk text action leaves en alone as the source", async () => {
    await write(admin, "admin.test.greeting", { ...TEXTS, pl: "Cześć {name}" });
    const copied = await json<BulkResult>(
      await call(admin, "POST", "/bulk", {
        action: "copy-from",
        from: "sk",
        locale: "pl",
        keys: ["admin.test.greeting"],
        dryRun: false,
      }),
    );
    expect(copied.changed).toBe(1);
    expect(await codes("admin.test.greeting", "pl")).toEqual(["argument-missing"]);
    const cleared = await json<BulkResult>(
      await call(admin, "POST", "/bulk", { action: "clear", locale: "en", keys: ["admin.test.greeting"] }),
    );
    expect(cleared.skipped.sourceLocale).toBe(1);
  });

  it("judges cross-key consistency among the admin's keys by English, never with the site's", async () => {
    await write(admin, "misc.save", { sk: "Uložiť", en: "Save", pl: "Zapisz" });
    await write(admin, "admin.a.save", { en: "Save", sk: "Uložiť", pl: "Zachowaj" });
    // Same en text as a site key's translation: not a shared source, so no warning.
    expect(await codes("admin.a.save", "pl")).toEqual([]);
    expect(await codes("misc.save", "pl")).toEqual([]);
    await write(admin, "admin.b.save", { en: "Save", sk: "Uložiť", pl: "Zapisz" });
    expect(await codes("admin.a.save", "pl")).toEqual(["inconsistent-translation"]);
    expect(await codes("admin.b.save", "pl")).toEqual(["inconsistent-translation"]);
    expect(await codes("misc.save", "pl")).toEqual([]);
    // The site's source is sk: the admin keys' sk texts agree, their en source is the same: no warning in sk.
    expect(await codes("admin.a.save", "sk")).toEqual([]);
  });

  it("suggestions of an admin key are for translating from English: en has none to give", async () => {
    await write(admin, "admin.test.greeting", TEXTS);
    const res = await call(admin, "GET", "/keys/admin.test.greeting/suggestions/en?from=memory");
    expect(res.status).toBe(400);
    expect((await call(admin, "GET", "/keys/admin.test.greeting/suggestions/sk?from=memory")).status).toBe(200);
    expect((await call(admin, "GET", "/keys/misc.none/suggestions/sk?from=memory")).status).toBe(400);
  });
});

describe("the list's scope and the dashboard", () => {
  it("lists the site's keys by default, the admin's with scope=admin (from English), and counts the site's", async () => {
    await write(admin, "admin.test.greeting", TEXTS);
    await write(admin, "misc.greeting", TEXTS);
    const names = (list: ListResult) => list.items.map((i) => i.name);
    const site = await json<ListResult>(await call(admin, "GET", ""));
    expect(names(site)).toEqual(["misc.greeting"]);
    expect(site.sourceLocale).toBe("sk");
    const own = await json<ListResult>(await call(admin, "GET", "?scope=admin"));
    expect(names(own)).toEqual(["admin.test.greeting"]);
    expect(own.sourceLocale).toBe("en");
    expect(names(await json<ListResult>(await call(admin, "GET", "?scope=site")))).toEqual(["misc.greeting"]);
    expect((await call(admin, "GET", "?scope=everything")).status).toBe(400);
    const stats = await json<Stats>(await call(admin, "GET", "/stats"));
    expect(stats.totalKeys).toBe(1);
    expect(stats.locales.find((l) => l.locale === "sk")?.translated).toBe(1);
    expect(stats.unusedKeys).toBe(1);
  });
});
