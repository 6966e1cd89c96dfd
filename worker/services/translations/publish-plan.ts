import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import type { Pointer } from "./bundle-keys";

/**
 * What a publication builds (docs/decisions/0095): only the locales whose bundle revision moved
 * since the bundles KV holds were built. KV keeps, without expiry, which bundle revision of each
 * locale the last publication built and the messages of each that did not compile, so that a
 * publication which leaves a locale's bundle alone still reports them.
 */
export const BUILT_KEY = "i18n:publish:built";

export interface CompileFailure {
  key: string;
  locale: LocaleCode;
  message: string;
  line?: number;
  column?: number;
}

export interface Built {
  locales: Partial<Record<LocaleCode, number>>;
  uncompiled: CompileFailure[];
}

/** A stored record, checked: anything else (missing, hand-edited, an older shape) is none. */
export function checkedBuilt(value: unknown): Built | null {
  if (typeof value !== "object" || value === null) return null;
  const { locales, uncompiled } = value as Partial<Built>;
  if (typeof locales !== "object" || locales === null || !Array.isArray(uncompiled)) return null;
  const known: Partial<Record<LocaleCode, number>> = {};
  for (const locale of LOCALE_CODES) {
    const n = (locales as Record<string, unknown>)[locale];
    if (Number.isInteger(n)) known[locale] = n as number;
  }
  const failures = uncompiled.filter(
    (f): f is CompileFailure =>
      typeof f === "object" && f !== null && typeof f.key === "string" && LOCALE_CODES.includes(f.locale),
  );
  return { locales: known, uncompiled: failures };
}

/** The locales to build now: those whose revision is not the one last built (every locale when nothing is known). */
export function localesToBuild(pointer: Pointer, built: Built | null): LocaleCode[] {
  return LOCALE_CODES.filter((l) => built?.locales[l] !== pointer.locales[l]);
}

/**
 * After building `rebuilt` (those in `failed` could not be): what KV now holds, and the pointer
 * readers get. A locale that failed keeps the bundle last built for it, so visitors keep its last
 * good state and the next publication tries it again; one never built is named by D1's revision,
 * and readers build it themselves.
 */
export function afterBuild(
  pointer: Pointer,
  before: Built | null,
  rebuilt: readonly LocaleCode[],
  failed: ReadonlySet<LocaleCode>,
  uncompiled: readonly CompileFailure[],
): { built: Built; served: Pointer } {
  const locales: Partial<Record<LocaleCode, number>> = { ...before?.locales };
  const served: Pointer = { revision: pointer.revision, locales: { ...pointer.locales } };
  for (const locale of rebuilt) {
    if (!failed.has(locale)) locales[locale] = pointer.locales[locale];
    else if (before?.locales[locale] !== undefined) served.locales[locale] = before.locales[locale];
  }
  const fresh = new Set(rebuilt.filter((l) => !failed.has(l)));
  const kept = (before?.uncompiled ?? []).filter((f) => !fresh.has(f.locale));
  return { built: { locales, uncompiled: [...kept, ...uncompiled] }, served };
}
