import type { LoaderFunctionArgs } from "react-router";
import { DEFAULT_LOCALE } from "../../../common/locales";
import { adminKeys, listSearch } from "../../lib/admin-api";
import { dataSourceContext } from "../../lib/data-source";
import { queryClientContext } from "../../lib/query";
import { defaultColumns, listParams, PAGE_SIZE, parseFilters, visibleColumns } from "./url-state";

/**
 * The editor's first page of keys comes with its HTML: in the worker, this loader reads it
 * from the store for the URL's filters and the account's default columns, and the browser gets
 * it dehydrated, so the grid has its rows when the editor mounts instead of a request later
 * (decision 0028). The browser's data source has no `adminList`: a client-side visit fetches
 * as before. Where the browser shows other columns (reference languages, a phone's one
 * target), its query differs and it fetches its own: nothing wrong is ever shown. A failure
 * is left to the page's query, which shows it and retries.
 */
export async function editorLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const source = context.get(dataSourceContext);
  const adminList = source.adminList?.bind(source);
  if (!adminList) return null;
  const user = await source.session();
  if (!user) return null;
  const sourceLocale = source.sourceLocale?.() ?? DEFAULT_LOCALE;
  const filters = parseFilters(new URL(request.url).searchParams, defaultColumns(user, sourceLocale), sourceLocale);
  const params = {
    ...listParams(filters, visibleColumns(filters, sourceLocale), Date.now(), sourceLocale),
    page: 1,
    pageSize: PAGE_SIZE,
  };
  const queryClient = context.get(queryClientContext);
  try {
    await queryClient.fetchQuery({ queryKey: adminKeys.list(params), queryFn: () => adminList(listSearch(params)) });
  } catch {
    queryClient.removeQueries({ queryKey: adminKeys.list(params), exact: true });
  }
  return null;
}
