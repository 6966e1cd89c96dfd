/**
 * A server of the spec's own with single sign-on configured (scripts/serve-e2e.mjs, its own state and
 * a free port) against a real OpenID provider started here on 127.0.0.1 (test/oidc/provider.mjs, its
 * development login page: any login, any password). As test/e2e/source-locale.spec.ts starts its own.
 */
// @ts-expect-error: a plain ES module of the tests, without types.
import { startProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../oidc/provider.mjs";
import { freePort, startOwnServer } from "./own-server";

export const PROVIDER_NAME = "Company SSO";

/** The provider and the built app configured to it; resolves once wrangler says it is ready. */
export async function startSsoSite(): Promise<{ origin: string; issuer: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const provider = (await startProvider({ redirectUris: [`${origin}/api/admin/sso/callback`] })) as {
    issuer: string;
    close: () => Promise<void>;
  };
  const { stop: stopServer } = await startOwnServer(port, {
    E2E_STATE: ".wrangler/e2e-sso",
    E2E_OIDC_ISSUER: provider.issuer,
    E2E_OIDC_CLIENT_ID: TEST_CLIENT_ID,
    E2E_OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    E2E_OIDC_PROVIDER_NAME: PROVIDER_NAME,
  });
  return {
    origin,
    issuer: provider.issuer,
    stop: async () => {
      stopServer();
      await provider.close();
    },
  };
}
