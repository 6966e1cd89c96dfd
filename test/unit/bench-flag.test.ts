import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";

/**
 * The bench's constant page (worker/routes/bench-constant.ts) answers only when its flag is set, and
 * only scripts/bench.mjs sets it, with `wrangler dev --var`: no configuration a deployment reads may.
 */
describe("the bench-only flag", () => {
  const FLAG = /^BENCH_/;

  it("is in no [vars] of wrangler.toml, at the top or in any environment", () => {
    const config = parse(readFileSync("wrangler.toml", "utf8")) as {
      vars?: Record<string, unknown>;
      env?: Record<string, { vars?: Record<string, unknown> }>;
    };
    const names = [
      ...Object.keys(config.vars ?? {}),
      ...Object.values(config.env ?? {}).flatMap((e) => Object.keys(e.vars ?? {})),
    ];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => FLAG.test(name))).toEqual([]);
  });

  it("is not in .dev.vars.example, and only the page bench passes it", () => {
    expect(readFileSync(".dev.vars.example", "utf8")).not.toMatch(/^\s*BENCH_/m);
    expect(readFileSync("scripts/bench.mjs", "utf8")).toContain('"BENCH_CONSTANT_PAGE:on"');
    for (const script of ["scripts/lib.mjs", "scripts/start.mjs", "scripts/dev.mjs", "scripts/serve-e2e.mjs"]) {
      expect(readFileSync(script, "utf8")).not.toContain("BENCH_CONSTANT_PAGE");
    }
  });
});
