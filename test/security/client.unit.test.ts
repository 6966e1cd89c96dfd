import { QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "../../client/lib/admin-api";
import { createHttpClient } from "../../client/lib/http";
import { createQueryClient } from "../../client/lib/query";
import { QUERY_RETRIES } from "../../common/constants";

/**
 * Finding 13 (issue 13): the dashboard retried a 401 or 403 three times, about 15 s of
 * "Loading" before the page said anything. A refusal is an answer: it shows at once; only
 * network failures and server errors are tried again.
 */

/** The admin API over a fetch that always answers `status` (a problem body, as the worker sends), counting calls. */
function apiAnswering(status: number | "network") {
  let calls = 0;
  const fetch = (async () => {
    calls += 1;
    if (status === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify({ type: "about:blank", title: "Error", status, detail: `HTTP ${status}` }), {
      status,
      headers: { "content-type": "application/problem+json" },
    });
  }) as typeof globalThis.fetch;
  return { api: adminApi(createHttpClient({ baseURL: "/api", fetch })), calls: () => calls };
}

/** The dashboard's figures query, observed as a mounted `useQuery` would; resolves with its state after `ms`. */
async function figuresAfter(status: number | "network", ms: number) {
  const { api, calls } = apiAnswering(status);
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ["admin", "translations", "stats"],
    queryFn: ({ signal }) => api.stats(signal),
  });
  let result: QueryObserverResult | undefined;
  const unsubscribe = observer.subscribe((r) => {
    result = r;
  });
  await vi.advanceTimersByTimeAsync(ms);
  unsubscribe();
  return { status: result?.status, calls: calls() };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the data cache's retries (finding 13)", () => {
  it.each([400, 401, 403, 404, 409, 413, 429])("does not retry a %i: the error shows at once", async (status) => {
    expect(await figuresAfter(status, 0)).toEqual({ status: "error", calls: 1 });
  });

  it.each([500, 503, "network"] as const)(
    `retries a %s ${QUERY_RETRIES} times before showing the error`,
    async (status) => {
      expect(await figuresAfter(status, 0)).toEqual({ status: "pending", calls: 1 });
      expect(await figuresAfter(status, 60_000)).toEqual({ status: "error", calls: 1 + QUERY_RETRIES });
    },
  );
});
