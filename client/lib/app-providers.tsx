import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type AppConfig, AppConfigProvider } from "./app-config";
import { ColourModeProvider } from "./colour-mode";
import { IconDataContext, type IconDataSource } from "./icon-data";

/** Everything the app's tree needs above the router, the same on the server and in the browser. */
export function AppProviders({
  config,
  queryClient,
  icons,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  icons: IconDataSource;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <ColourModeProvider initial={config.colorMode}>
          <IconDataContext value={icons}>{children}</IconDataContext>
        </ColourModeProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
