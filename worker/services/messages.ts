import { flatten, type Nested } from "../../common/flatten";
import { compileBundle } from "../../common/icu/compile";
import type { CompiledBundle } from "../../common/icu/types";
import { LOCALES, type LocaleCode } from "../../common/locales";
import type { Bindings } from "../env";
import { createBundleReader, type StoreDeps } from "./translations/bundles";

/**
 * Where the worker gets a locale's messages (without the fallback merged in): flat,
 * compiled ICU messages. Pages and the API know only this interface.
 */
export interface MessageSource {
  get(locale: LocaleCode): Promise<CompiledBundle>;
}

/**
 * The seed file of a locale (`locales/<code>.json`), nested, or an empty object when the
 * locale has none yet (its visitors then get the fallback chain). The template import
 * lets the bundler include every file of `locales/`, so a new locale is one row of
 * `LOCALES` plus its file.
 */
async function importSeed(code: LocaleCode): Promise<Nested> {
  try {
    const module = (await import(`../../locales/${code}.json`)) as { default: Nested };
    return module.default;
  } catch {
    return {};
  }
}

const seeds = new Map<LocaleCode, Promise<Nested>>();
const compiled = new Map<LocaleCode, Promise<CompiledBundle>>();

/** The nested seed messages of a locale, as in `locales/`. */
export function seedMessages(locale: LocaleCode): Promise<Nested> {
  let seed = seeds.get(locale);
  if (!seed) {
    seed = importSeed(locale);
    seeds.set(locale, seed);
  }
  return seed;
}

/** The seed messages compiled, once per isolate: what visitors get before anything was imported. */
export function bundledMessages(locale: LocaleCode): Promise<CompiledBundle> {
  let bundle = compiled.get(locale);
  if (!bundle) {
    bundle = seedMessages(locale).then((seed) => compileBundle(Object.entries(flatten(seed))).messages);
    compiled.set(locale, bundle);
  }
  return bundle;
}

/** Every locale of the table with its seed file (nested), in table order. */
export async function allSeedMessages(): Promise<Array<[LocaleCode, Nested]>> {
  return Promise.all(LOCALES.map(async ({ code }) => [code, await seedMessages(code)] as [LocaleCode, Nested]));
}

export const bundledMessageSource: MessageSource = { get: bundledMessages };

/**
 * The message source of a request: D1 (the source of truth) through the KV
 * cache, degrading to the bundled messages. One per request.
 */
export function messageSource(
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  options: Pick<StoreDeps, "revision" | "onDegraded"> = {},
): MessageSource {
  const read = createBundleReader({ db: env.DB, kv: env.CACHE, waitUntil, bundled: bundledMessages, ...options });
  return { get: read };
}
