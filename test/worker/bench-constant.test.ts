import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/index";
import { BENCH_CONSTANT_PATH } from "../../worker/routes/bench-constant";

/** The bench's constant page (docs/decisions/0072-lean-worker.md): off unless the bench's server sets its flag. */
describe("the bench's constant page", () => {
  const url = `http://localhost${BENCH_CONSTANT_PATH}?bytes=1234`;

  it("is an unknown path of the site without the flag", async () => {
    const res = await app.request(url, { redirect: "manual" }, env);
    // The site's own answer to a path it does not know (a redirect to the locale's path): not the page.
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toBe("x".repeat(1234));
  });

  it("answers the asked size from memory with the flag, with a hit's security headers", async () => {
    const res = await app.request(url, {}, { ...env, BENCH_CONSTANT_PAGE: "on" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("x".repeat(1234));
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toContain("'nonce-");
    const tooBig = await app.request(
      `http://localhost${BENCH_CONSTANT_PATH}?bytes=9999999`,
      {},
      {
        ...env,
        BENCH_CONSTANT_PAGE: "on",
      },
    );
    expect(tooBig.status).toBe(400);
  });
});
