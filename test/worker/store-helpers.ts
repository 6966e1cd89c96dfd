import { env } from "cloudflare:test";
import { flatten } from "../../common/flatten";
import type { LocaleCode } from "../../common/locales";
import { allSeedMessages } from "../../worker/services/site/messages";
import { bundleKey, decodePointer, REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import type { ImportRow } from "../../worker/services/translations/import-sql";
import { writeImport } from "../../worker/services/translations/import-translations";
import { publishRevision } from "../../worker/services/translations/publish";
import { currentPointer } from "../../worker/services/translations/revision";

/** The seed files as import entries, sk first (as `npm run i18n:import` orders them). */
export async function seedEntries(): Promise<ImportRow[]> {
  return (await allSeedMessages(env.ASSETS)).flatMap(([locale, seed]) =>
    Object.entries(flatten(seed)).map(([key, text]) => ({ key, locale, text })),
  );
}

/**
 * Empties the store (storage is shared by the tests of a file; the revision keeps
 * growing, as bundles are cached by revision), then loads
 * `locales/` into D1 and publishes the revision to KV, as a deployment would.
 */
export async function seedStore(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM i18n_history"),
    env.DB.prepare("DELETE FROM i18n_values"),
    env.DB.prepare("DELETE FROM i18n_keys"),
    env.DB.prepare("DELETE FROM i18n_imports"),
    env.DB.prepare("DELETE FROM i18n_locale_settings"),
    // The revision only ever grows, as in production: bundles are cached by revision.
  ]);
  await emptyKv();
  await writeImport(env.DB, await seedEntries(), "test:seed");
  await publishRevision(env.DB, env.CACHE);
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Removes every key from the KV namespace: a cold cache. */
export async function emptyKv(): Promise<void> {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((k) => env.CACHE.delete(k.name)));
}

/** The KV key of `locale`'s site bundle that KV's pointer names (null: no pointer in the current shape). */
export async function pointedBundleKey(locale: LocaleCode): Promise<string | null> {
  const pointer = decodePointer(await env.CACHE.get(REVISION_KEY));
  return pointer ? bundleKey(pointer.locales[locale], locale) : null;
}

/** The KV key of `locale`'s site bundle at D1's current bundle revision of that locale. */
export async function currentBundleKey(locale: LocaleCode): Promise<string> {
  return bundleKey((await currentPointer(env.DB)).locales[locale], locale);
}
