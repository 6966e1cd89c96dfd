import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { LocaleCode } from "../../../common/locales";
import { useSourceLocale } from "../../lib/app-config";
import { type EditorFilters, filtersToSearch, parseFilters } from "./url-state";

/**
 * The filters, kept in the URL. The grid follows local state at once (so a
 * search does not wait for the navigation); the URL follows as a navigation
 * of its own, and a URL that changes under us (back, forward, a link) wins.
 * A search being typed replaces its history entry; other changes add one.
 */
export function useUrlFilters(defaultCols: LocaleCode[]) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const source = useSourceLocale();
  const [filters, setFilters] = useState(() => parseFilters(searchParams, defaultCols, source));
  const current = useRef(filters);
  const seen = useRef(searchParams.toString());

  useEffect(() => {
    const search = searchParams.toString();
    if (search === seen.current) return;
    seen.current = search;
    const next = parseFilters(searchParams, defaultCols, source);
    current.current = next;
    setFilters(next);
  }, [searchParams, defaultCols, source]);

  const update = useCallback(
    (change: Partial<EditorFilters>, options: { typing?: boolean } = {}) => {
      const before = current.current;
      const next = { ...before, ...change };
      current.current = next;
      setFilters(next);
      const search = filtersToSearch(next, defaultCols);
      seen.current = new URLSearchParams(search).toString();
      void navigate({ search }, { replace: Boolean(options.typing && before.q), preventScrollReset: true });
    },
    [navigate, defaultCols],
  );

  return { filters, update };
}
