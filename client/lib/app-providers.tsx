import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AppConfig } from "../../common/contracts/app-config";
import { IslandProviders } from "../islands/IslandProviders";
import type { IconDataSource } from "./icon-data";

/**
 * Everything the app's tree needs above the router, the same on the server and in the browser:
 * the query cache around what a public page's islands get too.
 */
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
    <QueryClientProvider client={queryClient}>
      <IslandProviders config={config} icons={icons}>
        {children}
      </IslandProviders>
    </QueryClientProvider>
  );
}
