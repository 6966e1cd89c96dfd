import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES } from "../../common/contracts/tokens";
import { bearerCall, makeToken } from "./api-tokens-helpers";
import { createAccount, SAME_ORIGIN, signIn } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/**
 * The routing and body errors of the admin API (issue 40, item 8; decision 0086): the same 404,
 * 405 with `Allow` and 415 for an API token as for a session, before any scope or contract check.
 */

let cookie: string;
let secret: string;
beforeAll(async () => {
  cookie = await signIn(await createAccount({ role: "admin" }));
  ({ secret } = await makeToken(cookie, [...TOKEN_SCOPES]));
});

/** The same call as a session and as a token with every scope. */
const both = (method: string, path: string, body?: unknown) =>
  Promise.all([adminCall(cookie, method, path, body), bearerCall(secret, method, path, body)]);

describe("an unknown route", () => {
  for (const path of ["/no-such-thing", "/translations/keys/a.b/nope", "/tokens/1/extra"]) {
    it(`GET ${path} is a 404 for a session and a token alike`, async () => {
      for (const res of await both("GET", path)) {
        expect((await problemOf(res, 404)).detail).toBe(`No API endpoint at /api/admin${path}`);
      }
    });
  }

  it("is a 404 signed out too, under a group that needs a session (no 401 first)", async () => {
    await problemOf(await adminCall(null, "GET", "/translations/nope"), 404);
  });
});

describe("a known route asked with another method", () => {
  it("is a 405 naming the methods in Allow, for a session and a token alike", async () => {
    for (const res of await both("PUT", "/translations/stats", {})) {
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      expect((await problemOf(res, 405)).allowed).toEqual(["GET", "HEAD"]);
    }
    for (const res of await both("POST", "/translations/keys/a.b", {})) {
      expect(res.headers.get("Allow")).toBe("GET, PATCH, DELETE, HEAD");
      await problemOf(res, 405);
    }
  });

  it("is a 405 on a sessions-only route too, so a token learns the method is wrong before it is refused", async () => {
    const res = await bearerCall(secret, "PUT", "/tokens");
    expect(res.headers.get("Allow")).toBe("GET, POST, HEAD");
    await problemOf(res, 405);
  });

  it("leaves a listed route to its own checks: a sessions-only one is still a 403 to a token", async () => {
    expect((await problemOf(await bearerCall(secret, "GET", "/tokens"), 403)).code).toBe("session_required");
  });
});

/** A body sent as text, as `curl -d` without `-H` does, to a route that takes JSON. */
const asText = (headers: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}/api/admin/translations/keys`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "text/plain" },
    body: JSON.stringify({ name: "errors.text" }),
  });

describe("a body that is not JSON", () => {
  it("is a 415 for a token, as for a session, before the contract's 400", async () => {
    const session = await asText({ ...SAME_ORIGIN, Cookie: cookie });
    const token = await asText({ Authorization: `Bearer ${secret}` });
    for (const res of [session, token]) expect((await problemOf(res, 415)).detail).toContain("application/json");
  });

  it("is a 415 when a route that takes a body gets one with no Content-Type", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}` },
      body: new Blob([JSON.stringify({ name: "errors.untyped" })]),
    });
    await problemOf(res, 415);
  });

  it("is not asked of a token's body-less call: a DELETE without Content-Type is answered", async () => {
    const name = `errors.del${crypto.randomUUID().slice(0, 8)}`;
    expect((await bearerCall(secret, "POST", "/translations/keys", { name })).status).toBe(201);
    expect((await bearerCall(secret, "DELETE", `/translations/keys/${name}`)).status).toBeLessThan(300);
  });
});

describe("a preview", () => {
  it("is refused to a token with the reason (its page shows drafts to the session that made it)", async () => {
    const body = { locale: "de", drafts: { "home.title": "Entwurf" } };
    const problem = await problemOf(await bearerCall(secret, "POST", "/preview", body), 403);
    expect(problem).toMatchObject({ code: "session_required", required_scope: null });
    expect(problem.detail).toMatch(/browser session that made it.*sign in/);
    expect((await adminCall(cookie, "POST", "/preview", body)).status).toBe(201);
  });
});
