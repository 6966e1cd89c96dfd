import { QueryClient } from "@tanstack/react-query";
import { createContext } from "react-router";
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_DELAY_CAP_MS,
  QUERY_STALE_TIME_MS,
} from "../../common/constants";
import { HttpError } from "./http";

/** Exponential retry delay: min(base · 2^attempt, cap) for attempt 0, 1, 2... */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_DELAY_CAP_MS);
}

/**
 * Whether a failed query is tried again. A network failure or a server error (5xx) may
 * pass; a refusal (4xx: signed out, forbidden, not found, invalid) is the server's answer
 * and would only be repeated, so it shows at once, and a 401 reaches the sign-in prompt
 * without three retries' wait.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * The data cache with the spec's numbers (docs/spec.md §9): fresh for 5000 ms, 3
 * retries with capped exponential delay (never for a 4xx answer), unused data kept
 * 5 minutes. One per browser page; one per request on the server.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // The worker never waits out retries before the first byte: the browser retries a 5xx itself.
        retry: server ? false : shouldRetry,
        retryDelay,
      },
    },
  });
}

/** Route loaders reach the query client through react-router's context (`context.get(queryClientContext)`). */
export const queryClientContext = createContext<QueryClient>();

/** The global the worker's bootstrap script sets to the queries it fetched, for hydration. */
export const QUERY_STATE_GLOBAL = "__QUERY_STATE__";
