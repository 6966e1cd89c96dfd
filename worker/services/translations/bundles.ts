import { ADMIN_NAMESPACE } from "../../../common/admin-locale";
import { type CompiledMessage, emptyBundle, type CompiledBundle as Messages } from "../../../common/icu/types";
import type { LocaleCode } from "../../../common/locales";
import { SITE_NAMESPACES } from "../../../common/message-scopes";
import { RESERVED_SEGMENTS } from "../../../common/text";
import {
  adminBundleKey,
  BUNDLE_CACHE_TTL_S,
  BUNDLE_TTL_S,
  bundleKey,
  decodePointer,
  encodePointer,
  lastAdminBundleKey,
  lastBundleKey,
  REVISION_KEY,
  REVISION_TTL_S,
} from "./bundle-keys";
import { currentPointer, type Pointer } from "./revision";
import { loadBundle } from "./site-bundle";

/**
 * The public read path: message bundles in KV under a key that carries the
 * revision, filled from D1 on a miss. Never fails: KV down → D1; D1 down →
 * the last bundle KV holds; both → `bundled` (the messages built into the worker).
 * Bundles are built by `publishRevision` (publish.ts); a miss here builds one too, and
 * so does a KV bundle of the wrong shape (`checkedBundle`): it is never rendered.
 */

/**
 * Bundles are immutable per revision, so an isolate keeps the ones it has read:
 * a warm request then costs one KV read (the revision), not two.
 */
const MEMO_LIMIT = 24;
const memo = new Map<string, Messages>();

/** Drops the memo (the tests' fresh store, whose revisions start again from 0). */
export function forgetBundles(): void {
  memo.clear();
}

function remember(key: string, bundle: Messages): Messages {
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, bundle);
  return bundle;
}

/** A compiled message: plain text, or an AST (an array of elements, each with its numeric `type`). */
function isMessage(value: unknown): value is CompiledMessage {
  if (typeof value === "string") return true;
  return (
    Array.isArray(value) &&
    value.every((el) => typeof el === "object" && el !== null && typeof (el as { type?: unknown }).type === "number")
  );
}

/**
 * A bundle read from KV, checked before anything renders it: a flat object of compiled
 * messages under names without a reserved segment, copied onto a null prototype. Anything
 * else (an array, a nested object, a `__proto__` member: a bug or a hand-edited entry) is
 * null, and the caller rebuilds the bundle from D1.
 */
export function checkedBundle(value: unknown): Messages | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const bundle = emptyBundle();
  for (const [key, message] of Object.entries(value)) {
    if (!isMessage(message) || key.split(".").some((segment) => RESERVED_SEGMENTS.has(segment))) return null;
    bundle[key] = message;
  }
  return bundle;
}

export interface StoreDeps {
  db: D1Database;
  kv: KVNamespace;
  /** Lets cache fills outlive the response (ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  bundled: (locale: LocaleCode) => Messages | Promise<Messages>;
  log?: (message: string, error: unknown) => void;
  /** The pointer, when the caller has read it already (the admin's messages): no second KV read. */
  pointer?: Pointer;
  /** Told when a read served less than the revision's bundle (the last bundle, or the built-in messages). */
  onDegraded?: () => void;
  /** Which messages and under which KV keys: the site's (the default), or the admin's (../site/admin-messages.ts). */
  scope?: BundleScope;
}

/** A set of namespaces published as bundles of their own, and the KV keys they are kept under. */
export interface BundleScope {
  namespaces: readonly string[];
  key: (pointer: Pointer, locale: LocaleCode) => string;
  lastKey: (locale: LocaleCode) => string;
}

/** The site's bundles, each named by its locale's own revision (docs/decisions/0095). */
const SITE_SCOPE: BundleScope = {
  namespaces: SITE_NAMESPACES,
  key: (pointer, locale) => bundleKey(pointer.locales[locale], locale),
  lastKey: lastBundleKey,
};

/** The admin's messages (docs/decisions/0087): built when first read, never by a publication; named by the locale's revision (0095). */
export const ADMIN_SCOPE: BundleScope = {
  namespaces: [ADMIN_NAMESPACE],
  // The locale's own bundle revision moves with any change of its texts, the admin's among them.
  key: (pointer, locale) => adminBundleKey(pointer.locales[locale], locale),
  lastKey: lastAdminBundleKey,
};

/**
 * The pointer readers serve: KV's, else D1's (and it is put back quietly); null when neither can
 * be read. A pointer KV holds in an older shape (a bare revision) is read as none.
 */
export async function publishedPointer(deps: {
  db: D1Database;
  kv: KVNamespace;
  quietly: (fill: () => Promise<unknown>) => void;
  log: (message: string, error: unknown) => void;
}): Promise<Pointer | null> {
  const { db, kv, quietly, log } = deps;
  try {
    const cached = decodePointer(await kv.get(REVISION_KEY));
    if (cached !== null) return cached;
  } catch (error) {
    log("KV unavailable for the revision", error);
  }
  try {
    const fresh = await currentPointer(db);
    quietly(() => kv.put(REVISION_KEY, encodePointer(fresh), { expirationTtl: REVISION_TTL_S }));
    return fresh;
  } catch (error) {
    log("D1 unavailable for the revision", error);
    return null;
  }
}

/** A per-request reader: the revision is looked up once, however many locales are read. */
export function createBundleReader(deps: StoreDeps): (locale: LocaleCode) => Promise<Messages> {
  const { db, kv, waitUntil, bundled } = deps;
  const scope = deps.scope ?? SITE_SCOPE;
  const log = deps.log ?? ((message, error) => console.warn(`i18n store: ${message}:`, String(error)));
  // A cache fill must never fail the read, whether the binding throws at once or later.
  const quietly = (fill: () => Promise<unknown>) => {
    try {
      waitUntil(fill().catch((error) => log("cache fill failed", error)));
    } catch (error) {
      log("cache fill failed", error);
    }
  };
  let pointer: Promise<Pointer | null> | undefined;

  /**
   * A KV bundle, checked; a wrong shape is logged and read as a miss. `cacheTtl` only for keys
   * that never change (a revision's bundle), so the location keeps them past KV's default minute.
   */
  const readKv = async (key: string, cacheTtl?: number): Promise<Messages | null> => {
    const raw = await kv.get<unknown>(key, cacheTtl === undefined ? { type: "json" } : { type: "json", cacheTtl });
    const bundle = checkedBundle(raw);
    if (raw !== null && !bundle) log("a bundle of the wrong shape was ignored", key);
    return bundle;
  };

  const findPointer = () => publishedPointer({ db, kv, quietly, log });

  return async (locale) => {
    pointer ??= deps.pointer === undefined ? findPointer() : Promise.resolve(deps.pointer);
    const at = await pointer;
    // Revision 0: nothing was ever imported; the built-in messages are the truth.
    if (at?.revision === 0) return bundled(locale);
    if (at) {
      const key = scope.key(at, locale);
      const known = memo.get(key);
      if (known) return known;
      try {
        const hit = await readKv(key, BUNDLE_CACHE_TTL_S);
        if (hit) return remember(key, hit);
      } catch (error) {
        log("KV unavailable for a bundle", error);
      }
      try {
        const fresh = remember(key, (await loadBundle(db, locale, scope.namespaces)).messages);
        const json = JSON.stringify(fresh);
        quietly(() =>
          Promise.all([kv.put(key, json, { expirationTtl: BUNDLE_TTL_S }), kv.put(scope.lastKey(locale), json)]),
        );
        return fresh;
      } catch (error) {
        log("D1 unavailable for a bundle", error);
      }
    }
    deps.onDegraded?.();
    try {
      const last = await readKv(scope.lastKey(locale));
      if (last) return last;
    } catch (error) {
      log("KV unavailable for the last bundle", error);
    }
    return bundled(locale);
  };
}
