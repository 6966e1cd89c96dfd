import type { ReactNode } from "react";
import type { AppConfig } from "../../common/contracts/app-config";
import { AppConfigProvider } from "../lib/app-config";
import { ColourModeProvider } from "../lib/colour-mode";
import { IconDataContext, type IconDataSource } from "../lib/icon-data";

/** What an island's components read from context: app config, colour mode, icon data. The app's providers (client/lib/app-providers.tsx) wrap these, so the server renders islands with the same values. */
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
