import { readFileSync } from "node:fs";
import type { LocaleCode } from "../../common/locales.ts";

/** The site's seed messages (locales/<code>.json) as export rows, for the XLIFF tests. */

/** The seed's source is Slovak; these nine are its targets. */
export const SEED_TARGETS = ["en", "cz", "de", "hr", "hu", "pl", "ru", "rs", "si"] as const satisfies LocaleCode[];

type Flat = Record<string, string>;
const flat = (tree: Record<string, unknown>, prefix = "", out: Flat = {}): Flat => {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out[`${prefix}${k}`] = v;
    else flat(v as Record<string, unknown>, `${prefix}${k}.`, out);
  }
  return out;
};

export const messages = (locale: string): Flat => flat(JSON.parse(readFileSync(`locales/${locale}.json`, "utf8")));

/** Every third text waits for review, every fifth key has a description. */
export const rows = (texts: Flat, locale: string) =>
  Object.entries(texts).map(([name, text], i) => ({
    name,
    locale,
    text,
    position: i,
    reviewed: i % 3 === 0 ? 0 : 1,
    outdated: 0,
    description: i % 5 === 0 ? `Where ${name} is shown` : "",
  }));
