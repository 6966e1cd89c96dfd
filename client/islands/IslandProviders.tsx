import type { ReactNode } from "react";
import { type AppConfig, AppConfigProvider } from "../lib/app-config";
import { ColourModeProvider } from "../lib/colour-mode";
import { IconDataContext, type IconDataSource } from "../lib/icon-data";

/** What an island's components read from context: the server renders them inside the app's providers, which give the same. */
export function IslandProviders({
  config,
  icons,
  children,
}: {
  config: AppConfig;
  icons: IconDataSource;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider value={config}>
      <ColourModeProvider initial={config.colorMode}>
        <IconDataContext value={icons}>{children}</IconDataContext>
      </ColourModeProvider>
    </AppConfigProvider>
  );
}
