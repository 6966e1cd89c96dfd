import { addCollection } from "@iconify/react";
import { drawIcon, type IconDataSource } from "../../client/lib/icon-data";
import { type IconBundle, type IconSet, splitIconName } from "../../common/icons";
import { scriptSafeJson } from "../../common/script-json";
import bundle from "../../dist/client/.vite/icons.json";

/** The icons of `APP_ICONS`, extracted from the installed sets at build time (vite.config.ts). */
export const ICONS: IconBundle = bundle as IconBundle;

const SETS = new Map(ICONS.sets.map((set) => [set.prefix, set]));

// The server renders every icon from memory: it never asks an icon API.
for (const set of ICONS.sets) addCollection(set);

/**
 * The named icons of one set that exist, in the IconifyJSON format, and the names that do not.
 * Names come from the request: only the set's own icons count (never `constructor` or
 * `__proto__` from `Object.prototype`), collected in an object without a prototype.
 */
export function iconSubset(prefix: string, names: readonly string[]): { set: IconSet | null; missing: string[] } {
  const source = SETS.get(prefix);
  const icons: IconSet["icons"] = Object.create(null);
  const missing: string[] = [];
  for (const name of names) {
    const icon = source && Object.hasOwn(source.icons, name) ? source.icons[name] : undefined;
    if (icon) icons[name] = icon;
    else missing.push(name);
  }
  if (!source || Object.keys(icons).length === 0) return { set: null, missing };
  const { icons: _all, ...rest } = source;
  return { set: { ...rest, icons }, missing };
}

/**
 * Collects the icons one page renders, so exactly their data goes to the browser
 * with the page and hydration finds them without a request.
 */
export function createIconCollector(): IconDataSource {
  const used = new Set<string>();
  return {
    add: (name) => used.add(name),
    get: (name) => drawIcon(ICONS.sets, name),
    json() {
      const byPrefix = new Map<string, string[]>();
      for (const icon of used) {
        const { prefix, name } = splitIconName(icon);
        byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), name]);
      }
      const sets = [...byPrefix].flatMap(([prefix, names]) => iconSubset(prefix, names).set ?? []);
      return scriptSafeJson(sets);
    },
  };
}
