import { expect, test } from "@playwright/test";
import { SECURITY_HEADERS } from "../../common/security-headers";

/**
 * Finding 12 (issue 13): the hashed build files under `/assets/` are answered by the asset
 * server without the worker (wrangler.toml `run_worker_first`), so the worker's middleware
 * never sees them; `client/public/_headers` gives them the same security header set. This
 * needs the real asset server of `wrangler dev`: workerd tests call the worker directly.
 */
test.describe("The site's build files", () => {
  test("carry the security header set, as the pages do", async ({ request }) => {
    const page = await request.get("/en");
    const html = await page.text();
    const files = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    expect(files.some((f) => f.endsWith(".css"))).toBe(true);

    for (const file of files) {
      const res = await request.get(file);
      expect([file, res.status()]).toEqual([file, 200]);
      const actual = Object.fromEntries(
        Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers()[name.toLowerCase()]]),
      );
      expect({ file, headers: actual }).toEqual({ file, headers: SECURITY_HEADERS });
      expect(res.headers()["content-type"]).toMatch(file.endsWith(".js") ? /^text\/javascript\b/ : /^text\/css\b/);
      // Content-hashed: kept a year without revalidation (issue 14).
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("do not include the header rules themselves", async ({ request }) => {
    const res = await request.get("/_headers", { maxRedirects: 0 });
    expect(res.status()).not.toBe(200);
    expect(await res.text()).not.toContain("Strict-Transport-Security");
  });
});
