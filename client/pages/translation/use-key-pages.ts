import { useQueries } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import type { LocaleCode } from "../../../common/locales";
import type { KeyRow, ListResult } from "../../lib/admin-api";
import { type AdminApi, adminKeys, type ListParams } from "../../lib/admin-api";
import { PAGE_SIZE } from "./url-state";

export interface KeyPages {
  /** Rows matching the filters (the first page says). */
  total: number;
  /** The row at an index, or undefined while its page loads. */
  row(index: number): KeyRow | undefined;
  /** The locales the rows carry values of (a column just added has none until it loads). */
  locales: ReadonlySet<LocaleCode>;
  /** The locales that publish only reviewed texts (docs/decisions/0055). */
  reviewedOnly: ReadonlySet<LocaleCode>;
  /** Nothing to show yet. */
  initial: boolean;
  /** Showing the previous filters' rows while the new ones load. */
  stale: boolean;
  error: unknown;
  retry(): void;
}

interface Snapshot {
  total: number;
  pages: Map<number, ListResult>;
  locales: ReadonlySet<LocaleCode>;
}

/** The pages that hold the rows at `indexes`, and always the first (it carries the total). */
export function pagesFor(indexes: readonly number[]): number[] {
  const pages = new Set([1, ...indexes.map((i) => Math.floor(Math.max(0, i) / PAGE_SIZE) + 1)]);
  return [...pages].sort((a, b) => a - b);
}

/**
 * The rows of a filtered list, fetched a page at a time for the rows in view
 * (so jumping to the middle of 10,000 keys loads one page, not twenty-five). While
 * new filters load, the previous rows stay on screen, marked stale.
 */
export function useKeyPages(api: AdminApi, params: ListParams, pageNumbers: number[]): KeyPages {
  const results = useQueries({
    queries: pageNumbers.map((page) => ({
      queryKey: adminKeys.list({ ...params, page, pageSize: PAGE_SIZE }),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.list({ ...params, page, pageSize: PAGE_SIZE }, signal),
    })),
  });
  const last = useRef<Snapshot | null>(null);
  // One Set per list of locales, so memoized rows are not re-rendered for a new but equal Set.
  const localeKey = params.locales?.join() ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the list's value.
  const locales = useMemo(() => new Set(params.locales), [localeKey]);
  const first = results[0];

  const reviewedKey = first?.data?.reviewedOnly?.join() ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the list's value.
  const reviewedOnly = useMemo(() => new Set(first?.data?.reviewedOnly ?? []), [reviewedKey]);

  let snapshot: Snapshot | null = null;
  if (first?.data) {
    const pages = new Map<number, ListResult>();
    results.forEach((r, i) => {
      if (r.data) pages.set(pageNumbers[i] as number, r.data);
    });
    snapshot = { total: first.data.total, pages, locales };
    last.current = snapshot;
  }
  const shown = snapshot ?? last.current;
  return {
    total: shown?.total ?? 0,
    row(index) {
      return shown?.pages.get(Math.floor(index / PAGE_SIZE) + 1)?.items[index % PAGE_SIZE];
    },
    locales: shown?.locales ?? new Set(),
    reviewedOnly,
    initial: !shown,
    stale: !snapshot && Boolean(shown),
    error: first?.error ?? null,
    retry: () => void first?.refetch(),
  };
}
