import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAdminKey } from "../../common/admin-locale";
import { type ImportRun, importTranslations } from "../../worker/services/translations/import-translations";
import { currentRevision } from "../../worker/services/translations/revision";
import { createAccount, signIn } from "./auth-helpers";
import { call, cellOf, emptyStore, json, write } from "./suggestions-helpers";

/**
 * The seed import of the admin's messages (scripts/i18n.mjs with no path, docs/decisions/0088):
 * as the command line runs it, one file per locale under `admin`, reviewed, `seeds` naming the
 * admin's keys. A re-run changes nothing; a deploy's new messages and new seed texts arrive; a
 * text someone changed in the editor stays.
 */
let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(emptyStore);

const CLI = { actor: "cli:i18n-import", canEdit: () => true, canAddKeys: true };

function seedRun(areas: Record<string, Record<string, Record<string, string>>>): ImportRun {
  return {
    files: Object.entries(areas).map(([locale, tree]) => ({
      name: `locales/admin/${locale}`,
      format: "nested-json",
      content: JSON.stringify({ admin: tree }),
      locale: locale as "en",
    })),
    importer: CLI,
    sourceLocale: "sk",
    dryRun: false,
    reviewed: true,
    label: { format: "files", fileName: "admin" },
    overwriteConflicts: true,
    seeds: isAdminKey,
  };
}

const SEED = {
  en: { common: { save: "Save", cancel: "Cancel" } },
  pl: { common: { save: "Zapisz", cancel: "Anuluj" } },
};

const text = async (key: string, locale: string) => (await cellOf(admin, key, locale))?.text;

describe("the admin's seed", () => {
  it("imports admin.<area>.<path> keys, reviewed, and a re-run changes nothing", async () => {
    const first = await importTranslations(env, seedRun(SEED));
    expect(first.dryRun).toBe(false);
    expect(await text("admin.common.save", "pl")).toBe("Zapisz");
    expect((await cellOf(admin, "admin.common.save", "pl"))?.reviewedVersion).toBe(1);
    const revision = await currentRevision(env.DB);
    const again = await importTranslations(env, seedRun(SEED));
    expect(again.dryRun === false && again.written).toBe(0);
    expect(again.skipped).toEqual({});
    expect(await currentRevision(env.DB)).toBe(revision);
  });

  it("brings a deploy's new messages and new seed texts, and keeps a text someone changed", async () => {
    await importTranslations(env, seedRun(SEED));
    await write(admin, "admin.common.save", { pl: "Zachowaj" });
    const next = {
      en: { common: { save: "Save", cancel: "Cancel", close: "Close" } },
      pl: { common: { save: "Zapisz zmiany", cancel: "Porzuć", close: "Zamknij" } },
    };
    const outcome = await importTranslations(env, seedRun(next));
    expect(outcome.skipped).toEqual({ edited: 1 });
    // The translator's word stays; the seed's own texts follow the seed; the new message arrives.
    expect(await text("admin.common.save", "pl")).toBe("Zachowaj");
    expect(await text("admin.common.cancel", "pl")).toBe("Porzuć");
    expect(await text("admin.common.close", "pl")).toBe("Zamknij");
    // Keys the seed does not name as its own (a site's file in the same run) are imported as ever.
    await write(admin, "home.title", { sk: "Ahoj" });
    const site = seedRun({});
    site.files = [{ name: "sk.json", format: "nested-json", content: '{"home":{"title":"Vitajte"}}' }];
    await importTranslations(env, site);
    expect(await text("home.title", "sk")).toBe("Vitajte");
  });

  it("lists the seeded keys under the Admin filter only", async () => {
    await importTranslations(env, seedRun(SEED));
    const names = async (query: string) =>
      (await json<{ items: { name: string }[] }>(await call(admin, "GET", query))).items.map((i) => i.name);
    expect(await names("")).toEqual([]);
    expect(await names("?scope=admin")).toEqual(["admin.common.cancel", "admin.common.save"]);
  });
});
