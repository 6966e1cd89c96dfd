import { useMatches } from "react-router";
import { isPageId, type PageId } from "../../common/pages";

/** The public page the current route renders (its route's `handle.page`, client/routes.tsx), if any. */
export function useCurrentPage(): PageId | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const page = (match.handle as { page?: unknown } | undefined)?.page;
    if (isPageId(page)) return page;
  }
  return undefined;
}
