import type { ReactNode } from "react";
import type { AppConfig } from "../../common/contracts/app-config";
import { AppConfigProvider } from "../lib/app-config";
import { ColorModeProvider } from "../lib/color-mode";
import { IconDataContext, type IconDataSource } from "../lib/icon-data";

/** What an island's components read from context: app config, color mode, icon data. The app's providers (client/lib/app-providers.tsx) wrap these, so the server renders islands with the same values. */
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
      <ColorModeProvider initial={config.colorMode}>
        <IconDataContext value={icons}>{children}</IconDataContext>
      </ColorModeProvider>
    </AppConfigProvider>
  );
}
