import { addAPIProvider, addCollection, type IconifyJSON } from "@iconify/react";
import { createContext } from "react";
import { iconApiPath } from "../../common/app-paths";
import { ICON_MAX_URL_LENGTH, ICON_REQUEST_TIMEOUT_MS } from "../../common/constants";
import type { IconName } from "../../common/icons";

/** Id of the JSON block that carries the data of the icons a page rendered on the server. */
export const ICON_DATA_ID = "__icons";

/**
 * The icon data that travels with a page. On the server it collects the icons the
 * page renders and serialises their data; in the browser it repeats what came.
 */
export interface IconDataSource {
  add(name: IconName): void;
  json(): string;
}

export const IconDataContext = createContext<IconDataSource | null>(null);

/**
 * Points Iconify's default provider at the worker's own icon API (never a
 * third-party service), with the spec's URL length limit (longer lists are split
 * into several requests) and request timeout. Iconify's `rotate` (the wait before
 * it tries the next resource) keeps its default of 750 ms, the spec's "rotate 750".
 */
export function configureIconApi(version: string, origin: string): void {
  addAPIProvider("", {
    resources: [origin],
    path: iconApiPath(version),
    maxURL: ICON_MAX_URL_LENGTH,
    timeout: ICON_REQUEST_TIMEOUT_MS,
  });
}

/** Puts the server's icon data into Iconify's storage before hydration, and repeats it for the hydrated tree. */
export function readBootIcons(doc: Document): IconDataSource {
  const text = doc.getElementById(ICON_DATA_ID)?.textContent ?? "[]";
  for (const set of JSON.parse(text) as IconifyJSON[]) addCollection(set);
  return { add: () => {}, json: () => text };
}
