import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { uniqueIp } from "./auth-helpers";
import { auditOf, setSsoSettings, ssoSignIn, type TamperMode } from "./sso-helpers";

/**
 * Single sign-on's bad input (issue 39, "Bad input"; docs/decisions/0089-single-sign-on.md): an ID
 * token the provider's key did not sign, `alg: none`, HS256 made with the client secret, another
 * audience, an expired one, another nonce; a missing or wrong `state`. Each is refused: nothing
 * signed in, no account made, an audit entry, and the address's budget spent as by a wrong password.
 */
const newEmail = () => `ana-${crypto.randomUUID().slice(0, 8)}@corp.test`;

async function expectRefused(run: Awaited<ReturnType<typeof ssoSignIn>>, ip: string, email: string, detail: string) {
  expect(run.callback.status).toBe(302);
  expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=refused");
  expect(run.session).toBeUndefined();
  expect(
    run.callback.headers
      .getSetCookie()
      .some((c) => c.startsWith("__Host-session=") && !c.startsWith("__Host-session=;")),
  ).toBe(false);
  expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?1").bind(email).first()).toBeNull();
  expect(
    await env.DB.prepare("SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1")
      .bind(email)
      .first(),
  ).toBeNull();
  expect(await auditOf({ ip })).toEqual([expect.objectContaining({ event: "login.failure", detail: `sso:${detail}` })]);
  const budget = await env.DB.prepare("SELECT failures FROM login_failures WHERE key = ?1")
    .bind(`ip:${ip}`)
    .first<{ failures: number }>();
  expect(budget?.failures).toBe(1);
}

describe("SSO: ID tokens that must not sign anyone in", () => {
  beforeEach(async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
  });

  const cases: [TamperMode, string][] = [
    ["foreign-key", "bad_signature"],
    ["alg-none", "alg_not_allowed"],
    ["hs256", "alg_not_allowed"],
    ["wrong-aud", "wrong_audience"],
    ["expired", "expired"],
    ["wrong-nonce", "wrong_nonce"],
  ];
  for (const [tamper, detail] of cases) {
    it(`refuses an ID token: ${tamper}`, async () => {
      const ip = uniqueIp();
      const email = newEmail();
      await expectRefused(await ssoSignIn(email, { ip, tamper }), ip, email, detail);
    });
  }

  it("the same flow with a genuine token signs in (the refusals above are the tokens')", async () => {
    const run = await ssoSignIn(newEmail());
    expect(run.session).toBeDefined();
  });
});

describe("SSO: state", () => {
  beforeEach(async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
  });

  it("refuses a callback without this browser's flow cookie (missing state)", async () => {
    const ip = uniqueIp();
    const email = newEmail();
    await expectRefused(await ssoSignIn(email, { ip, flowCookie: "" }), ip, email, "missing_state");
  });

  it("refuses a forged flow cookie", async () => {
    const ip = uniqueIp();
    const email = newEmail();
    const forged = "__Host-sso-flow=eyJhbGciOiJIUzI1NiJ9.eyJzdCI6IngifQ.c2lnbmF0dXJl";
    await expectRefused(await ssoSignIn(email, { ip, flowCookie: forged }), ip, email, "missing_state");
  });

  it("refuses a state other than the one this browser sent", async () => {
    const ip = uniqueIp();
    const email = newEmail();
    await expectRefused(await ssoSignIn(email, { ip, state: "not-the-state" }), ip, email, "wrong_state");
  });

  it("refuses a callback without a state", async () => {
    const ip = uniqueIp();
    const email = newEmail();
    await expectRefused(await ssoSignIn(email, { ip, state: "" }), ip, email, "wrong_state");
  });

  it("refuses another browser's flow: the code is bound to the PKCE verifier of the flow that started it", async () => {
    const ip = uniqueIp();
    const email = newEmail();
    const other = await ssoSignIn(newEmail(), { ip: uniqueIp(), tamper: "expired" });
    // The attacker's own flow cookie with the victim's code and state: the state differs from the cookie's.
    await expectRefused(await ssoSignIn(email, { ip, flowCookie: other.flowCookie }), ip, email, "wrong_state");
  });
});
