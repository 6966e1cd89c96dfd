import type { DehydratedState } from "@tanstack/react-query";
import { type AppConfig, BOOT_GLOBAL } from "./app-config";
import { QUERY_STATE_GLOBAL } from "./query";

declare global {
  interface Window {
    [BOOT_GLOBAL]?: AppConfig;
    [QUERY_STATE_GLOBAL]?: DehydratedState;
  }
}

export function readBootData(): AppConfig {
  const config = window[BOOT_GLOBAL];
  if (!config) throw new Error(`${BOOT_GLOBAL} missing: the page was not rendered by the worker`);
  return config;
}

/** The queries the server fetched while rendering, so hydration does not fetch them again. */
export function readBootQueries(): DehydratedState | undefined {
  return window[QUERY_STATE_GLOBAL];
}
