import { SEED_ASSET_DIR } from "../../../common/app-paths";
import { flatten, type Nested } from "../../../common/flatten";
import { compileBundle } from "../../../common/icu/compile";
import type { CompiledBundle } from "../../../common/icu/types";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import type { Bindings } from "../../env";
// Not the domain's index: a visitor's isolate reads bundles and loads none of the editor's services (decision 0072).
import { createBundleReader, type StoreDeps } from "../translations/bundles";

/**
 * Where the worker gets a locale's messages (without the fallback merged in): flat,
 * compiled ICU messages. Pages and the API know only this interface.
 */
export interface MessageSource {
  get(locale: LocaleCode): Promise<CompiledBundle>;
}

/** The static assets binding, or anything that answers its requests the same way. */
export type SeedAssets = Pick<Fetcher, "fetch">;

/**
 * The seed file of a locale (`locales/<code>.json`, copied among the static assets by the
 * build: vite.config.ts `seedAssets`), nested, or an empty object when the locale has none
 * (its visitors then get the fallback chain) or it cannot be read. The worker's bundle carries
 * no messages: its size does not grow with the site's text.
 */
async function readSeed(assets: SeedAssets, code: LocaleCode): Promise<Nested> {
  try {
    const res = await assets.fetch(`https://assets.invalid${SEED_ASSET_DIR}/${code}.json`);
    if (!res.ok) return {};
    const seed: unknown = await res.json();
    return seed !== null && typeof seed === "object" && !Array.isArray(seed) ? (seed as Nested) : {};
  } catch {
    return {};
  }
}

/** Per isolate: the static assets of a deployment never change under it. An empty read is not kept. */
const seeds = new Map<LocaleCode, Promise<Nested>>();
const compiled = new Map<LocaleCode, Promise<CompiledBundle>>();

/** The nested seed messages of a locale, as in `locales/`. */
export function seedMessages(assets: SeedAssets, locale: LocaleCode): Promise<Nested> {
  let seed = seeds.get(locale);
  if (!seed) {
    seed = readSeed(assets, locale).then((read) => {
      if (Object.keys(read).length === 0) seeds.delete(locale);
      return read;
    });
    seeds.set(locale, seed);
  }
  return seed;
}

/** The seed messages compiled, once per isolate: what visitors get before anything was imported. */
export function bundledMessagesFrom(assets: SeedAssets): (locale: LocaleCode) => Promise<CompiledBundle> {
  return (locale) => {
    let bundle = compiled.get(locale);
    if (!bundle) {
      bundle = seedMessages(assets, locale).then((seed) => {
        if (Object.keys(seed).length === 0) compiled.delete(locale);
        return compileBundle(Object.entries(flatten(seed))).messages;
      });
      compiled.set(locale, bundle);
    }
    return bundle;
  };
}

/** Every locale of the table with its seed file (nested), in table order. */
export async function allSeedMessages(assets: SeedAssets): Promise<Array<[LocaleCode, Nested]>> {
  return Promise.all(LOCALES.map(async ({ code }) => [code, await seedMessages(assets, code)] as [LocaleCode, Nested]));
}

/**
 * The message source of a request: D1 (the source of truth) through the KV
 * cache, degrading to the bundled messages. One per request.
 */
export function messageSource(
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  options: Pick<StoreDeps, "pointer" | "onDegraded"> = {},
): MessageSource {
  const read = createBundleReader({
    db: env.DB,
    kv: env.CACHE,
    waitUntil,
    bundled: bundledMessagesFrom(env.ASSETS),
    ...options,
  });
  return { get: read };
}
