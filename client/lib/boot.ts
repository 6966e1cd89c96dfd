import type { DehydratedState } from "@tanstack/react-query";
import { type AppConfig, BOOT_GLOBAL } from "../../common/contracts/app-config";
import type { MessageBundle } from "../i18n/messages";
import { QUERY_STATE_GLOBAL } from "./query";

declare global {
  interface Window {
    [BOOT_GLOBAL]?: AppConfig;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
    [QUERY_STATE_GLOBAL]?: DehydratedState;
  }
}

export function readBootData(): AppConfig {
  const config = window[BOOT_GLOBAL];
  if (!config) throw new Error(`${BOOT_GLOBAL} missing: the page was not rendered by the worker`);
  return config;
}

/** The message bundle the page was rendered with (the root loader's data). */
export function renderedMessages(): MessageBundle | undefined {
  return window.__staticRouterHydrationData?.loaderData?.root as MessageBundle | undefined;
}

/** The queries the server fetched while rendering, so hydration does not fetch them again. */
export function readBootQueries(): DehydratedState | undefined {
  return window[QUERY_STATE_GLOBAL];
}
