import type { LoaderFunctionArgs } from "react-router";
import { adminKeys } from "../../lib/admin-api";
import { dataSourceContext } from "../../lib/data-source";
import { queryClientContext } from "../../lib/query";

/**
 * Seeds the query cache with the dashboard's figures before rendering: the worker reads
 * them from the store directly, so the first HTML already shows them (and the browser
 * gets them dehydrated). On a client-side visit, cached figures show at once and are
 * marked stale, so the page's query fetches the current ones: opening the dashboard
 * always shows today's figures, and hydration alone fetches nothing. A failure is left
 * to the page's query, which shows it and retries; the failed entry is dropped so the
 * server and the browser both start from "loading".
 */
export async function dashboardLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const source = context.get(dataSourceContext);
  const queryClient = context.get(queryClientContext);
  const adminStats = source.adminStats?.bind(source);
  if (!adminStats) return null;
  if (queryClient.getQueryData(adminKeys.stats)) {
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats, exact: true });
    return null;
  }
  try {
    await queryClient.ensureQueryData({ queryKey: adminKeys.stats, queryFn: adminStats });
  } catch {
    queryClient.removeQueries({ queryKey: adminKeys.stats, exact: true });
  }
  return null;
}
