import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { expectedOrigin } from "../../worker/middleware/csrf";
import { createAccount, fetchWithEnv, signIn } from "./auth-helpers";
import { get, ORIGIN } from "./helpers";

/**
 * The attack probe of issue 39: `http://localhost:8787` accepted a signed-in mutation naming
 * `https://localhost:8787`. The cause is `wrangler dev`'s proxy, which rewrites an Origin naming
 * its host on any scheme to its own origin before the worker runs (SECURITY.md); these tests call
 * the worker itself, as production does, and prove only the exact origin passes.
 */
async function logout(cookie: string, origin: string, url = ORIGIN) {
  return SELF.fetch(`${url}/api/admin/logout`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", Cookie: cookie },
    body: "{}",
  });
}

describe("the CSRF check compares the whole origin", () => {
  it.each([
    ["the same host and port on https", "https://localhost:8787"],
    ["another port", "http://localhost:9999"],
    ["another host", "http://evil.test"],
    ["the host without its port", "http://localhost"],
    ["a trailing slash", "http://localhost:8787/"],
  ])("refuses %s with 403 and keeps the session", async (_, origin) => {
    const cookie = await signIn(await createAccount());
    expect((await logout(cookie, origin)).status).toBe(403);
    expect((await get("/api/admin/audit", { Cookie: cookie })).status).toBe(200);
  });

  it("accepts the exact origin", async () => {
    const cookie = await signIn(await createAccount());
    expect((await logout(cookie, ORIGIN)).status).toBe(204);
  });

  it("takes PUBLIC_ORIGIN's scheme when it names the request's host: an http page of an https site is refused", async () => {
    const cookie = await signIn(await createAccount());
    const call = (origin: string) =>
      fetchWithEnv({ PUBLIC_ORIGIN: "https://localhost:8787" }, "/api/admin/logout", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/json", Cookie: cookie },
        body: "{}",
      });
    // The request URL says http (as a proxy in front may): the site's own origin is still https.
    expect((await call("http://localhost:8787")).status).toBe(403);
    expect((await call("https://localhost:8787")).status).toBe(204);
  });

  it("works out the expected origin", () => {
    expect(expectedOrigin("https://site.test/api", "https://site.test")).toBe("https://site.test");
    expect(expectedOrigin("http://site.test/api", "https://site.test/")).toBe("https://site.test");
    // Another host (a preview URL, a test port): the request's own origin.
    expect(expectedOrigin("http://127.0.0.1:8822/api", "http://localhost:8787")).toBe("http://127.0.0.1:8822");
    expect(expectedOrigin("https://x.workers.dev/api", "https://site.test")).toBe("https://x.workers.dev");
    expect(expectedOrigin("http://localhost:8787/api", undefined)).toBe("http://localhost:8787");
    expect(expectedOrigin("http://localhost:8787/api", "not a url")).toBe("http://localhost:8787");
  });
});
