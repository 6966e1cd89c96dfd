import { env } from "cloudflare:test";
import { flatten } from "../../common/flatten";
import { allSeedMessages } from "../../worker/services/site/messages";
import type { ImportRow } from "../../worker/services/translations/import-sql";
import { writeImport } from "../../worker/services/translations/import-translations";
import { publishRevision } from "../../worker/services/translations/publish";

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
