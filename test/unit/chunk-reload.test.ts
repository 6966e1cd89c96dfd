import { describe, expect, it } from "vitest";
import { claimReload } from "../../client/lib/chunk-reload";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe("the chunk-reload guard", () => {
  it("allows one reload per path per 10 s window", () => {
    const storage = memoryStorage();
    expect(claimReload("/admin/translation", storage, 1_000)).toBe(true);
    expect(claimReload("/admin/translation", storage, 10_999)).toBe(false);
    expect(claimReload("/admin", storage, 10_999)).toBe(true);
    expect(claimReload("/admin/translation", storage, 11_000)).toBe(true);
  });

  it("does not reload when the attempt cannot be recorded", () => {
    expect(claimReload("/x", null, 0)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimReload("/x", full, 0)).toBe(false);
  });
});
