import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AdminMessageBundle } from "../../common/admin-locale";
import type { AppConfig } from "../../common/contracts/app-config";
import { AdminI18nProvider } from "../admin-i18n/AdminI18nProvider";
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
  adminMessages,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  icons: IconDataSource;
  /** The admin's messages on an admin page (docs/decisions/0087); none on the site's pages. */
  adminMessages?: AdminMessageBundle | undefined;
  children: ReactNode;
}) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <IslandProviders config={config} icons={icons}>
        {children}
      </IslandProviders>
    </QueryClientProvider>
  );
  return adminMessages ? <AdminI18nProvider bundle={adminMessages}>{tree}</AdminI18nProvider> : tree;
}
