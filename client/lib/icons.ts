import { addAPIProvider, addCollection } from "@iconify/react";
import { iconApiPath } from "../../common/app-paths";
import { ICON_MAX_URL_LENGTH, ICON_REQUEST_TIMEOUT_MS } from "../../common/constants";
import { type IconDataSource, pageIconSets, pageIconSource } from "./icon-data";

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
  for (const set of pageIconSets(doc).sets) addCollection(set);
  return pageIconSource(doc);
}
