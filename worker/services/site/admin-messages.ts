import {
  ADMIN_NAMESPACE,
  ADMIN_SOURCE_LOCALE,
  type AdminLocale,
  PSEUDO_LOCALE,
  storeLocaleOf,
} from "../../../common/admin-locale";
import { adminSeedAssetPath } from "../../../common/app-paths";
import { flatten, type Nested } from "../../../common/flatten";
import { compileBundle } from "../../../common/icu/compile";
import { type CompiledBundle, emptyBundle } from "../../../common/icu/types";
import type { LocaleCode } from "../../../common/locales";
import { pseudoBundle } from "../../../common/pseudo-locale";
import type { Bindings } from "../../env";
import { ADMIN_SCOPE, createBundleReader, publishedPointer } from "../translations/bundles";
import type { SeedAssets } from "./messages";

/**
 * The admin's messages (docs/decisions/0087-the-admin-speaks-ten-languages.md): the store's
 * `admin` namespace, published like the site's (KV bundles per revision, built from D1 on first
 * read), over the seed files of `locales/admin/` that the build put among the static assets. The
 * seed is the floor: a message the store does not have (a deploy's new message, not imported
 * yet) or cannot serve (a text with an error) shows its seed text. English is the fallback of
 * every other locale, and the pseudo-locale is made from it.
 */
export interface AdminMessages {
  locale: AdminLocale;
  /** The store's revision and the build: part of the messages' URL, so a browser keeps them until either changes. */
  version: string;
  /** The locale's messages (every key the fallback has, or fewer). */
  current: CompiledBundle;
  /** English, the admin's source. */
  fallback: CompiledBundle;
}

/** Per isolate: the seed of a deployment never changes under it. An empty read is not kept. */
const seeds = new Map<LocaleCode, Promise<CompiledBundle>>();

async function readSeed(assets: SeedAssets, code: LocaleCode): Promise<CompiledBundle> {
  try {
    const res = await assets.fetch(`https://assets.invalid${adminSeedAssetPath(code)}`);
    if (!res.ok) return emptyBundle();
    const seed: unknown = await res.json();
    if (seed === null || typeof seed !== "object" || Array.isArray(seed)) return emptyBundle();
    return compileBundle(Object.entries(flatten(seed as Nested, ADMIN_NAMESPACE))).messages;
  } catch (error) {
    console.warn("admin messages: seed unreadable:", String(error));
    return emptyBundle();
  }
}

function adminSeed(assets: SeedAssets, code: LocaleCode): Promise<CompiledBundle> {
  let seed = seeds.get(code);
  if (!seed) {
    seed = readSeed(assets, code).then((read) => {
      if (Object.keys(read).length === 0) seeds.delete(code);
      return read;
    });
    seeds.set(code, seed);
  }
  return seed;
}

/** The seed with the store's messages over it (a new object; neither is changed). */
function over(seed: CompiledBundle, stored: CompiledBundle): CompiledBundle {
  if (seed === stored) return seed;
  return Object.assign(emptyBundle(), seed, stored);
}

/** Merged bundles of a version, per isolate: a warm admin page load builds nothing. */
const MEMO_LIMIT = 12;
const memo = new Map<string, AdminMessages>();

/**
 * A per-request reader of the admin's messages. `build` is the deployment's build id: the seed
 * changes only with it. Never fails: the bundle reader degrades to KV's last bundle and then to
 * the seed, as a visitor's does.
 */
export function adminMessageReader(
  env: Pick<Bindings, "DB" | "CACHE" | "ASSETS">,
  waitUntil: (promise: Promise<unknown>) => void,
  build: string,
): (locale: AdminLocale) => Promise<AdminMessages> {
  const log = (message: string, error: unknown) => console.warn(`admin messages: ${message}:`, String(error));
  const quietly = (fill: () => Promise<unknown>) => {
    try {
      waitUntil(fill().catch((error) => log("cache fill failed", error)));
    } catch (error) {
      log("cache fill failed", error);
    }
  };
  const pointer = publishedPointer({ db: env.DB, kv: env.CACHE, quietly, log });
  let read: ((locale: LocaleCode) => Promise<CompiledBundle>) | undefined;
  const stored = async (locale: LocaleCode) => {
    const at = await pointer;
    read ??= createBundleReader({
      db: env.DB,
      kv: env.CACHE,
      waitUntil,
      bundled: (code) => adminSeed(env.ASSETS, code),
      log,
      ...(at === null ? {} : { pointer: at }),
      scope: ADMIN_SCOPE,
    });
    return over(await adminSeed(env.ASSETS, locale), await read(locale));
  };

  return async (locale) => {
    const at = await pointer;
    // The version moves with the two locales its messages come from (the locale's and English, the
    // fallback; decision 0095), so a save in another language leaves this URL, and the browser's
    // cached copy, as they are. A store that cannot say its revision is read afresh each time:
    // never memoised under a guess.
    const version = at
      ? `${at.locales[storeLocaleOf(locale)]}-${at.locales[ADMIN_SOURCE_LOCALE]}.${build}`
      : `x.${build}`;
    const id = `${version}:${locale}`;
    const known = at === null ? undefined : memo.get(id);
    if (known) return known;
    const fallback = await stored(ADMIN_SOURCE_LOCALE);
    const store = storeLocaleOf(locale);
    const current =
      locale === PSEUDO_LOCALE
        ? pseudoBundle(fallback)
        : store === ADMIN_SOURCE_LOCALE
          ? fallback
          : await stored(store);
    const messages: AdminMessages = { locale, version, current, fallback };
    if (at !== null) {
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
      memo.set(id, messages);
    }
    return messages;
  };
}
