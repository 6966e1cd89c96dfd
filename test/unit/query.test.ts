import { describe, expect, it } from "vitest";
import { HttpError } from "../../client/lib/http";
import { createQueryClient, retryDelay, shouldRetry } from "../../client/lib/query";

describe("the data cache", () => {
  it("waits min(1000 · 2^n, 30000) ms before retry n", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("uses the spec's numbers: fresh 5000 ms, 3 retries, unused data kept 5 minutes", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ staleTime: 5000, retry: shouldRetry, gcTime: 300_000, retryDelay });
    const serverError = new HttpError(503, {}, "/api/x");
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
  });

  it("never retries on the server: a failing loader renders its error at once", async () => {
    const client = createQueryClient({ server: true });
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new HttpError(503, {}, "/api/x"));
    };
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    await expect(client.fetchQuery({ queryKey: ["x"], queryFn: failing })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
