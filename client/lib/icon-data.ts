import type { IconifyJSON } from "@iconify/types";
import { createContext } from "react";
import { type IconName, splitIconName } from "../../common/icons";

/** Id of the JSON block that carries the data of the icons a page rendered on the server. */
export const ICON_DATA_ID = "__icons";

/** One icon's drawing, with its set's defaults applied: what an `<svg>` needs. */
export interface IconDrawing {
  body: string;
  width: number;
  height: number;
}

/**
 * The icon data that travels with a page. On the server it collects the icons the page
 * renders and serialises their data; in the browser it repeats what came. `get` draws an
 * icon from that data (no Iconify runtime needed for it).
 */
export interface IconDataSource {
  add(name: IconName): void;
  json(): string;
  get(name: IconName): IconDrawing | undefined;
}

export const IconDataContext = createContext<IconDataSource | null>(null);

/** The drawing of `icon` in `sets`, if one of them has it (own properties only: names are data). */
export function drawIcon(sets: readonly IconifyJSON[], icon: string): IconDrawing | undefined {
  const { prefix, name } = splitIconName(icon);
  const set = sets.find((s) => s.prefix === prefix);
  const data = set && Object.hasOwn(set.icons, name) ? set.icons[name] : undefined;
  if (!set || !data) return undefined;
  return { body: data.body, width: data.width ?? set.width ?? 16, height: data.height ?? set.height ?? 16 };
}

/** The page's icon block, parsed (an empty list when it is missing). */
export function pageIconSets(doc: Document): { text: string; sets: IconifyJSON[] } {
  const text = doc.getElementById(ICON_DATA_ID)?.textContent ?? "[]";
  return { text, sets: JSON.parse(text) as IconifyJSON[] };
}

/** What the browser hands the hydrated tree: the server's icon data, repeated as it came. */
export function pageIconSource(doc: Document): IconDataSource {
  const { text, sets } = pageIconSets(doc);
  return { add: () => {}, json: () => text, get: (name) => drawIcon(sets, name) };
}
