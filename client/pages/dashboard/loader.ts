import type { LoaderFunctionArgs } from "react-router";
import { adminKeys } from "../../lib/admin-api";
import { dataSourceContext } from "../../lib/data-source";
import { queryClientContext } from "../../lib/query";

/**
 * Seeds the query cache with the dashboard's figures before rendering: the worker reads
 * them from the store directly, so the first HTML already shows them (and the browser
 * gets them dehydrated); on a client-side visit, cached figures show at once while the
 * page's own query refreshes stale ones. A failure is left to the page's query, which
 * shows it and retries; the failed entry is dropped so the server and the browser both
 * start from "loading".
 */
export async function dashboardLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const source = context.get(dataSourceContext);
  const queryClient = context.get(queryClientContext);
  const adminStats = source.adminStats?.bind(source);
  if (!adminStats) return null;
  try {
    await queryClient.ensureQueryData({ queryKey: adminKeys.stats, queryFn: adminStats });
  } catch {
    queryClient.removeQueries({ queryKey: adminKeys.stats, exact: true });
  }
  return null;
}
