import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCALE_CODES, type LocaleCode } from "../../common/locales";
import { bundleKey, decodePointer, REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import { renameKey } from "../../worker/services/translations/keys";
import { publishRevision } from "../../worker/services/translations/publish";
import { BUILT_KEY } from "../../worker/services/translations/publish-plan";
import { setReviewedOnly } from "../../worker/services/translations/review";
import { currentPointer } from "../../worker/services/translations/revision";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { ORIGIN } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * Decision 0095: a publication builds only the bundles of the locales whose bundle revision moved
 * (migrations/0039's triggers), and points readers at each locale's own revision. Counted by the
 * site bundles a publication puts into KV, never timed.
 */

/** KV that writes down the site bundles put into it (their locales), and can refuse some puts. */
function recordingKv(refuse: (key: string) => boolean = () => false) {
  const built: LocaleCode[] = [];
  const kv = new Proxy(env.CACHE, {
    get(target, name) {
      if (name === "put") {
        return (key: string, ...rest: unknown[]) => {
          if (refuse(key)) return Promise.reject(new Error(`KV refused ${key}`));
          const site = /^i18n:site:\d+:([a-z]+):/.exec(key);
          if (site) built.push(site[1] as LocaleCode);
          return (target.put as (...a: unknown[]) => Promise<void>)(key, ...rest);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, built };
}

async function save(key: string, locale: LocaleCode, text: string, kv: KVNamespace) {
  const baseVersion = (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
  const result = await saveTranslation({ DB: env.DB, CACHE: kv }, { key, locale, text, baseVersion }, "test", "sk");
  expect(result.status).toBe("saved");
}

async function pointer() {
  const found = decodePointer(await env.CACHE.get(REVISION_KEY));
  if (!found) throw new Error("no pointer in KV");
  return found;
}

async function served(locale: LocaleCode, key: string): Promise<unknown> {
  const p = await pointer();
  return (await env.CACHE.get<Record<string, unknown>>(bundleKey(p.locales[locale], locale), "json"))?.[key];
}

describe("a publication builds the bundles whose locale changed", () => {
  beforeEach(async () => {
    await seedStore();
  });

  it("a save of a German text builds the German bundle alone; the others keep theirs", async () => {
    const before = await pointer();
    const { kv, built } = recordingKv();
    await save("home.title", "de", "Willkommen daheim", kv);
    expect(built).toEqual(["de"]);
    const after = await pointer();
    expect(after.revision).toBeGreaterThan(before.revision);
    for (const locale of LOCALE_CODES) {
      if (locale === "de") expect(after.locales.de).toBeGreaterThan(before.locales.de);
      else expect([locale, after.locales[locale]]).toEqual([locale, before.locales[locale]]);
    }
    expect(await served("de", "home.title")).toBe("Willkommen daheim");
    // Every other locale's bundle is still the one KV holds under its unchanged revision.
    expect(await served("pl", "home.title")).toBeTypeOf("string");
    const page = await SELF.fetch(`${ORIGIN}/de`);
    expect(await page.text()).toContain("Willkommen daheim");
  });

  it("a change of warnings alone moves no locale; a publication then builds nothing", async () => {
    const before = await currentPointer(env.DB);
    const id = await keyId(env.DB, "home.title");
    await env.DB.prepare(
      `UPDATE i18n_values SET problems = '[{"code":"inconsistent-translation","severity":"warning","message":"x"}]'
       WHERE key_id = ? AND locale = 'de'`,
    )
      .bind(id)
      .run();
    expect(await currentPointer(env.DB)).toEqual(before);
    const { kv, built } = recordingKv();
    await publishRevision(env.DB, kv);
    expect(built).toEqual([]);
  });

  it("a source text's save rebuilds the source locale alone, though it changes the warnings of the others", async () => {
    const id = await keyId(env.DB, "footer.copyright");
    const warningsBefore = (await readTranslation(env.DB, id, "de"))?.problems;
    const { kv, built } = recordingKv();
    // The source loses the placeholders the German text keeps: a warning there, never an error
    // (an error is a text's own: syntax, tags, plural without other), so German is served as it was.
    await save("footer.copyright", "sk", "© Všetky práva vyhradené.", kv);
    const warningsAfter = (await readTranslation(env.DB, id, "de"))?.problems;
    expect(warningsAfter).not.toEqual(warningsBefore);
    expect(warningsAfter?.every((p) => p.severity === "warning")).toBe(true);
    expect(built).toEqual(["sk"]);
    expect(await served("sk", "footer.copyright")).toBe("© Všetky práva vyhradené.");
  });

  it("a key's rename rebuilds every locale; a locale's reviewed-only setting rebuilds that locale", async () => {
    const renamed = recordingKv();
    await renameKey({ DB: env.DB, CACHE: renamed.kv }, "home.title", "home.heading", "test");
    expect([...renamed.built].sort()).toEqual([...LOCALE_CODES].sort());
    expect(await served("hu", "home.heading")).toBeTypeOf("string");

    const setting = recordingKv();
    await setReviewedOnly({ DB: env.DB, CACHE: setting.kv }, "hr", true, { id: 1, email: "admin@example.test" });
    expect(setting.built).toEqual(["hr"]);
  });

  it("a locale whose bundle cannot be built keeps its last good bundle, and the next publication tries it again", async () => {
    const good = await served("de", "home.title");
    const broken = recordingKv((key) => key.startsWith("i18n:site:") && key.includes(":de:"));
    await save("home.title", "de", "Nie gebaut", broken.kv);
    expect(await served("de", "home.title")).toBe(good);
    const status = await env.CACHE.get<{ bundleErrors: { locale: string }[] }>("i18n:publish:status", "json");
    expect(status?.bundleErrors.map((e) => e.locale)).toEqual(["de"]);

    const retry = recordingKv();
    await publishRevision(env.DB, retry.kv);
    expect(retry.built).toEqual(["de"]);
    expect(await served("de", "home.title")).toBe("Nie gebaut");
  });

  it("without a record of what was built (a first publication, or KV lost it), every locale is built", async () => {
    await env.CACHE.delete(BUILT_KEY);
    const { kv, built } = recordingKv();
    await publishRevision(env.DB, kv);
    expect([...built].sort()).toEqual([...LOCALE_CODES].sort());
  });
});
