import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KeysDeleted } from "../../common/contracts/translation-responses";
import { currentRevision } from "../../worker/services/translations/revision";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

/** Issue 26, item 4: an admin deletes many keys in one confirmed action. */
let admin: string;
let translator: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(seedStore);

const remove = (body: unknown, cookie = admin) => translationsApi(cookie, "POST", "/keys/delete", body);
const valuesOf = (names: string[]) =>
  countRows(`i18n_values WHERE key_id IN (SELECT id FROM i18n_keys WHERE name IN ('${names.join("','")}'))`);

describe("deleting keys in bulk", () => {
  const names = ["home.title", "nav.home"];

  it("counts what goes in a dry run, then deletes with a history row per translation and key, publishing once", async () => {
    const translations = await valuesOf(names);
    expect(translations).toBeGreaterThan(2);
    const revision = await currentRevision(env.DB);
    const dry = await remove({ keys: names });
    expect(dry.status).toBe(200);
    expect(await dry.json()).toEqual({ dryRun: true, keys: 2, translations });
    expect(await countRows("i18n_keys WHERE name IN ('home.title', 'nav.home')")).toBe(2);

    const res = await remove({ keys: names, dryRun: false, translations });
    expect(res.status).toBe(200);
    const done = (await res.json()) as KeysDeleted;
    expect(done).toMatchObject({ dryRun: false, keys: 2, translations });
    expect(await countRows("i18n_keys WHERE name IN ('home.title', 'nav.home')")).toBe(0);
    expect(await countRows("i18n_history WHERE action = 'delete' AND locale IS NULL")).toBe(2);
    expect(await countRows("i18n_history WHERE action = 'delete' AND locale IS NOT NULL")).toBe(translations);
    expect(await currentRevision(env.DB)).toBe(revision + 1);
    expect((await translationsApi(admin, "GET", "/keys/home.title")).status).toBe(404);
  });

  it("refuses a translator (403), an unknown key (404) and a stale count (409), and deletes nothing", async () => {
    const keys = await countRows("i18n_keys");
    await problemOf(await remove({ keys: names, dryRun: false, translations: 1 }, translator), 403);
    const unknown = await problemOf(await remove({ keys: ["home.title", "no.such.key"] }), 404);
    expect(unknown.detail).toContain("no.such.key");
    const stale = await problemOf(await remove({ keys: names, dryRun: false, translations: 1 }), 409);
    expect(stale.detail).toMatch(/changed since the dry run/);
    await problemOf(await remove({ keys: names, dryRun: false }), 400);
    await problemOf(await remove({ keys: [] }), 400);
    expect(await countRows("i18n_keys")).toBe(keys);
  });
});
