import { createContext, type ReactNode, useContext } from "react";
import type { AppConfig } from "../../common/contracts/app-config";
import type { LocaleCode } from "../../common/locales";

const AppConfigContext = createContext<AppConfig | null>(null);

/** This build's settings from the worker (common/contracts/app-config.ts), for every component below. */
export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={value}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("useAppConfig outside AppConfigProvider");
  return config;
}

/** The locale translators translate from, as the worker configured it. */
export function useSourceLocale(): LocaleCode {
  return useAppConfig().sourceLocale;
}
