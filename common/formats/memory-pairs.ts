import type { LocaleCode } from "../locales.ts";
import { localeOfTag } from "./file-locale.ts";
import type { TmxUnit } from "./tmx.ts";

/** One source/target pair of the memory. */
export interface MemoryPair {
  source: string;
  locale: LocaleCode;
  target: string;
}

/** The pairs of `units` with the source locale `sourceLocale`, once each, and what was skipped. */
export function pairsOf(units: readonly TmxUnit[], sourceLocale: LocaleCode) {
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  const pairs = new Map<string, MemoryPair>();
  for (const unit of units) {
    const located = unit.variants.map((v) => ({ ...v, locale: localeOfTag(v.lang) }));
    const source = located.find((v) => v.locale === sourceLocale && v.text !== "");
    if (!source) {
      skip("no-source");
      continue;
    }
    for (const v of located) {
      if (v === source || v.locale === sourceLocale) continue;
      if (!v.locale) skip("other-language");
      else if (v.text === "") skip("empty");
      else
        pairs.set(JSON.stringify([source.text, v.locale, v.text]), {
          source: source.text,
          locale: v.locale,
          target: v.text,
        });
    }
  }
  return { pairs: [...pairs.values()], skipped };
}
