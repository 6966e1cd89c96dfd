import { describe, expect, it } from "vitest";
import { get } from "./helpers";
import { SSO_VARS, ssoWorker } from "./sso-helpers";

/**
 * The sign-in page and single sign-on (docs/decisions/0089-single-sign-on.md), as the worker renders
 * it (no JavaScript needed): the button only when SSO is configured, a refusal's reason, the second
 * step SSO handed over.
 */
const html = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.text();
};

describe("the sign-in page with and without SSO", () => {
  it("has no SSO button when SSO is not configured", async () => {
    const page = await html(await get("/admin/login"));
    expect(page).toContain("Sign in");
    expect(page).not.toContain("/api/admin/sso/start");
    expect(page).not.toContain("Sign in with Test SSO");
  });

  it("has a plain link to /api/admin/sso/start, with the return path, when SSO is configured", async () => {
    const page = await html(await ssoWorker("/admin/login?redirect=%2Fadmin%2Fpeople"));
    expect(page).toMatch(
      /<a class="button-quiet" href="\/api\/admin\/sso\/start\?redirect=%2Fadmin%2Fpeople">Sign in with Test SSO<\/a>/,
    );
  });

  it("names the provider by the issuer's host when OIDC_PROVIDER_NAME is unset", async () => {
    const page = await html(await ssoWorker("/admin/login", {}, { OIDC_PROVIDER_NAME: "" }));
    expect(page).toContain(`Sign in with ${new URL(SSO_VARS.OIDC_ISSUER).host}`);
  });

  it("says why SSO sent the browser back, and ignores a reason it does not know", async () => {
    const page = await html(await ssoWorker("/admin/login?sso_error=domain"));
    expect(page).toContain("Accounts with your email domain may not sign in here with single sign-on.");
    const unknown = await html(await ssoWorker("/admin/login?sso_error=constructor"));
    expect(unknown).not.toContain("single sign-on did not");
  });

  it("shows the code form of the second step SSO handed over, with its challenge", async () => {
    const cookie = "__Host-sso-step=totp.recovery~the.challenge.token";
    const page = await html(await ssoWorker("/admin/login?sso=second-factor", { Cookie: cookie }));
    expect(page).toContain('name="challenge" value="the.challenge.token"');
    // Without the query, or without the cookie, the password form.
    expect(await html(await ssoWorker("/admin/login", { Cookie: cookie }))).not.toContain('name="challenge"');
    expect(await html(await ssoWorker("/admin/login?sso=second-factor"))).not.toContain('name="challenge"');
  });
});
