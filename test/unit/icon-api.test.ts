import { _api, loadIcons } from "@iconify/react";
import { describe, expect, it } from "vitest";
import { configureIconApi } from "../../client/lib/icons";
import { ICON_MAX_URL_LENGTH } from "../../common/constants";

describe("the icon API client", () => {
  it("asks only the worker, splitting long icon lists so no URL exceeds 500 characters", async () => {
    const requested: string[] = [];
    _api.setFetch((async (url: string) => {
      requested.push(url);
      const names = new URL(url).searchParams.get("icons")?.split(",") ?? [];
      const icons = Object.fromEntries(names.map((name) => [name, { body: "<path d='M0 0h24v24H0z'/>" }]));
      return Response.json({ prefix: "lucide", width: 24, height: 24, icons });
    }) as unknown as typeof fetch);
    configureIconApi("v1", "https://polyglot.example");

    const names = Array.from({ length: 80 }, (_, i) => `lucide:some-rather-long-icon-name-${i}`);
    const loaded = await new Promise<number>((resolve) =>
      loadIcons(names, (done, _missing, pending) => pending.length === 0 && resolve(done.length)),
    );

    expect(loaded).toBe(80);
    expect(requested.length).toBeGreaterThan(1);
    for (const url of requested) {
      expect(url).toMatch(/^https:\/\/polyglot\.example\/api\/icons\/v1\/lucide\.json\?icons=/);
      expect(url.length).toBeLessThanOrEqual(ICON_MAX_URL_LENGTH);
    }
  });
});
