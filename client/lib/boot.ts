import { type AppConfig, BOOT_GLOBAL } from "./app-config";

declare global {
  interface Window {
    [BOOT_GLOBAL]?: AppConfig;
  }
}

export function readBootData(): AppConfig {
  const config = window[BOOT_GLOBAL];
  if (!config) throw new Error(`${BOOT_GLOBAL} missing: the page was not rendered by the worker`);
  return config;
}
